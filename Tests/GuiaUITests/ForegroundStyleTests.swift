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
