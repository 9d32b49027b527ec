import ScrollKit
import Document
import Reader
import Testing
import TerminalUI

/// The rest of less's MOVING and JUMPING keys: e, y, Ctrl-K, Ctrl-V, ESC-v, z and w with
/// their window, d and u keeping a count, M and ESC-M, Ctrl-X Ctrl-X, ESC-U, ESC-{ and ESC-}.
@MainActor
@Suite struct LessKeysTests {
  private let size = CellSize(width: 40, height: 12)

  private func reader(chopping: Bool = false) -> ReaderHarness {
    let text = (1...200).map { "fila \($0)" + ($0 == 3 ? " " + String(repeating: "x", count: 100) + "FIN" : "") }
      .joined(separator: "\n")
    let model = ReaderModel(
      rows: TextRows(source: InMemoryByteSource(Array(text.utf8)), width: 40), title: "t.txt",
      settings: ReaderSettings(wrapsLines: !chopping, showsIndicator: false))
    return ReaderHarness(model, size: size)
  }

  private func top(_ reader: ReaderHarness) -> String { reader.lines[1].trimmed }

  @Test("e and y, Ctrl-K, Ctrl-V and ESC-v move as j, k, Space and b")
  func aliases() {
    let reader = reader()
    reader.press(.character("e"), .character("e"))
    #expect(top(reader).hasPrefix("fila 3"))
    reader.press(.character("y"))
    #expect(top(reader) == "fila 2")
    reader.press(.control("k"))
    #expect(top(reader) == "fila 1")
    reader.press(.control("v"))
    let paged = top(reader)
    #expect(paged != "fila 1")
    reader.press(.alt("v"))
    #expect(top(reader) == "fila 1")
    reader.press(.alt(" "))
    #expect(top(reader) == paged, "ESC-Space pages down as Space")
  }

  @Test("z and w move a window; a count before them sets the window from then on; d keeps its count too")
  func windows() {
    let reader = reader(chopping: true)
    reader.press(.character("5"), .character("z"))
    #expect(top(reader) == "fila 6")
    reader.press(.character("z"))
    #expect(top(reader) == "fila 11", "the window is 5 rows now")
    reader.press(.character("w"))
    #expect(top(reader) == "fila 6")
    reader.press(.character("3"), .character("d"))
    #expect(top(reader) == "fila 9")
    reader.press(.character("d"))
    #expect(top(reader) == "fila 12", "the half-window is 3 rows now")
    reader.press(.character("u"))
    #expect(top(reader) == "fila 9")
  }

  @Test("M marks the bottom row and ' brings it back to the bottom; Ctrl-X Ctrl-X is '; ESC-M forgets")
  func bottomMarks() {
    let reader = reader(chopping: true)
    reader.press(.character("1"), .character("0"), .character("j"))
    let bottom = reader.lines[9].trimmed
    #expect(bottom == "fila 19")
    reader.press(.character("M"), .character("a"))
    #expect(reader.lines[11].trimmed.hasPrefix("Marca «a» puesta"))
    reader.press(.character("g"), .character("'"), .character("a"))
    #expect(reader.lines[9].trimmed == bottom, "the marked row at the bottom again")
    #expect(reader.lines[1].trimmed == "fila 11")
    reader.press(.character("g"), .control("x"), .control("x"), .character("a"))
    #expect(reader.lines[9].trimmed == bottom)
    reader.press(.alt("M"), .character("a"))
    #expect(reader.lines[11].trimmed == "Marca «a» quitada")
    reader.press(.character("'"), .character("a"))
    #expect(reader.lines[11].trimmed.hasPrefix("Sin marca «a»"), "\(reader.lines[11])")
  }

