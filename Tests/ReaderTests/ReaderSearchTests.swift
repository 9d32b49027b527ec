import ScrollKit
import Document
import Reader
import Testing
import TerminalUI

/// Search in the reader, as in less: the prompt in the footer's row, the match at the top and
/// lit, `n` and `N`, the messages (wrapped, no match, no search yet), a match that wraps.
@MainActor
@Suite struct ReaderSearchTests {
  private let size = CellSize(width: 80, height: 12)

  /// The footer's row as its text and the match counter at its right (`3/17`), if shown.
  private func footer(_ line: String) -> (text: String, counter: String?) {
    let parts = line.trimmed.components(separatedBy: "  ").filter { !$0.isEmpty }
      .map { $0.trimmingCharacters(in: .whitespaces) }
    guard parts.count == 2, parts[1].contains("/") else { return (line.trimmed, nil) }
    return (parts[0], parts[1])
  }

  /// The text of the cells of `row` in reverse video, in order.
  private func lit(_ screen: Screen, row: Int) -> String {
    screen.rows[row].filter { $0.style.contains(.reverse) }.map(\.text).joined()
  }

  @Test("/ shows the prompt in the footer's row, Enter scrolls to the match and highlights it")
  func forwardSearch() {
    let reader = ReaderHarness(size: size)
    reader.press(.character("/"))
    reader.type("Paso 5")
    #expect(reader.lines[11] == "/Paso 5")
    reader.press(.enter)
    let screen = reader.screen
    #expect(screen.lines[1] == "  Paso 5")
    #expect(screen.rows[1][2].style.contains(.reverse))
    #expect(lit(screen, row: 1) == "Paso 5", "the match, and only it, is lit")
    #expect(footer(screen.lines[11]) == ("Quedan pasos por ver", "1/1"), "the match and how many")
    reader.press(.character("j"))
    #expect(reader.lines[11].trimmed == "Quedan pasos por ver", "the counter goes with the next key")
  }

  @Test("n goes on; with ^W it wraps with a message, N goes back; a miss says so; any key clears it")
  func repeatAndMessages() {
    let reader = ReaderHarness(size: size)
    reader.press(.character("/"))
    // ^W: around the other end (less's search modifier; without it a search stops there).
    reader.press(.control("w"))
    reader.type("Paso")
    reader.press(.enter)
    #expect(reader.lines[1] == "  Paso 1")
    #expect(footer(reader.lines[11]).counter == "1/8")
    reader.press(.character("n"))
    #expect(reader.lines[1] == "  Paso 2")
    #expect(footer(reader.lines[11]).counter == "2/8")
    for _ in 0..<6 { reader.press(.character("n")) }
    #expect(reader.lines.contains("  Paso 8"))
    #expect(footer(reader.lines[11]) == ("Fin de la guía", "8/8"), "no message before the wrap")
    reader.press(.character("n"))
    #expect(footer(reader.lines[11]).text == SearchMessage.wrappedToStart.string)
    #expect(footer(reader.lines[11]) == ("La búsqueda siguió desde el principio", "1/8"))
    #expect(reader.lines[1] == "  Paso 1")
    reader.press(.character("N"))
    #expect(footer(reader.lines[11]) == (SearchMessage.wrappedToEnd.string, "8/8"))
    #expect(reader.lines.contains("  Paso 8"))
    reader.press(.character("?"))
    reader.type("tornillo z")
    reader.press(.enter)
    #expect(reader.lines[11].trimmed == SearchMessage.notFound("tornillo z").string)
    #expect(reader.lines[11].trimmed == "Sin coincidencias para «tornillo z»")
    reader.press(.character("j"))
    #expect(reader.lines[11].trimmed != SearchMessage.notFound("tornillo z").string)
    #expect(["Quedan pasos por ver", "Fin de la guía"].contains(reader.lines[11].trimmed))
  }

  @Test("Esc and Backspace on an empty prompt cancel it; n before any search explains")
  func cancel() {
    let reader = ReaderHarness(size: size)
    reader.press(.character("/"))
    reader.type("ab")
    reader.press(.backspace)
    #expect(reader.lines[11] == "/a")
    reader.press(.escape)
    #expect(reader.lines[11].trimmed == "Quedan pasos por ver")
    reader.press(.character("/"))
    #expect(reader.lines[11] == "/")
    reader.press(.backspace)
    #expect(reader.lines[11].trimmed == "Quedan pasos por ver")
    #expect(reader.press(.character("n")) == .redraw)
    #expect(reader.lines[11].trimmed == SearchMessage.noSearch.string)
  }

  @Test("the footer's height never changes while the prompt or a message shows")
  func footerHeight() {
    let reader = ReaderHarness(size: size)
    let rule = String(repeating: "─", count: 80)
    let text = Array(reader.lines[1..<10])
    reader.press(.character("/"))
    reader.type("nada")
    #expect(reader.lines[10] == rule)
    #expect(Array(reader.lines[1..<10]) == text, "the scroll area keeps its rows")
    reader.press(.enter)
    #expect(reader.lines[10] == rule)
    #expect(reader.lines[11].trimmed == SearchMessage.notFound("nada").string)
    #expect(Array(reader.lines[1..<10]) == text)
  }

  @Test("a match that wraps across two rows is lit on both, and on the lower one still after a j")
  func matchAcrossRows() {
    let markdown = "Primero.\n\naaaa bbbb cccc dddd eeee ffff\n\n" + (1...20).map { "Párrafo \($0)." }
      .joined(separator: "\n\n")
    let reader = ReaderHarness(
      document: Document(markdown: Array(markdown.utf8)), size: CellSize(width: 20, height: 12))
    reader.press(.character("/"))
    reader.type("cccc dddd")
    reader.press(.enter)
    var screen = reader.screen
    #expect(screen.lines[1] == " aaaa bbbb cccc")
    #expect(screen.lines[2] == " dddd eeee ffff")
    #expect(lit(screen, row: 1) == "cccc")
    #expect(lit(screen, row: 2) == "dddd")
    reader.press(.character("j"))
    screen = reader.screen
    #expect(screen.lines[1] == " dddd eeee ffff")
    #expect(lit(screen, row: 1) == "dddd", "the first half is above the top: the second is still a match")
  }

  /// An escape cannot be typed into the prompt (a terminal sends it as Esc, which closes
  /// the prompt): a C1 control, which arrives as a character, stands for the hidden text.
  @Test("a prompt longer than the row shows the end of the pattern, a cell left for the cursor")
  func promptTail() {
    let reader = ReaderHarness(size: CellSize(width: 20, height: 6))
    reader.press(.character("/"))
    reader.type(String(repeating: "a", count: 100) + "日本\u{9B}z")
    let screen = reader.screen
    // The control shows as its placeholder; 18 cells of the pattern's end, then the cursor's.
    #expect(screen.lines[5] == "/aaaaa日本<U+009B>z")
    #expect(screen.rows[5].last?.text == " ", "the last cell is the cursor's")
    let backward = ReaderHarness(size: size)
    backward.press(.character("?"))
    backward.type("ab")
    #expect(backward.lines[11] == "?ab")
  }
}
