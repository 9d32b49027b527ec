import Document
import Reader
import ScrollKit
import Testing
import TerminalUI

/// `-S` typed while a wrapped line's later row is at the top: less puts the line's start at
/// the top and shifts the chopped lines by the column that row began at (position.c's
/// `pos_rehead`), so the text read stays where it was (wordwrap.lt).
@MainActor
@Suite struct ChopAtWrappedRowTests {
  private let long = (0..<12).map { String(repeating: String($0 % 10), count: 10) }.joined()

  private func reader() -> ReaderHarness {
    let text = "uno\n" + long + "\n" + (3...40).map { "línea \($0) " + long }.joined(separator: "\n") + "\n"
    let settings = ReaderSettings(wrapsLines: true, showsIndicator: false)
    return ReaderHarness(
      ReaderModel(rows: TextRows(source: InMemoryByteSource(Array(text.utf8)), width: 40), width: 40, title: "s.txt", settings: settings),
      size: CellSize(width: 40, height: 10))
  }

  @Test("-S with the second row of a wrapped line at the top: that line at the top, shifted by its 40 columns")
  func shiftsToTheRow() {
    let reader = reader()
    reader.send("jj")
    #expect(reader.rows[1].hasPrefix(String(long.dropFirst(40).prefix(39))))
    reader.send("-S")
    #expect(reader.rows[1].hasPrefix(String(long.dropFirst(40).prefix(39))), "the top row's text stays: \(reader.rows[1])")
    #expect(reader.rows[2].hasPrefix(String(("línea 3 " + long).dropFirst(40).prefix(39))), "every line from column 40")
  }

  @Test("-S with a line's first row at the top shifts nothing")
  func lineStartStays() {
    let reader = reader()
    reader.send("j")
    reader.send("-S")
    #expect(reader.rows[1].hasPrefix(String(long.prefix(39))))
  }
}
