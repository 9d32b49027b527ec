import Document
import GuiaUI
import TerminalUI
import Testing

/// A search prompt focused from the start, what it submitted, and whether it is focused.
private struct Prompt: View {
  @State private var query = ""
  @State private var submitted = ""
  @FocusState private var isTyping: Bool
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      TextField("Buscar", text: $query)
        .focused($isTyping)
        .onSubmit { submitted = query }
      Text(submitted)
      Text(isTyping ? "escribiendo" : "quieto")
    }
    .onAppear { isTyping = true }
  }
}

/// A terminal title change and a colour, as a hostile paste would carry them.
private let hostile = "\u{1B}]2;pwned\u{7}\u{1B}[31mX"

@MainActor
@Suite struct TextFieldTests {
  /// The columns of `row` drawn in reverse video: the cursor.
  private func cursor<V: View>(of host: GuiaUIHost<V>, row: Int = 0) -> [Int] {
    host.screen().rows[row].indices.filter { host.screen().rows[row][$0].style.contains(.reverse) }
  }

  @Test func anEmptyFieldShowsItsTitleAsThePromptUnderTheCursor() {
    let host = host(Prompt(), columns: 20, rows: 3)
    #expect(host.lines == ["Buscar", "", "escribiendo"])
    #expect(cursor(of: host) == [0])
    #expect(host.screen().rows[0][1].style.contains(.dim))
  }

  @Test func typedCharactersAndBackspaceEditTheTextWithTheCursorAfterIt() {
    let host = host(Prompt(), columns: 20, rows: 3)
    host.type("paso")
    #expect(host.lines[0] == "paso")
    #expect(cursor(of: host) == [4])
    host.type(.backspace, .backspace)
    #expect(host.lines[0] == "pa")
    #expect(cursor(of: host) == [2])
    host.type(.backspace, .backspace, .backspace)
    #expect(host.lines[0] == "Buscar")
  }

  @Test func aHostilePasteIsKeptAsTypedAndShownSanitised() {
    let host = host(Prompt(), columns: 40, rows: 3)
    host.type(.character("a"), .paste(hostile))
    let shown = "a" + DisplayText(sanitizing: hostile).string
    #expect(shown == "a^[]2;pwned^G^[[31mX")
    #expect(host.lines[0] == shown)
    #expect(cursor(of: host) == [shown.count])
    // Enter submits the text as typed; the screen still gets only its sanitised form.
    host.type(.enter)
    #expect(host.lines[1] == shown)
    let cells = host.screen().rows.joined().map(\.text).joined()
    #expect(!cells.unicodeScalars.contains { $0.value < 0x20 })
  }

  @Test func enterRunsOnSubmit() {
    let host = host(Prompt(), columns: 20, rows: 3)
    host.type("tornillo")
    host.type(.enter)
    #expect(host.lines == ["tornillo", "tornillo", "escribiendo"])
  }

  @Test func escapeLetsFocusGoAndKeysGoBackToTheHost() {
    let host = host(Prompt(), columns: 20, rows: 3)
    host.type("ab")
    host.type(.escape)
    #expect(host.lines == ["ab", "", "quieto"])
    #expect(cursor(of: host).isEmpty)
    #expect(host.type(.character("q")) == .exit(.quit))
  }

  @Test func aTextWiderThanTheFieldShowsItsEnd() {
    let host = host(Prompt(), columns: 10, rows: 3)
    host.type("abcdefghijklmno")
    // Nine characters and the cursor.
    #expect(host.lines[0] == "ghijklmno")
    #expect(cursor(of: host) == [9])
  }
}
