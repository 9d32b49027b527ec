import Foundation
import Testing
@testable import GuiaApp

/// The report's path, checked before the screen opens without touching what the write at exit
/// will create or replace.
@Suite struct FileWriterTests {
  private func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("guia-writer-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test("a new file in a writable folder passes, and is not created by the check")
  func newFile() throws {
    let path = try folder().appendingPathComponent("informe.json").path
    #expect(FileWriter.problem(writing: path) == nil)
    #expect(!FileManager.default.fileExists(atPath: path))
    #expect(FileWriter.write("{}\n", to: path))
  }

  @Test("an existing file passes, and keeps its contents")
  func existingFile() throws {
    let path = try folder().appendingPathComponent("informe.json").path
    try Data("anterior\n".utf8).write(to: URL(fileURLWithPath: path))
    #expect(FileWriter.problem(writing: path) == nil)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "anterior\n")
  }

  @Test("a relative name is looked for in the current directory")
  func relativeName() {
    #expect(FileWriter.problem(writing: "guia-no-creado-\(UUID().uuidString).json") == nil)
  }

  @Test("a missing folder, a file used as a folder and a folder are each reported with their cause")
  func failures() throws {
    let base = try folder()
    let file = base.appendingPathComponent("fichero")
    try Data("x".utf8).write(to: file)
    let cases = [
      ("/nonexistent/dir/r.json", ENOENT), (file.path + "/r.json", ENOTDIR),
      (base.path, EISDIR), (base.path + "/nuevo/", EISDIR), ("", ENOENT),
    ]
    for (path, code) in cases {
      #expect(FileWriter.problem(writing: path) == String(cString: strerror(code)), "\(path)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: base.path) == ["fichero"])
  }
}
