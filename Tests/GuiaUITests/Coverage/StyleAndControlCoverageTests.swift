import GuiaUI
import Testing

/// A group box style of one's own: the label in brackets after the content.
private struct BracketedStyle: GroupBoxStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 0) {
      configuration.content
      Text(" [")
      configuration.label
      Text("]")
    }
  }
}

/// A colour chosen with a `ColorPicker`, shown in words.
private struct Palette: View {
  @State private var color = Color.red
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ColorPicker("Color", selection: $color)
      Text(color == .green ? "verde" : color == .red ? "rojo" : "otro")
    }
  }
}

@MainActor
@Suite struct StyleAndControlCoverageTests {
  @Test("groupBoxStyle draws the group boxes below in the style given")
  func groupBoxStyle() {
    let view = GroupBox("Título") { Text("cuerpo") }.groupBoxStyle(BracketedStyle())
    #expect(host(view, columns: 20, rows: 1).text[0].hasPrefix("cuerpo [Título]"))
    let plain = GroupBox("Título") { Text("cuerpo") }.groupBoxStyle(.automatic)
    #expect(host(plain, columns: 20, rows: 2).text.prefix(2).map { $0.trimmingSuffixSpaces } == ["Título", "cuerpo"])
  }

  @Test("a ColorPicker is a menu of the terminal's named colours that sets its binding")
  func colorPicker() {
    let host = host(Palette(), columns: 30, rows: 20)
    #expect(host.text[0].contains("Color") && host.text[0].contains("red"))
    host.type(.control("i"), .enter)
    #expect(host.text.contains { $0.contains("green") })
    host.type(.down, .enter)
    #expect(host.text.contains { $0.hasPrefix("verde") }, "\(host.text)")
  }
}

extension String {
  var trimmingSuffixSpaces: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
