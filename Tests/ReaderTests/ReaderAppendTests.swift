import ScrollKit
import Document
import Reader
import Testing
import TerminalUI

/// Rows that grow while they are read (a pipe, a followed file): the rows on screen keep
/// their screen rows, and the footer says that the end is no longer reached; while `F`
/// follows, the bottom is kept instead.
@MainActor
@Suite struct ReaderAppendTests {
  private let size = CellSize(width: 40, height: 12)

  /// Rows of `count` numbered lines that can grow, and a reader of them.
  private func reader(_ count: Int, named: String = "Number", title: String = "Números")
    -> (source: InMemoryByteSource, reader: ReaderHarness)
  {
    let source = InMemoryByteSource(Array((1...count).map { "\(named) \($0)\n" }.joined().utf8))
    let model = ReaderModel(
      rows: TextRows(source: source, width: size.width), title: title,
      settings: ReaderSettings(showsIndicator: false))
    return (source, ReaderHarness(model, size: size))
  }

  private func append(_ lines: ClosedRange<Int>, named: String = "Number", to source: InMemoryByteSource, of reader: ReaderHarness) {
    source.append(Array(lines.map { "\(named) \($0)\n" }.joined().utf8))
    reader.model.send(.inputGrew(nil))
  }

  @Test("rows on screen keep their screen row when rows are appended below")
  func appendKeepsRows() {
    let (source, reader) = reader(30)
    reader.press(.end)
    let before = reader.lines
    #expect(before[9] == "Number 30")
    append(31...50, to: source, of: reader)
    let after = reader.lines
    #expect(after[1..<10] == before[1..<10], "the scroll area shows the same rows")
    #expect(after[11].contains("Quedan pasos por ver"), "new rows below: the end is not reached")
    #expect(before[11].contains("Fin de la guía"))
    #expect(!reader.model.isAtBottom)
    reader.press(.end)
    #expect(reader.lines[9] == "Number 50", "End reaches the new bottom")
    #expect(reader.lines[11].contains("Fin de la guía"))
  }

  /// The Viewer took a status row appended below with `followsBottom`; the reader's way to
  /// keep the bottom as rows grow is `F`.
  @Test("following: a reader at the bottom sees the row appended; one who went to the top does not move")
  func followingAppended() {
    let (source, reader) = reader(30)
    reader.press(.character("F"))
    append(31...31, to: source, of: reader)
    #expect(reader.lines[9] == "Number 31")
    reader.press(.character("g"))
    append(32...32, to: source, of: reader)
    #expect(reader.lines[1] == "Number 1")
    #expect(reader.lines[11].contains("Quedan pasos por ver"))
  }

  @Test("follow mode: growth keeps a reader at the bottom; any other key stops following")
  func follow() {
    let (source, reader) = reader(30, named: "línea", title: "log")
    reader.press(.character("F"))
    // The header's status, cut at 40 columns.
    #expect(reader.lines[0].hasPrefix("Siguiendo el final (F)"))
    append(31...31, named: "línea", to: source, of: reader)
    #expect(reader.lines[9] == "línea 31")
    #expect(reader.model.isAtBottom)
    #expect(reader.press(.character("k")) == .redraw)
    #expect(!reader.lines[0].contains("Siguiendo"), "no longer following")
    append(32...32, named: "línea", to: source, of: reader)
    #expect(reader.lines[9] == "línea 30", "the view stays put")
    #expect(!reader.model.isAtBottom)
    #expect(reader.lines[11].contains("Quedan pasos por ver"))
  }
}
