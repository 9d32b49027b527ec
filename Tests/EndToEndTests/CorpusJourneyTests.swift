import Foundation
import Testing

/// The corpus of ordinary SwiftUI programs (Tests/Corpus: Apple's documentation examples and
/// common tutorial patterns, `import SwiftUI` changed to `import GuiaUI` and nothing else), each
/// run by its App's own `main()` in a pty and checked against what its documentation says it
/// does (issue 31). Where GuiaUI does otherwise, the check is a known issue: it fails the day
/// the program starts to behave, so the README's count stays true. (The rest of the corpus, on a
/// headless host: GuiaUIExamplesTests.CorpusProgramTests.)
@Suite struct CorpusJourneyTests {
  private func run(_ program: String, rows: Int = 12, columns: Int = 40) throws -> PtySession {
    let corpus = URL(fileURLWithPath: PtySession.binary).deletingLastPathComponent()
      .appendingPathComponent("GuiaUICorpus").path
    return try PtySession([program], rows: rows, columns: columns, executable: corpus)
  }

  private func quit(_ session: PtySession) throws {
    session.send("q")
    #expect(try session.waitForExit() == 0)
  }

  @Test("an infinite list: the first page loads in a task, the last row's appearance loads the next")
  func infiniteList() throws {
    let session = try run("infinite-list")
    try session.wait(forText: "Item 0")
    session.send("\u{1B}[F")
    try session.wait(forText: "Item 19")
    // The next page comes a moment after the last row appears: the reader presses End again.
    var loaded = false
    for _ in 0..<20 where !loaded {
      session.send("\u{1B}[F")
      loaded = (try? session.wait(forText: "Item 39", timeout: 1)) != nil
    }
    #expect(loaded, "\(session.lines)")
    try quit(session)
  }
}
