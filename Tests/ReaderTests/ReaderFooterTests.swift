import ScrollKit
import Document
import Reader
import Testing
import TerminalUI

/// The reader's chrome on the guide: the header, the separator, and seed 000's footer, which
/// says `Fin de la guía` exactly at the bottom and `Quedan pasos por ver` everywhere else.
@MainActor
@Suite struct ReaderFooterTests {
  @Test("the first frame at 80x24: title, Paso 1, separator, and 'Quedan pasos por ver'")
  func firstFrame() {
    let screen = ReaderHarness(size: CellSize(width: 80, height: 24)).screen
    #expect(screen.size == CellSize(width: 80, height: 24))
    #expect(screen.lines[0].hasPrefix("  Guía de montaje"))
    // The percentage counts the bottom visible row, as less does: 21 of the guide's rows show.
    let rows = LaidOutRows(document: ReaderHarness.guide, width: 80).endPosition
    #expect(screen.lines[0].hasSuffix("Paso 1/8  \(21 * 100 / rows)%"))
    #expect(screen.lines[2] == "  Paso 1")
    #expect(screen.lines[22] == String(repeating: "─", count: 80))
    #expect(screen.lines[23].trimmed == "Quedan pasos por ver")
    #expect(screen.rows[23].first { $0.text != " " }?.style == .dim)
  }

  @Test("the footer is centred")
  func footerCentred() {
    let line = ReaderHarness(size: CellSize(width: 80, height: 24)).screen.text(row: 23)
    let leading = line.prefix { $0 == " " }.count
    let trailing = line.reversed().prefix { $0 == " " }.count
    #expect(leading > 0)
    #expect(abs(leading - trailing) <= 1)
  }

  @Test("End shows Paso 8 and 'Fin de la guía'; one row up brings 'Quedan pasos por ver' back")
  func endAndBack() {
    let reader = ReaderHarness(size: CellSize(width: 80, height: 24))
    reader.press(.end)
    var lines = reader.lines
    #expect(lines.contains("  Paso 8"))
    #expect(lines[23].trimmed == "Fin de la guía")
    #expect(reader.model.isAtBottom)
    reader.press(.up)
    lines = reader.lines
    #expect(lines[23].trimmed == "Quedan pasos por ver")
    #expect(!reader.model.isAtBottom)
  }

  /// The Viewer counted its observer's reports and its footer draws; on GuiaUI the terminal
  /// sends only the cells that differ from the frame before, so the footer's row is sent
  /// again exactly when its cells differ from the last frame's.
  @Test("scrolling the whole guide row by row changes the footer's row exactly once, at the end")
  func footerChangesOnce() {
    let reader = ReaderHarness(size: CellSize(width: 80, height: 24))
    var footer = reader.screen.rows[23]
    var moves = 0
    var changes: [Int] = []
    while !reader.model.isAtBottom, moves < 100 {
      reader.press(.character("j"))
      moves += 1
      let row = reader.screen.rows[23]
      if row != footer { changes.append(moves) }
      footer = row
    }
    #expect(moves > 1)
    #expect(changes == [moves], "the footer's row changed only on the move that reached the end")
    #expect(reader.lines[23].trimmed == "Fin de la guía")
  }

  @Test("a terminal tall enough for the whole guide says 'Fin de la guía' from the first frame")
  func tallTerminal() {
    let reader = ReaderHarness(size: CellSize(width: 80, height: 40))
    #expect(reader.lines[39].trimmed == "Fin de la guía")
    #expect(reader.model.isAtBottom)
    // Nothing to scroll: a key changes nothing there.
    let footer = reader.screen.rows[39]
    reader.press(.character("j"))
    #expect(reader.screen.rows[39] == footer)
  }
}
