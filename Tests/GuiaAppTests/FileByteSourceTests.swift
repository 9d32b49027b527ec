import Foundation
import Testing
@testable import GuiaApp

/// A followed file: growth, truncation and a rewrite told apart, as `tail -F` tells them.
@Suite struct FileByteSourceTests {
  private func source(_ text: String) throws -> (FileByteSource, URL) {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("guia-source-\(UUID().uuidString).log")
    try Data(text.utf8).write(to: url)
    let descriptor = open(url.path, O_RDONLY)
    return (FileByteSource(descriptor: descriptor, count: text.utf8.count, path: url.path), url)
  }

  private func append(_ text: String, to url: URL) throws {
    let handle = try FileHandle(forWritingTo: url)
    handle.seekToEndOfFile()
    handle.write(Data(text.utf8))
    try handle.close()
  }

  @Test("nothing new, then text added at the end: unchanged, then grew, with the new bytes")
  func growth() throws {
    let (source, url) = try source("uno\ndos\n")
    #expect(source.refresh() == .unchanged)
    try append("tres\n", to: url)
    #expect(source.refresh() == .grew)
    #expect(String(decoding: source.bytes(in: 0..<source.count), as: UTF8.self) == "uno\ndos\ntres\n")
    #expect(source.refresh() == .unchanged)
  }

  @Test("cut short, rewritten to the same size, rewritten longer: each is a truncation, read again",
        arguments: ["a\n", "UNO\nDOS\n", "otra cosa\nmucho más larga\n"])
  func truncation(newText: String) throws {
    let (source, url) = try source("uno\ndos\n")
    _ = source.bytes(in: 0..<source.count)  // a page read and kept
    try Data(newText.utf8).write(to: url)
    #expect(source.refresh() == .truncated)
    #expect(String(decoding: source.bytes(in: 0..<source.count), as: UTF8.self) == newText)
    #expect(source.refresh() == .unchanged)
  }

  @Test("a file longer than a page that grows is not mistaken for a rewrite")
  func longTail() throws {
    let old = String(repeating: "x", count: 100_000) + "\n"
    let (source, url) = try source(old)
    try append("más\n", to: url)
    #expect(source.refresh() == .grew)
    #expect(source.count == old.utf8.count + "más\n".utf8.count)
  }
}
