import Foundation
import Testing

/// The search history file (`LESSHISTFILE`) with the real binary: a large one read before the
/// first frame without a wait, guias quitting together losing none of each other's patterns,
/// and a file less shares kept byte for byte, its link replaced as less replaces it.
@Suite struct HistoryReliabilityJourneyTests {
  /// A history file of `size` bytes or more of distinct patterns, `tail` after them.
  static func history(bytes size: Int, tail: [UInt8] = []) -> [UInt8] {
    var file = Array(".less-history-file:\n.search\n".utf8)
    var index = 0
    while file.count < size {
      file += Array("\"patrón \(index) de una historia larga\n".utf8)
      index += 1
    }
    return file + tail
  }

  @Test("search histories: a 1 MiB one read before a first frame within two seconds (25 s of a blank screen before), its last pattern recalled; guias quitting together lose none of each other's patterns; less's file, linked: the link replaced, the file it named untouched, bytes not UTF-8 and lines past 1 MiB kept whole")
  func histories() throws {
    Journey.part("1 MiB") {
      let history = try Journey.file("lesshst", Self.history(bytes: 1 << 20) + Array("\"la última\n".utf8))
      let document = try Journey.file("doc.txt", Array("un tornillo\n".utf8))
      let started = Date()
      let session = try PtySession([document.path], environment: ["LESSHISTFILE": history.path])
      try session.waitForNextFrame(after: 0, timeout: 20)
      let elapsed = Date().timeIntervalSince(started)
      #expect(elapsed < (underSanitizer ? 10 : 2), "first frame after \(elapsed) s")
      try session.press("/")
      try session.press("\u{1B}[A")
      #expect(session.footer.hasPrefix("/la última"), "Up recalls the file's last pattern")
      try session.press("\u{1B}")
      session.send("q")
      #expect(try session.waitForExit().exited(with: 0))
      Reliability.add("deafness-history", 1)
    }
    Journey.part("quitting together") {
      let count = ProcessInfo.processInfo.environment["GUIA_RELIABILITY"] == "full" ? 24 : 8
      let history = try Journey.temporaryFolder().appendingPathComponent("lesshst")
      let document = try Journey.file("doc.txt", Array("un tornillo\n".utf8))
      let sessions = try (0..<count).map { _ in
        try PtySession([document.path], environment: ["LESSHISTFILE": history.path])
      }
      for (index, session) in sessions.enumerated() {
        try session.waitForNextFrame(after: 0)
        try session.press("/patrón \(index)\r")
      }
      for session in sessions { session.send("q") }
      for session in sessions { #expect(try session.waitForExit().exited(with: 0)) }
      let saved = String(decoding: try Data(contentsOf: history), as: UTF8.self)
      let lost = (0..<count).filter { !saved.contains("\"patrón \($0)\n") }
      #expect(lost.isEmpty, "lost the patterns of runs \(lost)")
      Reliability.add("history-races", count)
    }
    Journey.part("less's file") {
      let folder = try Journey.temporaryFolder()
      let shared = folder.appendingPathComponent("lesshst-de-less")
      let tail = Array(".shell\n\"grep caf".utf8) + [0xE9] + Array(" notas\n.mark\nm a 1 1 /notas\n".utf8)
      let original = Self.history(bytes: (1 << 20) + 100) + tail
      try Data(original).write(to: shared)
      let link = folder.appendingPathComponent("lesshst").path
      #expect(symlink(shared.path, link) == 0)
      let document = try Journey.file("doc.txt", Array("un tornillo\n".utf8))
      let session = try PtySession([document.path], environment: ["LESSHISTFILE": link])
      try session.waitForNextFrame(after: 0, timeout: 20)
      try session.press("/tornillo\r")
      session.send("q")
      #expect(try session.waitForExit().exited(with: 0))
      #expect(try Data(contentsOf: shared) == Data(original), "the file the link named is as it was")
      var status = stat()
      #expect(lstat(link, &status) == 0 && status.st_mode & S_IFMT == S_IFREG, "the link replaced by a file")
      let saved = [UInt8](try Data(contentsOf: URL(fileURLWithPath: link)))
      #expect(saved.starts(with: Array(".less-history-file:\n.search\n".utf8)))
      #expect(saved.suffix(tail.count + 10).elementsEqual(Array("\"tornillo\n".utf8) + tail), "the sections after the patterns, byte for byte")
      Reliability.add("history-races", 1)
    }
  }
}
