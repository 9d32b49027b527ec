import Foundation
import Testing

@testable import GuiaApp

/// Where `guia snapshot` sends its screen, as `SnapshotOptions` and `FileWriter` decide it
/// for the command: `-o -` is standard output, and the folders of `-o` are made (the screen's
/// text written by the real binary: EndToEndTests.SnapshotCommandTests).
@Suite struct SnapshotOutputPlacesTests {
  @Test("-o - writes the text on standard output; -o into folders not made yet makes them")
  func outputPlaces() throws {
    let stdout = try SnapshotOptions.parse(["--keys", "G", "-o", "-"])
    #expect(stdout.output == nil && stdout.output(forStep: 0) == nil, "standard output, as with no -o")
    #expect(stdout.format == .text)
    let directory = try temporaryFolder()
    let nested = directory.appendingPathComponent("capturas/ci/fin.txt").path
    let options = try SnapshotOptions.parse(["--keys", "G", "-o", nested])
    let path = try #require(options.output(forStep: 0))
    #expect(path == nested)
    #expect(FileWriter.makeFolders(for: path) == nil)
    var isFolder: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("capturas/ci").path, isDirectory: &isFolder))
    #expect(isFolder.boolValue)
    #expect(FileWriter.write("Fin de la guía\n", to: path) == nil)
    #expect(try String(contentsOfFile: nested, encoding: .utf8).contains("Fin de la guía"))
  }
}
