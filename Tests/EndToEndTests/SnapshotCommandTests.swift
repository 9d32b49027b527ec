import Foundation
import Testing

/// `guia snapshot` as a guide's author runs it in CI: standard output a pipe, no terminal,
/// the real binary running itself in a pty of its own.
@Suite struct SnapshotCommandTests {
  private func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
    let result = try CommandLineTests.runBytes(["snapshot"] + arguments)
    return (result.status, String(decoding: result.stdout, as: UTF8.self), String(decoding: result.stderr, as: UTF8.self))
  }

  private func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("guia-snapshot-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The text of a snapshot as the journeys read a screen: without the indicator's thumb.
  private func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { Journey.withoutIndicator(String($0)) }
  }

  @Test("its text is the journeys' golden screens: the guide's first screen, and after G")
  func matchesJourneyGoldens() throws {
    let top = try run([])
    #expect(top.status == 0, "\(top.stderr)")
    Snapshots.expectMatchesGolden(lines(top.stdout), named: "guide-80x24-top")
    let bottom = try run(["--keys", "G"])
    #expect(bottom.status == 0, "\(bottom.stderr)")
    Snapshots.expectMatchesGolden(lines(bottom.stdout), named: "guide-80x24-bottom")
  }

  @Test("--size 100x30 --keys G -o end.svg: an SVG of a 100x30 screen that says Fin de la guía")
  func svgOfTheEnd() throws {
    let directory = try folder()
    let path = directory.appendingPathComponent("end.svg").path
    let result = try run(["--size", "100x30", "--keys", "G", "-o", path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.isEmpty)
    let svg = try String(contentsOfFile: path, encoding: .utf8)
    #expect(svg.hasPrefix("<svg") && svg.contains("100x30"))
    // One text element per cell: the footer's letters in order.
    let glyphs = svg.split(separator: "</text>").compactMap { $0.split(separator: ">").last.map(String.init) }
    #expect(glyphs.joined().contains("Findelaguía"), "the footer is not in the picture")
  }

  @Test("--expect fails, with the text named and status 1, on a screen that does not show it")
  func expectations() throws {
    let missing = try run(["--expect", "Fin de la guía"])
    #expect(missing.status == 1)
    #expect(missing.stderr.contains("Fin de la guía"), "\(missing.stderr)")
    let found = try run(["--keys", "G", "--expect", "Fin de la guía", "--expect", "Paso 8"])
    #expect(found.status == 0, "\(found.stderr)")
  }

  @Test("keys that change nothing are answered too: k at the top does not hang")
  func keysWithoutAFrame() throws {
    let result = try run(["--keys", "k k Home", "--timeout", "20"])
    #expect(result.status == 0, "\(result.stderr)")
    Snapshots.expectMatchesGolden(lines(result.stdout), named: "guide-80x24-top")
  }

  @Test("--every-key writes the first screen and one per step, numbered")
  func everyKey() throws {
    let directory = try folder()
    let base = directory.appendingPathComponent("paso.txt").path
    let result = try run(["--every-key", "--keys", "j Space G", "-o", base])
    #expect(result.status == 0, "\(result.stderr)")
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(files == ["paso-000.txt", "paso-001.txt", "paso-002.txt", "paso-003.txt"])
    let last = try String(contentsOfFile: directory.appendingPathComponent("paso-003.txt").path, encoding: .utf8)
    #expect(lines(last).last?.trimmingCharacters(in: .whitespaces) == "Fin de la guía")
    let first = try String(contentsOfFile: directory.appendingPathComponent("paso-000.txt").path, encoding: .utf8)
    #expect(lines(first).contains("  Paso 1"))
  }

  @Test("a search typed as words and Enter, and --report as in the viewer")
  func searchAndReport() throws {
    let directory = try folder()
    let report = directory.appendingPathComponent("informe.json").path
    let result = try run(["--keys", "/tornillo Enter G", "--report", report])
    #expect(result.status == 0, "\(result.stderr)")
    let json = try String(contentsOfFile: report, encoding: .utf8)
    #expect(json.contains("\"reachedEnd\": true"), "\(json)")
  }

  @Test("a file that is not there: guia's own message and status 66; a bad size: 64")
  func errors() throws {
    let missing = try run(["/nonexistent/guia.md"])
    #expect(missing.status == 66)
    #expect(missing.stderr.contains("/nonexistent/guia.md"), "\(missing.stderr)")
    let size = try run(["--size", "80"])
    #expect(size.status == 64)
    #expect(try run(["--every-key"]).status == 64)
    #expect(try run(["--no-such-option"]).status == 64)
  }
}
