import Foundation
import Testing

@testable import GuiaApp

/// The report `--report FILE` holds when guia quits, from guia's session of the built-in
/// guide on a headless terminal of 80x24 (the file written by the real binary, and a report
/// that cannot be written: EndToEndTests.CommandLineTests).
@MainActor
@Suite struct ReadingReportSessionTests {
  @Test("--report after reaching the end and coming back up")
  func report() throws {
    let path = try temporaryFolder().appendingPathComponent("informe.json").path
    let run = try SessionHarness(["--report", path], keys: ["G", "k"], document: DocumentLoader.builtInGuide)
    #expect(run.reason == .quit)
    #expect(run.lines.footer == "Quedan pasos por ver", "one row up from the end")
    let json = try JSONSerialization.jsonObject(with: Data(run.session.report.utf8)) as? [String: Any]
    #expect(json?["reachedEnd"] as? Bool == true)
    #expect(json?["atBottom"] as? Bool == false)
    #expect(json?["lastStepSeen"] as? Int == 8)
    #expect(json?["maxPercent"] as? Int == 100)
    let terminal = json?["terminal"] as? [String: Any]
    #expect(terminal?["columns"] as? Int == 80)
    #expect(terminal?["rows"] as? Int == 24)
  }
}
