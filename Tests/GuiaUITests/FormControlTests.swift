import GuiaUI
import Testing

/// A settings form as SwiftUI code writes it (issue 31, §2): sections of a Toggle, a Stepper
/// and a Slider; Tab goes from control to control, the arrows change the value.
private struct Settings: View {
  @State private var notifications = true
  @State private var copies = 2
  @State private var volume = 0.5
  var body: some View {
    Form {
      Section("General") {
        Toggle("Avisos", isOn: $notifications)
        Stepper("Copias: \(copies)", value: $copies, in: 1...5)
      }
      Section("Sonido") {
        Slider(value: $volume, in: 0...1, step: 0.25)
        Text("Volumen \(Int(volume * 100))")
      }
    }
  }
}

@MainActor
@Suite struct FormControlTests {
  @Test("Form: sections of controls; a Stepper steps within its range, a Slider moves by its step")
  func settings() {
    let host = host(Settings(), columns: 24, rows: 8)
    #expect(host.text[0] == "  General" && host.text[1] == "  [x] Avisos", "\(host.text)")
    #expect(host.text[2] == "  Copias: 2 [−|+]", "\(host.text)")
    host.type(.control("i"), .control("i"))
    host.type(.right)
    #expect(host.text[2].hasPrefix("  Copias: 3"), "\(host.text)")
    host.type("+")
    for _ in 0..<5 { host.type(.right) }
    #expect(host.text[2].hasPrefix("  Copias: 5"), "held at the range's end: \(host.text)")
    host.type("-")
    #expect(host.text[2].hasPrefix("  Copias: 4"), "\(host.text)")
    host.type(.control("i"))
    host.type(.right)
    #expect(host.text[5] == "  Volumen 75", "\(host.text)")
    #expect(host.text[4].hasPrefix("  ━") && host.text[4].contains("●"), "\(host.text)")
    for _ in 0..<6 { host.type(.left) }
    #expect(host.text[5] == "  Volumen 0" && host.text[4].hasPrefix("  ●"), "\(host.text)")
  }
}
