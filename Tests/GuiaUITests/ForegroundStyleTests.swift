import Document
import GuiaUI
import Testing

private struct Palette: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("rojo")
      Text("verde").foregroundStyle(.green)
      Text("azul").foregroundColor(.blue)
      Text("gris").foregroundStyle(.secondary)
      Text("naranja").foregroundStyle(Color(red: 1, green: 0.5, blue: 0))
    }
    .foregroundStyle(.red)
  }
}

@MainActor
@Suite struct ForegroundStyleTests {
  @Test("foregroundStyle and foregroundColor colour text; the innermost wins; .secondary dims")
  func colours() {
    let host = host(Palette(), columns: 20, rows: 5)
    let rows = host.screen().rows
    #expect(rows[0][0].style.foreground == .palette(1))
    #expect(rows[1][0].style.foreground == .palette(2), "the innermost style wins")
    #expect(rows[2][0].style.foreground == .palette(4))
    #expect(rows[3][0].style.contains(.dim) && rows[3][0].style.foreground == nil)
    #expect(rows[4][0].style.foreground == .rgb(red: 255, green: 128, blue: 0))
  }
}

/// A list whose selected row is marked as tutorials mark it: a translucent accent behind it.
private struct Highlighted: View {
  let selected = 1
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ForEach(0..<3) { index in
        Text("fila \(index)")
          .background(index == selected ? Color.accentColor.opacity(0.3) : Color.clear)
      }
    }
  }
}

extension ForegroundStyleTests {
  @Test("a translucent background colour (a selected row's accent at 0.3) shows, in reverse video; clear does not")
  func translucentBackground() {
    let host = host(Highlighted(), columns: 20, rows: 3)
    let screen = host.screen()
    #expect(screen.rows[1][0].style.contains(.reverse), "the selected row is visible")
    #expect(!screen.rows[0][0].style.contains(.reverse) && !screen.rows[2][0].style.contains(.reverse))
  }
}
