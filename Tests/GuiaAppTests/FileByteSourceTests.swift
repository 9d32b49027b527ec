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

  @Test("a whole page is handed as it is kept, not copied: two reads share its storage")
  func wholePageShared() throws {
    let text = String(repeating: "0123456789abcde\n", count: FileByteSource.pageSize / 16 + 100)
    let (source, _) = try source(text)
    let page = 0..<FileByteSource.pageSize
    let first = source.bytes(in: page)
    let second = source.bytes(in: page)
    #expect(first.withUnsafeBufferPointer(\.baseAddress) == second.withUnsafeBufferPointer(\.baseAddress))
    #expect(first == Array(text.utf8.prefix(FileByteSource.pageSize)))
    // Less than a page, or across two, is a copy of what the range holds.
    #expect(source.bytes(in: 10..<20) == Array(Array(text.utf8)[10..<20]))
    let across = (FileByteSource.pageSize - 5)..<(FileByteSource.pageSize + 5)
    #expect(source.bytes(in: across) == Array(Array(text.utf8)[across]))
  }

  @Test("a file shorter than a page is its one page, read whole")
  func shortFile() throws {
    let (source, _) = try source("uno\ndos\n")
    #expect(source.bytes(in: 0..<source.count) == Array("uno\ndos\n".utf8))
    #expect(source.bytes(in: 0..<100) == Array("uno\ndos\n".utf8))
  }
}
