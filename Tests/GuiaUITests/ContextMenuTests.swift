import GuiaUI
import TerminalUI
import Testing

/// A context menu on a view outside a list, as Apple's documentation writes one (on a text).
private struct Swatch: View {
  @State private var color = "none"
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Color: \(color)")
        .contextMenu {
          Button("Red") { color = "red" }
          Button("Blue") { color = "blue" }
        }
      Text("below")
    }
  }
}

@MainActor
@Suite struct ContextMenuTests {
  @Test("Outside a list, Tab focuses a view with a context menu; Enter opens its buttons under it, ↓ and Enter run one, Escape closes")
  func standalone() {
    let host = host(Swatch(), columns: 30, rows: 4)
    #expect(host.lines == ["Color: none", "below", "", ""])
    host.type(.control("i"))
    #expect(host.screen().rows[0][0].style.contains(.reverse), "focused, in reverse video")
    host.type(.enter)
    #expect(host.lines == ["Color: none", "  › Red", "    Blue", "below"])
    host.type(.down, .enter)
    #expect(host.lines == ["Color: blue", "below", "", ""])
    host.type(.character(" "), .escape)
    #expect(host.lines == ["Color: blue", "below", "", ""])
  }
}
