import GuiaUI
import Testing

/// `ForEach($items)` and `List($items)`: each row handed a binding to its element (issue 51,
/// §2.10).
private struct Setting: Identifiable {
  let id: Int
  var name: String
  var isOn = false
}

private struct Settings: View {
  @State private var settings = [Setting(id: 1, name: "Wi-Fi"), Setting(id: 2, name: "Bluetooth")]
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text(settings.map { "\($0.name)=\($0.isOn)" }.joined(separator: " "))
      ForEach($settings) { $setting in
        Toggle(setting.name, isOn: $setting.isOn)
      }
    }
  }
}

private struct Names: View {
  @State private var names = [Setting(id: 1, name: "Ana"), Setting(id: 2, name: "Luis")]
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text(names.map(\.name).joined(separator: ","))
      List($names, id: \.id) { $item in
        TextField("Nombre", text: $item.name)
      }
    }
  }
}

@MainActor
@Suite struct ForEachBindingTests {
  @Test("ForEach($items): a row's control writes its own element through $item")
  func forEachBinding() {
    let host = host(Settings(), columns: 40, rows: 5)
    #expect(host.text[0] == "Wi-Fi=false Bluetooth=false", "\(host.text)")
    host.type(.control("i"), .control("i"), .character(" "))
    #expect(host.text[0] == "Wi-Fi=false Bluetooth=true", "\(host.text)")
    #expect(host.text[2].hasPrefix("[x] Bluetooth"), "\(host.text)")
  }

  @Test("List($items, id:): a text field in a row edits its element")
  func listBinding() {
    let host = host(Names(), columns: 40, rows: 5)
    host.type(.control("i"))
    host.type("a")
    #expect(host.text[0] == "Anaa,Luis", "\(host.text)")
  }
}
