import Testing

@testable import GuiaApp

/// A key that changes nothing after a scroll: the frame it draws (or does not) leaves the rows
/// where the scroll put them. The headless terminal checks every frame through the real writer
/// and a real terminal.
@MainActor
@Suite struct FrameAfterScrollSessionTests {
  @Test("j then a key with no command: the rows stay where the scroll put them, on the frame and on the terminal", arguments: [
    ["j", "x"], ["j", "j", "x"], [" ", "x"], ["j", "x", "x"], ["k", "x"], ["j", "\u{07}"],
  ])
  func keyWithoutCommand(keys: [String]) throws {
    let text = (1...60).map { "línea \($0)\n" }.joined()
    let document = try temporaryFolder().file("sesenta.txt", text).path
    let run = try SessionHarness([document], keys: keys)
    let scrolls = try SessionHarness([document], keys: keys.filter { $0 == "j" || $0 == " " || $0 == "k" })
    #expect(run.lines.dropLast() == scrolls.lines.dropLast(), "\(keys)")
  }
}
