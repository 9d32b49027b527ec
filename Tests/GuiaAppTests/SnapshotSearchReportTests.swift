import Foundation
import Testing

@testable import GuiaApp

/// A snapshot's key script with a search typed as words and Enter, and `--report` handed to
/// the guia it runs, played in guia's session on a headless terminal as that guia plays it
/// (the real run: EndToEndTests.SnapshotCommandTests).
@MainActor
@Suite struct SnapshotSearchReportTests {
  @Test("a search typed as words and Enter, and --report as in the viewer")
  func searchAndReport() throws {
    let report = try temporaryFolder().appendingPathComponent("informe.json").path
    let options = try SnapshotOptions.parse(["--keys", "/tornillo Enter G", "--report", report])
    #expect(options.viewerArguments == ["--report", report], "--report goes to the viewer")
    let keys = options.keys.steps.map { String(decoding: $0.bytes, as: UTF8.self) }
    #expect(keys == ["/tornillo", "\r", "G"])
    let run = try SessionHarness(options.viewerArguments, keys: keys, document: DocumentLoader.builtInGuide)
    run.expectScreens(("the search prompt", { $0.footer.hasPrefix("/tornillo") }))
    #expect(run.lines.footer == "Fin de la guía")
    #expect(run.session.report.contains("\"reachedEnd\": true"), "\(run.session.report)")
  }
}
