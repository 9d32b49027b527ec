import Document
@testable import GuiaUI
import Reader
import ScrollKit
import TerminalUI
import Testing

/// The reader's views are compared from pass to pass by their `==`, never as stored: the
/// fallback reads a type's field records the first time it meets it (the runtime demangling
/// each field's type), which was most of the reflection of guia's first frame.
@MainActor
struct ReaderViewComparisonTests {
  /// The reader's own types among those compared as stored.
  private static func readerTypes(_ types: [Any.Type]) -> [String] {
    types.map { String(reflecting: $0) }.filter { $0.hasPrefix("Reader.") }
  }

  @Test("the first frame of plain text compares no reader view as stored")
  func firstFrame() {
    let model = IncrementalFrameTests.text(lines: 2_000)
    let host = GuiaUIHost(root: ReaderView(model: model))
    let compared = ByteComparisons.record {
      host.start(size: CellSize(width: 80, height: 24))
      _ = host.render()
    }
    #expect(host.viewPassCount >= 2, "the footer's first flip runs a second pass, which compares")
    #expect(Self.readerTypes(compared) == [])
    // The footer's tick is made by a reader view compared by `==`: its closure, new at each
    // pass, is not compared as stored when the footer did not change.
    #expect(!compared.contains { $0 == OnTickModifier.self })
  }

  @Test("keys that run the reader's body (a flip, a prompt, the pane, a search) compare no reader view as stored")
  func keys() {
    let reader = ReaderHarness(IncrementalFrameTests.text(lines: 2_000), size: CellSize(width: 80, height: 24))
    let passes = reader.host.viewPassCount
    let compared = ByteComparisons.record {
      reader.press(.character("G"), .character("g"), .character("/"))
      reader.type("pieza")
      reader.press(.enter, .character("n"), .character("-"), .character("N"))
      _ = reader.host.render()
    }
    #expect(reader.host.viewPassCount > passes + 5)
    #expect(Self.readerTypes(compared) == [])
  }

  @Test("the guide with its contents pane and the help screen compare no reader view as stored")
  func paneAndHelp() {
    let reader = ReaderHarness(size: CellSize(width: 100, height: 16), showsIndicator: true)
    let compared = ByteComparisons.record {
      reader.press(.character("t"), .down, .down, .enter, .character("j"), .character("h"), .character("j"))
      _ = reader.host.render()
      reader.press(.character("q"))
      _ = reader.host.render()
    }
    #expect(Self.readerTypes(compared) == [])
  }
}
