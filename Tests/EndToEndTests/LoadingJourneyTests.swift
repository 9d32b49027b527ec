import Foundation
import Testing
import Reader
import TerminalUI

/// Seed 001's list loading pages, and follow mode, in a real terminal. (The loading row, a failed
/// page and r: GuiaAppTests.PagedNumbersModelTests, on the demo's own view and model.)
@Suite struct LoadingJourneyTests {
  /// Goes to the end until `text` is on screen: each End may start a page load, whose rows
  /// arrive in a later frame.
  private func loadUntil(
    _ text: String, in session: PtySession, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    for _ in 0..<40 {
      if session.lines.contains(where: { $0.contains(text) }) { return }
      try session.press("G")
      if session.lines.contains(where: { $0.contains(text) }) { return }
      _ = try? session.waitForNextFrame(timeout: 5)
    }
    Issue.record("'\(text)' never showed", sourceLocation: sourceLocation)
  }

  @Test("demo numbers: the seed's view model loads the next page, the last row put; pages load as the end nears, to the third, one at a time; the README's picture while a page loads")
  func numbers() {
    Journey.part("demo numbers: the seed's view model loads the next page, the last row stays put") {
      let session = try PtySession(["demo", "numbers"])
      // Rows are .frame(height: 100): 6 rows, the text in the middle of its frame (List's
      // 16 pt leading inset: 2 columns). The console row (what the seed prints from onAppear,
      // drawn in the frame after the print) is the last row.
      var lines = try session.wait(forText: "4のViewがレンダリングされたで！")
      #expect(lines[2] == "  Number 1")
      #expect(lines[8] == "  Number 2")
      #expect(lines[23] == "4のViewがレンダリングされたで！")
      session.send("G")
      lines = try session.wait(forText: "10のViewがレンダリングされたで！")
      #expect(lines.contains("  Number 10"))
      let row = try #require(lines.firstIndex(of: "  Number 10"))
      // The seed's model appends 20 numbers after 2 s, on the main queue; then onChange's
      // scrollTo(lastNumber, anchor: .bottom) keeps Number 10 where it was. The indicator's
      // thumb tells the page arrived: 10 rows for 60 rows of content, 3 for 180.
      func thumb(_ session: PtySession) -> Int {
        session.screen.lines.prefix(23).filter { $0.count == 80 && $0.hasSuffix("█") }.count
      }
      #expect(thumb(session) >= 9)
      lines = try session.wait(for: "the page of 20 numbers", timeout: 20) { thumb($0) <= 3 }
      #expect(lines[row] == "  Number 10")
      // Number 11 appearing prints to the console row, drawn in a frame of its own: a key's
      // frame may come before or after it, so the test waits for the screen, not for frames.
      for _ in 0..<6 { session.send("j") }
      lines = try session.wait(for: "Number 11 six rows up, where Number 10 was") {
        $0.lines[row] == "  Number 11"
      }
      #expect(lines[row - 6] == "  Number 10")
      session.send("G")
      lines = try session.wait(forText: "30のViewがレンダリングされたで！")
      #expect(lines.contains("  Number 30"))
      session.send("q")
      #expect(try session.waitForExit() == 0)
    }
    Journey.part("demo numbers loads pages as the end nears, to the third page, one load at a time") {
      let session = try PtySession(["demo", "numbers", "--latency", "0.05", "--pages", "3"])
      var lines = try session.waitForNextFrame(after: 0)
      // The header, then rows of .frame(height: 100): 6 rows, the text in the middle, inset by
      // List's 16 pt (2 columns); 20 rows of list show Number 1 to 3.
      #expect(lines[0].hasPrefix("Números"))
      #expect(lines[3] == "  Number 1")
      #expect(lines[15] == "  Number 3")
      #expect(session.footer == "Quedan pasos por ver")
      try loadUntil("No hay más números.", in: session)
      // The status row is below the list: the page that ended it is under the view, kept still.
      lines = try session.press("G")
      #expect(lines.contains("  Number 70"))
      #expect(session.footer == "Fin de la guía")
      #expect(!session.lines.joined().contains("Number 71"))
      try session.press("k")
      #expect(session.footer == "Quedan pasos por ver")
      Snapshots.save(session.lines, as: "demo-numbers-80x24-end", session: session)
    }
    Journey.part("the numbers demo while a page loads") {
      let session = try PtySession(["demo", "numbers", "--latency", "30"])
      try session.waitForNextFrame(after: 0)
      session.send("G")
      try session.wait(forText: "Cargando la página 1…")
      ScreenshotJourneys.shoot(session, "numbers-loading")
    }
  }

}