  @Test("Ctrl-X Ctrl-V opens :e's prompt; ESC-U clears the highlights")
  func controlXAndClear() {
    let reader = reader()
    reader.press(.control("x"), .control("v"))
    #expect(reader.lines[11] == "Examinar:")
    reader.press(.escape, .character("/"))
    reader.type("fila 2")
    reader.press(.enter)
    let lit = { (reader.screen.rows[1].contains { $0.style.contains(.reverse) }) }
    #expect(lit())
    reader.press(.alt("U"))
    #expect(!lit())
  }

  @Test("ESC-} shows the last column of the widest row, ESC-{ the first")
  func columns() {
    let reader = reader(chopping: true)
    reader.press(.alt("}"))
    #expect(reader.lines[3].trimmed.hasSuffix("FIN"), "\(reader.lines[3])")
    reader.press(.alt("{"))
    #expect(reader.lines[3].hasPrefix("fila 3"))
  }
}

extension LessKeysTests {
  @Test("Ctrl-L, Ctrl-R and r ask for the next frame whole, once")
  func repaint() {
    let reader = reader()
    #expect(!reader.screen.repaintsAll)
    for key in [Key.control("l"), .control("r"), .character("r")] {
      reader.press(key)
      #expect(reader.host.render().repaintsAll, "\(key)")
      #expect(!reader.host.render().repaintsAll, "only the frame after the key")
    }
  }
}

extension LessKeysTests {
  @Test("{ brings the matching } to the bottom row; } takes the view back to its {; none says so")
  func brackets() {
    let text = "inicio {\n" + (1...30).map { "  línea \($0)" }.joined(separator: "\n") + "\n} fin\n"
    let model = ReaderModel(
      rows: TextRows(source: InMemoryByteSource(Array(text.utf8)), width: 40), title: "c.txt",
      settings: ReaderSettings(showsIndicator: false))
    let reader = ReaderHarness(model, size: size)
    reader.press(.character("{"))
    #expect(reader.lines[9].trimmed == "} fin", "the close bracket on the bottom row")
    reader.press(.character("}"))
    #expect(reader.lines[1].trimmed == "inicio {")
    reader.press(.character("("))
    #expect(reader.lines[11].trimmed == "Sin pareja para «(» a la vista")
  }

  @Test("ESC-^F c1 c2 brings the matching c2 to the bottom row; ESC-^B c1 c2 takes the view back to its c1")
  func bracketsOfOnesChoice() {
    let text = "inicio «\n" + (1...30).map { "  línea \($0)" }.joined(separator: "\n") + "\n» fin\n"
    let model = ReaderModel(
      rows: TextRows(source: InMemoryByteSource(Array(text.utf8)), width: 40), title: "x.txt",
      settings: ReaderSettings(showsIndicator: false))
    let reader = ReaderHarness(model, size: size)
    reader.press(.alt("\u{06}"), .character("«"), .character("»"))
    #expect(reader.lines[9].trimmed == "» fin", "the close bracket on the bottom row")
    reader.press(.alt("\u{02}"), .character("«"), .character("»"))
    #expect(reader.lines[1].trimmed == "inicio «")
    reader.press(.alt("\u{06}"), .character("<"), .character(">"))
    #expect(reader.lines[11].trimmed == "Sin pareja para «<» a la vista")
    let nested = "a [\n" + (1...20).map { "  b [ \($0) ]" }.joined(separator: "\n") + "\n] c\n"
    let other = ReaderHarness(
      ReaderModel(
        rows: TextRows(source: InMemoryByteSource(Array(nested.utf8)), width: 40), title: "n.txt",
        settings: ReaderSettings(showsIndicator: false)),
      size: size)
    other.press(.alt("\u{06}"), .character("["), .character("]"))
    #expect(other.lines[9].trimmed == "] c", "nested pairs are skipped")
    other.press(.alt("\u{02}"), .character("["), .character("]"))
    #expect(other.lines[1].trimmed == "a [")
    other.press(.alt("\u{06}"), .escape, .character("j"))
    #expect(other.lines[1].trimmed == "b [ 1 ]", "a key that is no character ends the pair; j moves")
  }
}
