#if canImport(Glibc)
  import Glibc
#endif
import Dispatch
import Foundation
import Reader
import Testing

@testable import GuiaApp

/// The search history kept between runs in less's own `.lesshst` format.
@Suite struct HistoryFileTests {
  /// A file less 590 wrote (its format: cmdbuf.c's `save_cmdhist`), searches, a shell command
  /// and marks.
  static let lessWrote = """
    .less-history-file:
    .search
    "tornillo
    "^Paso [0-9]
    .shell
    "ls -l
    .mark
    m a 1 245 /home/ana/notas.txt

    """

  private func text(_ string: String) -> HistoryText { HistoryText(Array(string.utf8)) }
  private func patterns(_ strings: String...) -> [[UInt8]] { strings.map { Array($0.utf8) } }

  @Test("the .search section's patterns, oldest first, each once where it was last; not a history file, none")
  func reading() {
    #expect(text(Self.lessWrote).searches == patterns("tornillo", "^Paso [0-9]"))
    #expect(text(".less-history-file:\n.search\n\"a\n\"b\n\"a\n").searches == patterns("b", "a"))
    #expect(text("tornillo\n").searches == [])
    #expect(text("").searches == [])
  }

  @Test("written back: the .search section replaced, .shell and .mark kept line for line")
  func writing() {
    let written = text(Self.lessWrote).replacingSearches(with: patterns("tornillo", "tuerca"))
    #expect(String(decoding: written, as: UTF8.self) == """
      .less-history-file:
      .search
      "tornillo
      "tuerca
      .shell
      "ls -l
      .mark
      m a 1 245 /home/ana/notas.txt

      """)
    #expect(text("").replacingSearches(with: patterns("a")) == Array(".less-history-file:\n.search\n\"a\n".utf8))
    #expect(text(".less-history-file:\n.mark\nm a 1 1 /x\n").replacingSearches(with: patterns("a"))
      == Array(".less-history-file:\n.mark\nm a 1 1 /x\n.search\n\"a\n".utf8))
  }

  @Test("merged as less merges: the file's entries in order, the run's after, a repeated one moved last, the newest kept")
  func merging() {
    let file = text(".less-history-file:\n.search\n\"a\n\"b\n\"c\n")
    #expect(file.merging(patterns("b", "d"), limit: 100) == patterns("a", "c", "b", "d"))
    #expect(file.merging(patterns("b", "d"), limit: 2) == patterns("b", "d"))
  }

  @Test("the history keeps each pattern once, the latest last, 100 at most; this run's apart")
  func history() {
    var history = SearchHistory(["a", "b"])
    history.remember("a")
    history.remember("")
    #expect(history.patterns == ["b", "a"] && history.remembered == ["a"])
    for index in 0..<150 { history.remember("p\(index)") }
    #expect(history.patterns.count == 100 && history.patterns.last == "p149")
  }

}

/// The history file itself: bytes kept, any size read in linear time, links and other files
/// left as less leaves them, and runs saving at once. `make reliability` runs more runs.
// Serialized: a signal raised by `signalRemovesTheNewFile` (ReplacementFileTests.swift) removes
// every held file, a racing save's too.
@Suite(.serialized) struct HistoryReliabilityTests {
  private func folder() throws -> String { try temporaryFolder().path }

  private func bytes(at path: String) -> [UInt8] {
    (FileManager.default.contents(atPath: path)).map { [UInt8]($0) } ?? []
  }

  private func write(_ bytes: [UInt8], to path: String) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: path))
  }

  @Test("bytes that are not UTF-8 (a Latin-1 pattern, a shell command) are kept byte for byte; shown with U+FFFD")
  func keepsBytes() throws {
    let path = try folder() + "/lesshst"
    let latin1: [UInt8] = Array(".less-history-file:\n.search\n\"caf".utf8) + [0xE9] + Array("\n.shell\n\"ls ".utf8)
      + [0xFF, 0xFE] + Array("\n".utf8)
    try write(latin1, to: path)
    #expect(HistoryFile(path: path).load() == ["caf\u{FFFD}"])
    #expect(HistoryFile(path: path).save(["té"]))
    #expect(bytes(at: path) == Array(".less-history-file:\n.search\n\"caf".utf8) + [0xE9] + Array("\n\"té\n.shell\n\"ls ".utf8)
      + [0xFF, 0xFE] + Array("\n".utf8))
  }

  @Test("a history of several MiB is read whole in linear time and written back with no line cut")
  func largeHistory() throws {
    let path = try folder() + "/lesshst"
    // 2 MiB of distinct patterns, then a shell section: the first 1 MiB was all that was read,
    // cut in a line, and the read searched the list for each line (25 s for 1 MiB).
    var file = Array(".less-history-file:\n.search\n".utf8)
    var index = 0
    while file.count < 2 << 20 {
      file += Array("\"patrón número \(index) de la historia larga\n".utf8)
      index += 1
    }
    file += Array(".shell\n\"make test\n".utf8)
    try write(file, to: path)
    let clock = ContinuousClock()
    var loaded: [String] = []
    let elapsed = clock.measure { loaded = HistoryFile(path: path).load() }
    #expect(loaded.count == index && loaded.last == "patrón número \(index - 1) de la historia larga")
    // Instrumented code (make sanitize) is several times slower: the bound is the product's.
    let bound: Duration = ProcessInfo.processInfo.environment["GUIA_SANITIZER"] == nil ? .seconds(2) : .seconds(20)
    #expect(elapsed < bound, "loaded in \(elapsed)")
    Reliability.add("deafness-history", 1)
    #expect(HistoryFile(path: path).save(["tuerca"]))
    let saved = String(decoding: bytes(at: path), as: UTF8.self)
    #expect(saved.hasSuffix("\"tuerca\n.shell\n\"make test\n"))
    #expect(saved.split(separator: "\n").count == 2 + SearchHistory.limit + 2)
  }

  @Test("a symbolic link at the path is replaced, as less replaces it; the file it named is untouched")
  func replacesLink() throws {
    let folder = try folder()
    let named = folder + "/documento.txt"
    try write(Array("no es una historia\n".utf8), to: named)
    let path = folder + "/lesshst"
    #expect(symlink(named, path) == 0)
    #expect(HistoryFile(path: path).save(["tornillo"]) == false, "the link names a file that is no history")
    #expect(bytes(at: named) == Array("no es una historia\n".utf8))
    try write(Array(".less-history-file:\n.search\n\"a\n".utf8), to: named)
    #expect(HistoryFile(path: path).save(["tornillo"]))
    var status = stat()
    #expect(lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG, "the link replaced by a file")
    #expect(bytes(at: named) == Array(".less-history-file:\n.search\n\"a\n".utf8), "the file it named kept")
    #expect(HistoryFile(path: path).load() == ["a", "tornillo"])
  }

  @Test("a file at the path that is no history file, or no file, is left alone")
  func leavesOthers() throws {
    let folder = try folder()
    let document = folder + "/notas"
    try write(Array("mis notas\n".utf8), to: document)
    #expect(HistoryFile(path: document).save(["a"]) == false)
    #expect(bytes(at: document) == Array("mis notas\n".utf8))
    #expect(HistoryFile(path: folder).save(["a"]) == false, "a folder")
  }

  @Test("runs saving at once lose nothing: each reads, merges and replaces under the lock")
  func races() throws {
    let path = try folder() + "/lesshst"
    let runs = Reliability.isFull ? 90 : 40
    DispatchQueue.concurrentPerform(iterations: runs) { run in
      _ = HistoryFile(path: path).save(["común", "patrón \(run)"])
    }
    let saved = Set(HistoryFile(path: path).load())
    #expect(saved == Set((0..<runs).map { "patrón \($0)" } + ["común"]))
    Reliability.add("history-races", runs)
  }
}
