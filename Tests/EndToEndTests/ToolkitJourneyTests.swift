import Foundation
import Testing

/// Seed 003 in a real terminal: the offset demo's console (the header, both axes, margins, the
/// indicator and the contents pane: ReaderTests.ToolkitJourneyTests; the margins demo:
/// GuiaUIExamplesTests.MarginsDemoTests; seed 000's report: GuiaAppTests.ReadingReportSessionTests).
@Suite struct ToolkitJourneyTests {
  @Test("demo offset: seed 003's scroll wrapper prints its CGPoint, y = contentOffset.y")
  func offsetDemo() throws {
    let session = try PtySession(["demo", "offset"])
    // The seed prints from onPreferenceChange: the console row (the last) shows it.
    var lines = try session.wait(forText: "(-0.0, -0.0)")
    #expect(lines[0].trimmingCharacters(in: .whitespaces) == "0")
    #expect(lines[23] == "(-0.0, -0.0)")
    session.send("j")
    lines = try session.wait(forText: "(-0.0, 16.0)")
    #expect(lines[0].trimmingCharacters(in: .whitespaces) == "1")
    session.send("j")
    lines = try session.wait(forText: "(-0.0, 32.0)")
    // 100 rows in 23: the bottom is 77 rows (1232 pt) down.
    session.send("G")
    lines = try session.wait(forText: "(-0.0, 1232.0)")
    #expect(lines[22].trimmingCharacters(in: .whitespaces) == "99")
    Snapshots.save(lines, as: "demo-offset-80x24-end", session: session)
  }
}
