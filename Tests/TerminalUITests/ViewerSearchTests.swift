import Document
import GuideResource
import Testing
@testable import TerminalUI

@Suite struct ViewerSearchTests {
  private func viewer(rows: Int = 12) -> Viewer {
    Viewer(
      document: Document(markdown: GuideResource.markdown), size: TerminalSize(rows: rows, columns: 80),
      settings: ViewerSettings(showsIndicator: false))
  }

  private func type(_ text: String, into viewer: Viewer) {
    for character in text { _ = viewer.handle(.character(character)) }
  }

  @Test("/ shows the prompt in the footer's row, Enter scrolls to the match and highlights it")
  func forwardSearch() {
    let v = viewer()
    _ = v.handle(.character("/"))
    type("paso 5", into: v)
    #expect(v.render().lines[11] == "/paso 5")
    _ = v.handle(.enter)
    let screen = v.render()
    #expect(screen.lines[1] == "  Paso 5")
    #expect(screen.rows[1][2].style.contains(.reverse))
    #expect(screen.lines[11].trimmingCharacters == "Quedan pasos por ver")
  }

  @Test("n goes on, wraps with a message, N goes back; a miss says so; any key clears it")
  func repeatAndMessages() {
    let v = viewer()
    _ = v.handle(.character("/"))
    type("paso", into: v)
    _ = v.handle(.enter)
    #expect(v.render().lines[1] == "  Paso 1")
    _ = v.handle(.character("n"))
    #expect(v.render().lines[1] == "  Paso 2")
    for _ in 0..<6 { _ = v.handle(.character("n")) }
    #expect(v.render().lines.contains("  Paso 8"))
    _ = v.handle(.character("n"))
    #expect(v.message == SearchMessage.wrappedToStart)
    #expect(v.render().lines[11].trimmingCharacters == SearchMessage.wrappedToStart.string)
    #expect(v.render().lines[1] == "  Paso 1")
    _ = v.handle(.character("N"))
    #expect(v.message == SearchMessage.wrappedToEnd)
    _ = v.handle(.character("?"))
    type("tornillo z", into: v)
    _ = v.handle(.enter)
    #expect(v.message == SearchMessage.notFound("tornillo z"))
    _ = v.handle(.character("j"))
    #expect(v.message == nil)
    #expect(v.render().lines[11].trimmingCharacters != SearchMessage.notFound("tornillo z").string)
  }

  @Test("Esc and Backspace on an empty prompt cancel it; n before any search explains")
  func cancel() {
    let v = viewer()
    _ = v.handle(.character("/"))
    type("ab", into: v)
    _ = v.handle(.backspace)
    #expect(v.prompt?.text == "a")
    _ = v.handle(.escape)
    #expect(v.prompt == nil)
    #expect(v.handle(.character("n")))
    #expect(v.message == SearchMessage.noSearch)
  }

  @Test("the footer's height never changes while the prompt or a message shows")
  func footerHeight() {
    let v = viewer()
    let before = Chrome(size: v.size)
    _ = v.handle(.character("/"))
    type("nada", into: v)
    _ = v.handle(.enter)
    #expect(Chrome(size: v.size) == before)
    #expect(v.render().lines[10] == String(repeating: "─", count: 80))
  }
}

extension String {
  fileprivate var trimmingCharacters: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}

extension ViewerSearchTests {
  @Test("a match that wraps across two rows is lit on both, and on the lower one still after a j")
  func matchAcrossRows() {
    let markdown = "Primero.\n\naaaa bbbb cccc dddd eeee ffff\n\n" + (1...20).map { "Párrafo \($0)." }
      .joined(separator: "\n\n")
    let v = Viewer(
      document: Document(markdown: Array(markdown.utf8)), size: TerminalSize(rows: 12, columns: 20),
      settings: ViewerSettings(showsIndicator: false))
    _ = v.handle(.character("/"))
    type("cccc dddd", into: v)
    _ = v.handle(.enter)
    var screen = v.render()
    #expect(screen.lines[1] == " aaaa bbbb cccc")
    #expect(screen.lines[2] == " dddd eeee ffff")
    let lit = { (row: Int) in
      screen.rows[row].filter { $0.style.contains(.reverse) }.map(\.text).joined()
    }
    #expect(lit(1) == "cccc")
    #expect(lit(2) == "dddd")
    _ = v.handle(.character("j"))
    screen = v.render()
    #expect(screen.lines[1] == " dddd eeee ffff")
    #expect(lit(1) == "dddd", "the first half is above the top: the second is still a match")
  }
}

@Suite struct SearchPromptTailTests {
  @Test("a prompt longer than the row shows the end of the pattern, a cell left for the cursor")
  func visibleTail() {
    let prompt = SearchPrompt(direction: .forward, text: String(repeating: "a", count: 100) + "日本\u{1B}z")
    let line = prompt.visibleLine(columns: 10)
    #expect(line == "/a日本\u{1B}z")
    #expect(Sanitizer.spans(line).reduce(0) { $0 + DisplayWidth.of($1.text) } <= 9)
    #expect(SearchPrompt(direction: .backward, text: "ab").visibleLine(columns: 80) == "?ab")
  }
}
