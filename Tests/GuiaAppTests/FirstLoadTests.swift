#if canImport(Glibc)
  import Glibc
#endif
import Foundation
import Testing

@testable import GuiaApp

/// The first file named, loaded off the main thread when it may wait (issue 48): which names
/// are, and that a silent FIFO's load waits until it is cancelled while one that answers is
/// taken at once.
@Suite(.timeLimit(.minutes(1))) struct FirstLoadTests {
  private static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("guia-first-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test("a FIFO, and a file read through LESSOPEN, are loaded off the main thread; a plain file, a missing one, a folder, a device, standard input are not")
  func whichWait() throws {
    let folder = try Self.folder()
    let file = folder.appendingPathComponent("a.txt")
    try Data("hola\n".utf8).write(to: file)
    let fifo = folder.appendingPathComponent("f.md").path
    try #require(mkfifo(fifo, 0o600) == 0)
    let cat = try #require(InputPreprocessor(lessopen: "|cat %s", lessclose: nil, shell: "/bin/sh"))
    #expect(FirstLoad.start(fifo, format: .automatic, preprocessor: nil) != nil)
    #expect(FirstLoad.start(file.path, format: .automatic, preprocessor: cat) != nil)
    #expect(FirstLoad.start(file.path, format: .automatic, preprocessor: nil) == nil)
    #expect(FirstLoad.start(folder.appendingPathComponent("no").path, format: .automatic, preprocessor: cat) == nil)
    #expect(FirstLoad.start(folder.path, format: .automatic, preprocessor: nil) == nil)
    #expect(FirstLoad.start("/dev/null", format: .automatic, preprocessor: nil) == nil)
    #expect(FirstLoad.start("-", format: .automatic, preprocessor: cat) == nil)
    #expect(FirstLoad.start(nil, format: .automatic, preprocessor: cat) == nil)
  }

  @Test("a Markdown FIFO whose writer is silent gives nothing within 50 ms and ends when cancelled; a file through LESSOPEN that answers is taken")
  func waitsUntilCancelled() throws {
    let folder = try Self.folder()
    let fifo = folder.appendingPathComponent("f.md").path
    try #require(mkfifo(fifo, 0o600) == 0)
    let writer = open(fifo, O_RDWR | O_CLOEXEC)
    try #require(writer >= 0)
    defer { close(writer) }
    let load = try #require(FirstLoad.start(fifo, format: .automatic, preprocessor: nil))
    #expect(load.result(within: 0.05) == nil)
    load.cancellation.cancel()
    let ended = try #require(load.result(within: 10))
    #expect(throws: GuiaError.self) { try ended.get() }

    let file = folder.appendingPathComponent("a.txt")
    try Data("hola\n".utf8).write(to: file)
    let cat = try #require(InputPreprocessor(lessopen: "|cat %s", lessclose: nil, shell: "/bin/sh"))
    let answered = try #require(FirstLoad.start(file.path, format: .automatic, preprocessor: cat))
    let document = try #require(answered.result(within: 10)).get()
    #expect(document.title == "a.txt")
  }
}
