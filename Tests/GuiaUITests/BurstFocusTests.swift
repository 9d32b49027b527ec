import GuiaUI
import TerminalUI
import Testing

/// Keys that arrive together (a script, keys typed faster than drawn) read the views as the
/// keys before them left them: Tab then Enter presses the button Tab focused.
private struct TwoButtons: View {
  @State private var pressed = "ninguno"
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("pulsado: \(pressed)")
      Button("Uno") { pressed = "uno" }
      Button("Dos") { pressed = "dos" }
    }
  }
}

@MainActor
@Suite struct BurstFocusTests {
  @Test("Tab, Tab, Enter in one burst press the second button")
  func tabsThenEnter() {
    let host = host(TwoButtons(), columns: 20, rows: 4)
    _ = host.respond(to: .key(.control("i")), moreKeysWaiting: true)
    _ = host.respond(to: .key(.control("i")), moreKeysWaiting: true)
    _ = host.respond(to: .key(.enter), moreKeysWaiting: false)
    #expect(host.text[0] == "pulsado: dos", "\(host.text)")
  }
}
