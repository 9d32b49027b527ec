import GuiaUI
import TerminalUI
import Testing

extension EnvironmentValues {
  @Entry var greeting: String = "Hola"
  @Entry var repeats: Int = 1
}

private struct Greeter: View {
  @Environment(\.greeting) private var greeting
  @Environment(\.repeats) private var repeats
  var body: some View {
    Text(String(repeating: greeting + " ", count: repeats))
  }
}

@MainActor
@Suite struct EntryMacroTests {
  @Test("@Entry: an environment value with its default, set for the views below by .environment")
  func entry() {
    let host = host(
      VStack(alignment: .leading, spacing: 0) {
        Greeter()
        Greeter().environment(\.greeting, "Adiós").environment(\.repeats, 2)
      }, columns: 30, rows: 3)
    #expect(host.text[0] == "Hola")
    #expect(host.text[1] == "Adiós Adiós", "\(host.text)")
  }
}
