import GuiaUI
import Testing

/// Apple's `Section(_:isExpanded:)` example: a sidebar list of collapsible sections.
private struct Sidebar: View {
  @State private var isFruitExpanded = true
  @State private var isVegetableExpanded = false
  var body: some View {
    List {
      Section("Frutas", isExpanded: $isFruitExpanded) {
        ForEach(["manzana", "pera"], id: \.self) { Text($0) }
      }
      Section(isExpanded: $isVegetableExpanded) {
        Text("puerro")
      } header: {
        Text("Verduras")
      }
    }
  }
}

@MainActor
@Suite struct CollapsibleSectionTests {
  @Test("Section(_:isExpanded:): the rows show while expanded; Enter on the focused header toggles")
  func headerToggles() {
    let host = host(Sidebar(), columns: 20, rows: 6)
    let shown = host.text.map { $0.trimmingSuffixSpaces }.filter { !$0.isEmpty }
    #expect(shown == ["  ▾ Frutas", "  manzana", "  pera", "  ▸ Verduras"], "\(host.text)")
    host.type(.control("i"), .enter)
    #expect(host.text.map { $0.trimmingSuffixSpaces }.filter { !$0.isEmpty } == ["  ▸ Frutas", "  ▸ Verduras"], "\(host.text)")
    host.type(.control("i"), .character(" "))
    #expect(host.text.map { $0.trimmingSuffixSpaces }.filter { !$0.isEmpty } == ["  ▸ Frutas", "  ▾ Verduras", "  puerro"], "\(host.text)")
  }
}
