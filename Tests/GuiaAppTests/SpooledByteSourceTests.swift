import Foundation
import Testing
@testable import GuiaApp

/// The spool of a pipe: in `$TMPDIR` or `/tmp`, in memory when no file can be made there, and
/// never silent about what it could not keep.
@Suite struct SpooledByteSourceTests {
  @Test("in a folder that cannot take a file, input is kept in memory, and the folder named")
  func memoryFallback() {
    let spool = SpooledByteSource(directory: "/nonexistent/guia")
    #expect(spool.isInMemory)
    #expect(spool.fileProblem == "/nonexistent/guia: \(String(cString: strerror(ENOENT)))")
    #expect(spool.append(Array("uno\ndos\n".utf8)))
    #expect(String(decoding: spool.bytes(in: 0..<spool.count), as: UTF8.self) == "uno\ndos\n")
    #expect(spool.failure == nil)
  }

  @Test("past the memory limit: what fits is kept, the failure is said, nothing more is stored")
  func memoryLimit() {
    let spool = SpooledByteSource(directory: "/nonexistent/guia", memoryLimit: 10)
    #expect(spool.append(Array("12345678".utf8)))
    #expect(!spool.append(Array("abcde".utf8)))
    #expect(spool.count == 10)
    #expect(spool.failure != nil)
    #expect(!spool.append(Array("z".utf8)))
    #expect(String(decoding: spool.bytes(in: 0..<100), as: UTF8.self) == "12345678ab")
  }

  @Test("a writable folder holds the spool file (unlinked at once)")
  func fileInFolder() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("guia-spool-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let spool = SpooledByteSource(directory: folder.path)
    #expect(!spool.isInMemory)
    #expect(spool.append(Array(repeating: 0x41, count: 100_000)))
    #expect(spool.count == 100_000)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }
}
