import Document
import GuiaUI
import Testing

/// `Text + Text` and `.multilineTextAlignment`, as SwiftUI code writes them (issue 31, §2).
private struct Composed: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Paso ").bold() + Text("3").foregroundColor(.red) + Text(" de 8")
      (Text("Fin ") + Text("de la guía").italic()).underline()
    }
  }
}

private struct Centred: View {
  let alignment: TextAlignment
  var body: some View {
    Text("uno dos tres cuatro cinco")
      .frame(width: 12 * 8, alignment: .leading)
      .multilineTextAlignment(alignment)
  }
}

@MainActor
@Suite struct TextCompositionTests {
  @Test("Text + Text is one text; each part keeps its own style, a style after + applies to all")
  func concatenation() {
    let host = host(Composed(), columns: 30, rows: 3)
    #expect(host.text[0] == "Paso 3 de 8" && host.text[1] == "Fin de la guía", "\(host.text)")
    let rows = host.screen().rows
    #expect(rows[0][0].style.contains(.bold) && !rows[0][5].style.contains(.bold))
    #expect(rows[0][5].style.foreground == .palette(1) && rows[0][7].style.foreground == nil)
    #expect(rows[1][0].style.contains(.underline) && !rows[1][0].style.contains(.italic))
    #expect(rows[1][4].style.contains(.underline) && rows[1][4].style.contains(.italic))
  }

  @Test("a literal is a key looked up in the environment's language, as SwiftUI's; a String is shown as it is")
  func literalIsAKey() {
    let words = "Buscar"
    let english = host(
      VStack(alignment: .leading, spacing: 0) {
        Text("Buscar")
        Text(words)
      }.environment(\.language, .english), columns: 20, rows: 2)
    #expect(english.text[0] == "Search", "\(english.text)")
    #expect(english.text[1] == "Buscar", "\(english.text)")
  }

  @Test("Text + Text wraps as one paragraph")
  func concatenationWraps() {
    let host = host(Text("una frase ") + Text("que sigue"), columns: 12, rows: 3)
    #expect(host.text[0] == "una frase" && host.text[1] == "que sigue", "\(host.text)")
  }

  @Test(".multilineTextAlignment places each wrapped row at the leading edge, the centre or the trailing edge")
  func alignment() {
    // The text is as wide as its widest row (9): the shorter row moves within it.
    let leading = host(Centred(alignment: .leading), columns: 12, rows: 4).text
    let center = host(Text("a bb ccccccccc").frame(width: 10 * 8).multilineTextAlignment(.center), columns: 10, rows: 3).text
    let trailing = host(Text("a bb ccccccccc").frame(width: 10 * 8).multilineTextAlignment(.trailing), columns: 10, rows: 3).text
    #expect(leading[0] == "uno dos tres", "\(leading)")
    #expect(center[0] == "  a bb" && center[1] == "ccccccccc", "\(center)")
    #expect(trailing[0] == "     a bb" && trailing[1] == "ccccccccc", "\(trailing)")
  }
}
