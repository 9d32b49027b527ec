import Foundation
import Localization
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
    #expect(FileWriter.write("{}\n", to: path) == nil)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "{}\n")
  }

  @Test("an existing report (JSON) or an empty file passes, and keeps its contents")
  func existingReport() throws {
    for old in ["{\"atBottom\": false, \"lastStepSeen\": null}\n", "", " \n"] {
      let path = try folder().appendingPathComponent("informe.json").path
      try Data(old.utf8).write(to: URL(fileURLWithPath: path))
      #expect(FileWriter.problem(writing: path) == nil, "\(old)")
      #expect(try String(contentsOfFile: path, encoding: .utf8) == old)
    }
  }

  @Test("an existing file that is not JSON is refused unless forced, and is left alone")
  func existingNotJSON() throws {
    let path = try folder().appendingPathComponent("notas.md").path
    try Data("# Notas\n\nNo las pierdas.\n".utf8).write(to: URL(fileURLWithPath: path))
    #expect(FileWriter.problem(writing: path)?.text(in: .english).contains("not a JSON report") == true)
    #expect(FileWriter.problem(writing: path, force: true) == nil)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "# Notas\n\nNo las pierdas.\n")
  }

  @Test("the document being shown is refused, by any name (a hard link, a symbolic link, ./)")
  func theDocument() throws {
    let base = try folder()
    let document = base.appendingPathComponent("guia.json")
    try Data("{}".utf8).write(to: document)
    var status = stat()
    #expect(stat(document.path, &status) == 0)
    let identity = FileIdentity(status)
    #expect(link(document.path, base.appendingPathComponent("enlace").path) == 0)
    #expect(symlink(document.path, base.appendingPathComponent("simbolico").path) == 0)
    for name in ["guia.json", "enlace", "simbolico", "./guia.json"] {
      let path = base.path + "/" + name
      #expect(FileWriter.problem(writing: path, documents: [identity])?.text(in: .spanish) == "es el documento que se muestra")
      #expect(FileWriter.problem(writing: path, documents: [identity], force: true) != nil)
    }
  }

  @Test("a report replaces the old one by rename: a new file, the old mode, no temporary file left")
  func atomicReplace() throws {
    let base = try folder()
    let path = base.appendingPathComponent("informe.json").path
    try Data("{\"old\": 1}\n".utf8).write(to: URL(fileURLWithPath: path))
    chmod(path, 0o640)
    var before = stat()
    #expect(stat(path, &before) == 0)
    // A reader of the old report keeps the old one whole.
    let reader = open(path, O_RDONLY)
    defer { close(reader) }
    #expect(FileWriter.write("{\"new\": 2}\n", to: path) == nil)
    var after = stat()
    #expect(stat(path, &after) == 0)
    #expect(after.st_ino != before.st_ino, "renamed over, not rewritten in place")
    #expect(after.st_mode & 0o777 == 0o640)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "{\"new\": 2}\n")
    var old = [UInt8](repeating: 0, count: 64)
    let got = read(reader, &old, old.count)
    #expect(String(decoding: old[..<max(0, got)], as: UTF8.self) == "{\"old\": 1}\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: base.path) == ["informe.json"])
  }

  @Test("a report written through a symbolic link replaces the file it names; the link stays")
  func throughLink() throws {
    let base = try folder()
    let real = base.appendingPathComponent("real.json").path
    let link = base.appendingPathComponent("enlace.json").path
    try Data("{}".utf8).write(to: URL(fileURLWithPath: real))
    #expect(symlink(real, link) == 0)
    #expect(FileWriter.write("{\"a\": 1}\n", to: link) == nil)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == real)
    #expect(try String(contentsOfFile: real, encoding: .utf8) == "{\"a\": 1}\n")
  }

  @Test("a report path that is a link to a file not made yet: the file is made where the link points; the link stays")
  func throughDanglingLink() throws {
    let base = try folder()
    let real = base.appendingPathComponent("informes/nuevo.json").path
    try FileManager.default.createDirectory(
      atPath: base.appendingPathComponent("informes").path, withIntermediateDirectories: true)
    let link = base.appendingPathComponent("enlace.json").path
    #expect(symlink("informes/nuevo.json", link) == 0)
    #expect(FileWriter.problem(writing: link) == nil)
    #expect(FileWriter.write("{\"a\": 1}\n", to: link) == nil)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "informes/nuevo.json")
    #expect(try String(contentsOfFile: real, encoding: .utf8) == "{\"a\": 1}\n")
    // A link into a folder that is not there: refused before anything is written.
    let broken = base.appendingPathComponent("roto.json").path
    #expect(symlink("no-hay/x.json", broken) == 0)
    #expect(FileWriter.problem(writing: broken) != nil)
  }

  @Test("a FIFO with no reader: the check passes without opening it, the write fails at once")
  func fifoWithoutReader() throws {
    let path = try folder().appendingPathComponent("tubo").path
    #expect(mkfifo(path, 0o600) == 0)
    #expect(FileWriter.problem(writing: path) == nil)
    let start = ContinuousClock.now
    #expect(FileWriter.write("{}\n", to: path)?.text(in: .english) == "no process is reading it")
    #expect(ContinuousClock.now - start < .seconds(1))
  }

  @Test("a FIFO with a reader gets the report, written in place")
  func fifoWithReader() throws {
    let path = try folder().appendingPathComponent("tubo").path
    #expect(mkfifo(path, 0o600) == 0)
    let reader = open(path, O_RDONLY | O_NONBLOCK)
    defer { close(reader) }
    #expect(FileWriter.write("{\"a\": 1}\n", to: path) == nil)
    var bytes = [UInt8](repeating: 0, count: 64)
    let got = read(reader, &bytes, bytes.count)
    #expect(String(decoding: bytes[..<max(0, got)], as: UTF8.self) == "{\"a\": 1}\n")
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
      #expect(FileWriter.problem(writing: path)?.text(in: .english) == String(cString: strerror(code)), "\(path)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: base.path) == ["fichero"])
  }
}
