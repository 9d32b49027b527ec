import Foundation
import Testing

/// What a scroll costs on the wire, guarded: on a fixed document at 80x24, the bytes guia
/// writes for one row down and for one page down are exact numbers. A change that writes more
/// fails here; one that writes less fails too, so that the budget is lowered with it and the
/// saving kept. Bytes do not depend on the machine's speed: the figures are exact anywhere.
/// (Times are for `make bench`, never for a test.)
@Suite("Byte budget")
struct ByteBudgetTests {
  /// The budgets: bytes for 10 presses of `j`, then for 5 of Space, from the top.
  /// Plain text shows no indicator by default; `--indicator` asks for it.
  static let budgets: [String: (rows: Int, pages: Int)] = [
    "default": (rows: 468, pages: 4_822),
    "--indicator": (rows: 728, pages: 4_847),
  ]

  /// 10 000 numbered lines of words, the same for every run (no randomness), shorter than
  /// the screen is wide.
  private static func document() throws -> URL {
    let words = ["montaje", "pieza", "tornillo", "estante", "base", "lateral", "soporte", "manta"]
    let lines = (1...10_000).map { number in
      String(format: "%07d ", number) + (0..<(3 + number % 5)).map { words[(number * 7 + $0 * 3) % words.count] }.joined(separator: " ")
    }
    return try Journey.file("presupuesto.txt", Array((lines.joined(separator: "\n") + "\n").utf8))
  }

  @Test("one row down and one page down cost the bytes of the budget, with and without the indicator; every move leaves the right rows, and a one-row scroll writes one row")
  func budget() {
    Journey.each(["default", "--indicator"]) { mode in
      let path = try Self.document().path
      let session = try PtySession(mode == "default" ? [path] : [mode, path])
      try session.waitForNextFrame(after: 0)
      var rows = 0
      for _ in 0..<10 { rows += try session.bytesWritten(pressing: "j") }
      var pages = 0
      for _ in 0..<5 { pages += try session.bytesWritten(pressing: " ") }
      #expect(session.lines[1].hasPrefix("0000116 "), "\(mode): 10 rows and 5 pages of 21 down: \(session.lines[1])")
      let budget = try #require(Self.budgets[mode])
      #expect(rows == budget.rows, "\(mode): 10 rows down wrote \(rows) bytes, the budget is \(budget.rows): a rise is a regression; a fall, a budget to lower")
      #expect(pages == budget.pages, "\(mode): 5 pages down wrote \(pages) bytes, the budget is \(budget.pages): a rise is a regression; a fall, a budget to lower")
      session.send("q")
      #expect(try session.waitForExit() == 0, "\(mode)")
    }
    Journey.part("every move leaves the right rows on screen, and a one-row scroll writes one row (with the indicator, a few bytes more to repair the thumb)") {
      let file = try LargeFileTests.numberedFile(2000)
      // Without the indicator, as less shows it; the indicator's own cost is checked below.
      let session = try PtySession(["--no-indicator", file.path])
      try session.waitForNextFrame(after: 0)
      LargeFileTests.expectRows(session, top: 0)
      let moves: [(String, Int)] = [
        ("j", 1), ("j", 1), ("j", 1), (" ", 21), ("d", 11), ("k", -1), ("u", -11), ("b", -21),
        ("j", 1), ("G", 0), ("k", -1), ("j", 1), ("g", 0), ("f", 21), ("b", -21),
      ]
      var top = 0
      let bottom = 2000 - 21
      for (key, delta) in moves {
        switch key {
        case "G": top = bottom
        case "g": top = 0
        default: top = min(bottom, max(0, top + delta))
        }
        try session.press(key)
        LargeFileTests.expectRows(session, top: top)
        #expect(session.footer == (top == bottom ? "Fin de la guía" : "Quedan pasos por ver"))
      }
      // Bytes for one more row down (once the scrolling region is set): the row's text and a
      // few bytes to scroll (in a C.UTF-8 locale the í of "línea", East Asian Ambiguous, needs no
      // column move after it).
      try session.press("j")
      let written = try session.bytesWritten(pressing: "j")
      let rowText = String(format: "%07d línea de prueba", 24).utf8.count
      #expect(written <= rowText + 4, "a one-row scroll wrote \(written) bytes")
      Snapshots.save(session.lines, as: "large-file-80x24-scrolled", session: session)

      // With the indicator, a one-row scroll also repairs the thumb: a few bytes more.
      let indicated = try PtySession([file.path])
      try indicated.waitForNextFrame(after: 0)
      try indicated.press("j")
      try indicated.press("j")
      let withThumb = try indicated.bytesWritten(pressing: "j")
      #expect(withThumb <= rowText + 32, "a one-row scroll with the indicator wrote \(withThumb) bytes")
      LargeFileTests.expectRows(indicated, top: 3)
    }
  }
}
