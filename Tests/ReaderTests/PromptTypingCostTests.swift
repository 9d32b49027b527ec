import Document
import GuiaUI
import ScrollKit
import TerminalUI
import Testing

@testable import Reader

/// Typing into the search prompt costs the same per key whatever the line's length: a paste
/// typed key by key (a terminal without bracketed paste) of half a million characters took
/// 6 to 9 s, a million 36 s.
@MainActor
@Suite struct PromptTypingCostTests {
  private func display(_ reader: Reading) -> PagerDisplay {
    PagerDisplay(reader.pager, caseMatching: .sensitive, highlightsSearch: true, highlightsAsTyped: true)
  }

  @Test("with --incsearch a pattern is lit as it is typed up to 4 KiB; a longer one is not compiled on each key")
  func litUpToALength() {
    var reader = Reading()
    reader.type("/línea")
    #expect(display(reader).highlightedPattern != nil, "lit as typed, as less's with --incsearch")
    reader.press([.paste(String(repeating: "x", count: SearchPrompt.longestAsTyped))])
    let litWhenLong = display(reader).highlightedPattern != nil
    #expect(!litWhenLong, "longer than 4 KiB: left for Enter")
    reader.press([.enter])
    reader.tick()
    #expect(display(reader).highlightedPattern != nil, "Enter searches for it")
  }

  /// The time to type `count` characters after a paste of `pasted`, in bursts as the terminal
  /// delivers them (a frame after each 1 KiB, as the event loop draws when no key waits).
  private func typing(_ count: Int, after pasted: Int) -> Duration {
    let harness = ReaderHarness(size: CellSize(width: 80, height: 24))
    harness.press(.character("/"))
    if pasted > 0 { harness.press(.paste(String(repeating: "b", count: pasted))) }
    _ = harness.host.render()
    return ContinuousClock().measure {
      for index in 0..<count {
        _ = harness.host.respond(to: .key(.character("a")), moreKeysWaiting: index % 1024 != 1023)
      }
      _ = harness.host.render()
    }
  }

  @Test("a key typed at the end of 500 000 characters costs what it costs on an empty line")
  func sameCostAtAnyLength() {
    let short = typing(4096, after: 0)
    let long = typing(4096, after: 500_000)
    #expect(long < short * 3 + .milliseconds(200), "on an empty line \(short), after 500 000 characters \(long)")
  }
}
