import GuiaUI
import Testing

/// `List(selection:)`, as a sidebar of places is written (issue 31, §2): the arrows move
/// the selection, the selected row is shown in reverse video and kept on screen.
private struct Place: Identifiable, Hashable {
  let id: Int
  var name: String { "Lugar \(id)" }
}

private struct Sidebar: View {
  let places = (0..<40).map(Place.init)
  @State private var selected: Place.ID?
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text(selected.map { "elegido: \($0)" } ?? "nada elegido")
      List(places, selection: $selected) { place in
        Text(place.name)
      }
    }
  }
}

private struct Several: View {
  @State private var selected: Set<String> = ["b"]
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text(selected.sorted().joined(separator: ","))
      List(selection: $selected) {
        ForEach(["a", "b", "c"], id: \.self) { Text($0) }
      }
    }
  }
}

@MainActor
@Suite struct ListSelectionTests {
  @Test("List(data, selection:): Down selects the first row, the arrows move it, the list follows it, the row is in reverse video")
  func single() {
    let host = host(Sidebar(), columns: 20, rows: 8)
    #expect(host.text[0] == "nada elegido" && host.text[1] == "  Lugar 0", "\(host.text)")
    host.type(.down)
    #expect(host.text[0] == "elegido: 0", "\(host.text)")
    #expect(host.screen().rows[1][2].style.contains(.reverse), "the selected row is in reverse video")
    #expect(!host.screen().rows[2][2].style.contains(.reverse))
    for _ in 0..<10 { host.type(.down) }
    #expect(host.text[0] == "elegido: 10", "\(host.text)")
    #expect(host.text[7] == "  Lugar 10", "the list scrolled the least that shows it: \(host.text)")
    #expect(host.screen().rows[7][2].style.contains(.reverse))
    host.type(.up)
    #expect(host.text[0] == "elegido: 9" && host.text[7] == "  Lugar 10", "\(host.text)")
  }

  @Test("List(selection: Set) shows every selected row; an arrow selects one")
  func several() {
    let host = host(Several(), columns: 20, rows: 5)
    #expect(host.text[0] == "b" && host.screen().rows[2][2].style.contains(.reverse), "\(host.text)")
    host.type(.down)
    #expect(host.text[0] == "c", "\(host.text)")
  }
}
