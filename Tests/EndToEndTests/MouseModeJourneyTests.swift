import Foundation
import Testing

/// What guia asks of the mouse: by default the terminal's alternate scroll mode, so the wheel
/// scrolls and a drag still selects; mouse reports only with `--mouse`.
@Suite("Mouse mode journeys")
struct MouseModeJourneyTests {
  /// Mouse reporting modes a terminal takes a drag away from selection for.
  private let reportModes = ["\u{1B}[?1000h", "\u{1B}[?1002h", "\u{1B}[?1003h", "\u{1B}[?1006;1000h"]

  @Test("by default: alternate scroll on (1007h), no mouse report asked, and off again on the way out")
  func alternateScrollByDefault() throws {
    let session = try PtySession()
    let top = try session.waitForNextFrame(after: 0)
    #expect(session.wrote("\u{1B}[?1007h"))
    for mode in reportModes { #expect(!session.wrote(mode), "\(mode.debugDescription) sent") }
    // The wheel, as the terminal sends it in this mode: arrow keys.
    let scrolled = try session.press(Journey.Keys.down)
    #expect(scrolled[1] == top[2], "Down did not scroll one row")
    session.send("q")
    #expect(try session.waitForExit() == 0)
    #expect(session.wrote("\u{1B}[?1007l"))
  }

  @Test("--mouse asks for reports and reads the wheel; --no-mouse asks nothing")
  func captureOnlyWhenAsked() throws {
    let captured = try PtySession(["--mouse"])
    let before = try captured.waitForNextFrame(after: 0)
    #expect(reportModes.contains { captured.wrote($0) }, "no mouse report asked")
    #expect(!captured.wrote("\u{1B}[?1007h"))
    let after = try captured.press(Journey.Keys.wheelDown)
    #expect(after != before, "the wheel did not scroll")
    captured.send("q")
    #expect(try captured.waitForExit() == 0)

    let none = try PtySession(["--no-mouse"])
    try none.waitForNextFrame(after: 0)
    #expect(!none.wrote("\u{1B}[?1007h"))
    for mode in reportModes { #expect(!none.wrote(mode)) }
    none.send("q")
    #expect(try none.waitForExit() == 0)
  }
}
