import Foundation
import Testing

/// Seeds 000 and 003 in a real terminal: the report guia writes as it quits, and the offset
/// demo's console (the header, both axes, margins, the indicator and the contents pane:
/// ReaderTests.ToolkitJourneyTests; the margins demo: GuiaUIExamplesTests.MarginsDemoTests).
@Suite struct ToolkitJourneyTests {
  @Test("--report after reaching the end and coming back up")
  func report() throws {
    let folder = try Journey.temporaryFolder()
    let path = folder.appendingPathComponent("informe.json").path
    let session = try PtySession(["--report", path])
    try session.waitForNextFrame(after: 0)
    try session.press("G")
    try session.press("k")
    session.send("q")
    #expect(try session.waitForExit().exited(with: 0))
    let report = try String(contentsOfFile: path, encoding: .utf8)
    let json = try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any]
    #expect(json?["reachedEnd"] as? Bool == true)
    #expect(json?["atBottom"] as? Bool == false)
    #expect(json?["lastStepSeen"] as? Int == 8)
    #expect(json?["maxPercent"] as? Int == 100)
    let terminal = json?["terminal"] as? [String: Any]
    #expect(terminal?["columns"] as? Int == 80)
    #expect(terminal?["rows"] as? Int == 24)
  }

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
