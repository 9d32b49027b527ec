import GuiaUI
import TerminalUI
import Testing

private struct Counter: View {
  @State private var count = 0
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("cuenta \(count)")
      Button("Sumar") { count += 1 }
      Button { count = 0 } label: { Text("Borrar") }
    }
  }
}

@MainActor
@Suite struct ButtonTests {
  @Test("Tab focuses a button, shown in reverse; Enter and Space run its action; Tab moves on")
  func focusAndRun() {
    let host = host(Counter(), columns: 20, rows: 3)
    #expect(host.lines == ["cuenta 0", "Sumar", "Borrar"])
    host.type(.enter)
    #expect(host.lines[0] == "cuenta 0", "no button has focus yet")
    host.type(.control("i"))
    #expect(host.screen().rows[1][0].style.contains(.reverse), "the focused button in reverse")
    host.type(.enter)
    host.type(.character(" "))
    #expect(host.lines[0] == "cuenta 2")
    host.type(.control("i"))
    #expect(!host.screen().rows[1][0].style.contains(.reverse))
    host.type(.enter)
    #expect(host.lines[0] == "cuenta 0")
  }
}
