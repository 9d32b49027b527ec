import GuiaUI
import Testing

/// Sections in a lazy grid, as Apple's LazyVGrid documentation writes them: each section
/// starts a new line under its header, and with `pinnedViews: [.sectionHeaders]` the header
/// stays at the top while its lines scroll under it.
private struct GridSections: View {
  let pinned: Bool
  let columns = [GridItem(.fixed(48)), GridItem(.fixed(48))]
  var body: some View {
    ScrollView {
      LazyVGrid(columns: columns, alignment: .leading, spacing: 0, pinnedViews: pinned ? [.sectionHeaders] : []) {
        ForEach(0..<3) { section in
          Section(header: Text("Sección \(section)")) {
            ForEach(0..<7) { item in Text("c\(section).\(item)") }
          }
        }
      }
    }
  }
}

@MainActor
@Suite struct PinnedGridSectionTests {
  @Test("a grid's section header is a line of its own, its items start a new line; pinned, it stays at the top until the next section's pushes it")
  func pinnedHeaders() {
    let host = host(GridSections(pinned: true), columns: 20, rows: 5)
    #expect(host.text[0].contains("Sección 0") && host.text[1].contains("c0.0") && host.text[1].contains("c0.1"), "\(host.text)")
    #expect(host.text[4].contains("c0.6") && !host.text[4].contains("c1.0"), "a section's last line is its own: \(host.text)")
    // The header covers the line at the top, as a pinned header in a stack does.
    host.press(.lineDown, times: 2)
    #expect(host.text[0].contains("Sección 0") && host.text[1].contains("c0.4"), "\(host.text)")
    host.press(.lineDown, times: 4)
    #expect(host.text[0].contains("Sección 1") && host.text[1].contains("c1.2"), "\(host.text)")
  }

  @Test("without pinnedViews, a grid's header scrolls with its lines")
  func unpinned() {
    let host = host(GridSections(pinned: false), columns: 20, rows: 5)
    host.press(.lineDown, times: 2)
    #expect(host.text[0].contains("c0.2") && !host.text.contains { $0.contains("Sección 0") }, "\(host.text)")
  }
}
