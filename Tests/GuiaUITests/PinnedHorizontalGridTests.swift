import GuiaUI
import Testing

/// Sections in a `LazyHGrid`, as Apple's documentation writes them: a section's header is a
/// column of its own before its items, and with `pinnedViews` it stays at the leading edge
/// while its columns scroll under it (its footer at the trailing edge).
private struct ShelfSections: View {
  let pinned: PinnedScrollableViews
  let rows = [GridItem(.fixed(16)), GridItem(.fixed(16))]
  var body: some View {
    ScrollView(.horizontal) {
      LazyHGrid(rows: rows, alignment: .top, spacing: 8, pinnedViews: pinned) {
        ForEach(0..<3) { section in
          Section {
            ForEach(0..<8) { item in Text("i\(section)\(item)") }
          } header: {
            Text("H\(section)")
          } footer: {
            Text("F\(section)")
          }
        }
      }
    }
  }
}

@MainActor
@Suite struct PinnedHorizontalGridTests {
  @Test("a pinned header stays at the leading edge while its section's columns scroll under it")
  func pinnedHeaders() {
    let host = host(ShelfSections(pinned: [.sectionHeaders]), columns: 20, rows: 3)
    #expect(host.text[0].hasPrefix("H0") && host.text[0].contains("i00"), "\(host.text)")
    host.press(.columns(8))
    #expect(host.text[0].hasPrefix("H0"), "the header pinned: \(host.text)")
    #expect(!host.text[0].contains("i00"), "its first column scrolled away: \(host.text)")
  }

  @Test("a pinned footer stays at the trailing edge while its section's columns show")
  func pinnedFooters() {
    let host = host(ShelfSections(pinned: [.sectionFooters]), columns: 20, rows: 3)
    #expect(host.text[0].hasSuffix("F0"), "\(host.text)")
  }

  @Test("without pinnedViews, a horizontal grid's header scrolls away with its columns")
  func unpinned() {
    let host = host(ShelfSections(pinned: []), columns: 20, rows: 3)
    host.press(.columns(8))
    #expect(!host.text.contains { $0.hasPrefix("H0") }, "\(host.text)")
  }
}
