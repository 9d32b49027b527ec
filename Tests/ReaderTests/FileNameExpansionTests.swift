import Foundation
import Testing

@testable import Reader

/// `:e`'s names as less reads them: words, `~`, wildcards; Tab's completion.
@Suite struct FileNameExpansionTests {
  static func folder(_ names: [String]) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("guia-names-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    for name in names {
      if name.hasSuffix("/") {
        try FileManager.default.createDirectory(
          at: url.appendingPathComponent(String(name.dropLast())), withIntermediateDirectories: true)
      } else {
        try Data("x\n".utf8).write(to: url.appendingPathComponent(name))
      }
    }
    return url.path
  }

  @Test("words split at spaces outside double quotes; a pattern's matches sorted; no match, the name as typed")
  func paths() throws {
    let dir = try Self.folder(["b.txt", "a.txt", "c.md", "con espacio.txt"])
    #expect(FileNameExpansion.words(" a  \"b c\" d ") == ["a", "b c", "d"])
    #expect(FileNameExpansion.paths(" \(dir)/*.txt") == ["\(dir)/a.txt", "\(dir)/b.txt", "\(dir)/con espacio.txt"])
    #expect(FileNameExpansion.paths("\(dir)/c.md \(dir)/nada*") == ["\(dir)/c.md", "\(dir)/nada*"])
    #expect(FileNameExpansion.paths("\"\(dir)/con espacio.txt\"") == ["\(dir)/con espacio.txt"])
    #expect(FileNameExpansion.paths("\(dir)/{c.md,a.txt}") == ["\(dir)/c.md", "\(dir)/a.txt"])
    let home = try #require(ProcessInfo.processInfo.environment["HOME"])
    #expect(FileNameExpansion.paths("~/x.txt") == [home + "/x.txt"])
    #expect(FileNameExpansion.paths("   ").isEmpty)
  }

  @Test("Tab: to what every completion begins with, a folder with its /; then the first, the next")
  func completion() throws {
    let dir = try Self.folder(["notas-1.txt", "notas-2.txt", "otra/", "único.md"])
    #expect(FileNameExpansion.completed("\(dir)/no") == "\(dir)/notas-")
    #expect(FileNameExpansion.completed("\(dir)/notas-") == "\(dir)/notas-1.txt")
    #expect(FileNameExpansion.completed("\(dir)/notas-1.txt") == nil, "a whole name: nothing to add")
    #expect(FileNameExpansion.completed("\(dir)/ot") == "\(dir)/otra/")
    #expect(FileNameExpansion.completed("a.txt \(dir)/ú") == "a.txt \(dir)/único.md")
    #expect(FileNameExpansion.completed("\(dir)/zzz") == nil)
  }
}
