import ScrollKit
import Document
import Reader
import Testing
import TerminalUI

/// Search as less's: the pattern is a regular expression (Ctrl-R for a literal text), the
/// matches lit while it is typed with `--incsearch` (without it, the last search's stay lit),
/// `ESC-u` hides them, and the footer counts them.
@MainActor
@Suite struct ReaderRegexSearchTests {
  private let size = CellSize(width: 80, height: 12)

  private func lit(_ screen: Screen, row: Int) -> String {
    screen.rows[row].filter { $0.style.contains(.reverse) }.map(\.text).joined()
  }

  /// The rows (of the document's, 1…10) with something lit.
  private func litRows(_ screen: Screen) -> [Int] {
    (1..<10).filter { !lit(screen, row: $0).isEmpty }
  }

  private func guide() -> ReaderHarness { ReaderHarness(size: size) }

  /// The guide read with `--incsearch`.
  private func guideSearchingAsTyped() -> ReaderHarness {
    var settings = ReaderSettings(showsIndicator: false)
    settings.incrementalSearch = true
    return ReaderHarness(ReaderModel(document: ReaderHarness.guide, width: size.width, settings: settings), size: size)
  }

  @Test("a regular expression finds what the literal text would not: Paso [3-5], counted")
  func regularExpression() {
    let reader = guide()
    reader.press(.character("/"))
    reader.type("^Paso [3-5]$")
    reader.press(.enter)
    #expect(reader.lines[1] == "  Paso 3")
    #expect(lit(reader.screen, row: 1) == "Paso 3")
    #expect(reader.lines[11].trimmed.hasSuffix(" 1/3"), "\(reader.lines[11])")
    reader.press(.character("n"))
    #expect(reader.lines[1] == "  Paso 4")
    #expect(reader.lines[11].trimmed.hasSuffix(" 2/3"))
  }

  @Test("an expression that does not compile says why, and nothing moves")
  func invalidExpression() {
    let reader = guide()
    let before = reader.lines
    reader.press(.character("/"))
    reader.type("Paso (")
    reader.press(.enter)
    #expect(reader.lines[11].trimmed.hasPrefix("Patrón no válido: "), "\(reader.lines[11])")
    #expect(Array(reader.lines[0..<11]) == Array(before[0..<11]))
  }

  @Test("Ctrl-R makes the pattern a literal text: the prompt says Literal, ( is a character")
  func literal() {
    let markdown = "Uno.\n\nEl tornillo (M4) va aquí.\n\nOtro.\n"
    let reader = ReaderHarness(document: Document(markdown: Array(markdown.utf8)), size: size)
    reader.press(.character("/"), .control("r"))
    reader.type("(M4)")
    #expect(reader.lines[11] == "Literal /(M4)")
    reader.press(.enter)
    #expect(litRows(reader.screen).map { lit(reader.screen, row: $0) } == ["(M4)"])
    #expect(reader.lines[11].trimmed.hasSuffix(" 1/1"))
  }

  @Test("with --incsearch, matches are lit as the pattern is typed, before Enter; Esc takes them away")
  func incrementalHighlight() {
    let reader = guideSearchingAsTyped()
    #expect(litRows(reader.screen).isEmpty)
    reader.press(.character("/"))
    reader.type("Paso")
    #expect(!litRows(reader.screen).isEmpty, "lit while typing")
    #expect(reader.screen.rows[reader.screen.rows.count - 1].first?.text == "/")
    reader.type(" 1")
    #expect(!litRows(reader.screen).isEmpty)
    reader.type("(")
    #expect(litRows(reader.screen).isEmpty, "a pattern that does not compile (yet) lights nothing")
    reader.type(")")
    #expect(!litRows(reader.screen).isEmpty)
    reader.press(.escape)
    #expect(litRows(reader.screen).isEmpty, "closed, nothing was searched")
  }

  /// less lights a pattern as it is typed only with `--incsearch`.
  @Test("without --incsearch, a pattern typed lights nothing before Enter; the last search's matches stay lit")
  func noHighlightAsTyped() {
    let reader = guide()
    reader.press(.character("/"))
    reader.type("Paso")
    #expect(litRows(reader.screen).isEmpty, "nothing lit while typing")
    reader.press(.enter)
    let lit = litRows(reader.screen)
    #expect(!lit.isEmpty, "Enter searched")
    reader.press(.character("/"))
    reader.type("Pasos por")
    #expect(litRows(reader.screen) == lit, "the last search's matches, as they were")
    reader.press(.escape)
    #expect(litRows(reader.screen) == lit)
  }

  @Test("ESC-u hides the highlights and shows them again; a new search shows them")
  func hideHighlights() {
    let reader = guide()
    reader.press(.character("/"))
    reader.type("Paso")
    reader.press(.enter)
    #expect(!litRows(reader.screen).isEmpty)
    reader.press(.alt("u"))
    #expect(litRows(reader.screen).isEmpty)
    reader.press(.alt("u"))
    #expect(!litRows(reader.screen).isEmpty)
    reader.press(.alt("u"))
    reader.press(.character("n"))
    #expect(!litRows(reader.screen).isEmpty, "n lights the matches again, as in less")
  }
}

extension ReaderRegexSearchTests {
  @Test("Ctrl-K lights the matches and keeps the view where it is; n then moves to them")
  func keepPosition() {
    let reader = guide()
    let before = reader.lines[1]
    reader.press(.character("/"), .control("k"))
    reader.type("Paso 2")
    #expect(reader.lines[11] == "Fija /Paso 2")
    reader.press(.enter)
    #expect(reader.lines[1] == before, "the view did not move")
    #expect(!litRows(reader.screen).isEmpty)
    reader.press(.character("n"))
    #expect(reader.lines[1] == "  Paso 2")
  }
}
