import GuiaUI
import Testing

/// Sections in lazy stacks, as Apple's LazyVStack documentation writes them: with
/// `pinnedViews: [.sectionHeaders]` a section's header stays at the top while its rows
/// scroll under it, and the next section pushes it away.
private struct Sections: View {
  let pinned: Bool
  var body: some View {
    ScrollView {
      LazyVStack(alignment: .leading, spacing: 0, pinnedViews: pinned ? [.sectionHeaders] : []) {
        ForEach(0..<4) { section in
          Section(header: Text("Sección \(section)")) {
            ForEach(0..<5) { row in Text("fila \(section).\(row)") }
          }
        }
      }
    }
  }
}

@MainActor
@Suite struct PinnedSectionTests {
  @Test("a pinned header stays at the top while its rows scroll under it; the next section's header takes its place")
  func pinnedHeaders() {
    let host = host(Sections(pinned: true), columns: 20, rows: 5)
    #expect(host.text[0] == "Sección 0" && host.text[1] == "fila 0.0", "\(host.text)")
    host.press(.lineDown, times: 2)
    #expect(host.text[0] == "Sección 0" && host.text[1] == "fila 0.2", "\(host.text)")
    // The section's last row at the top: the header, pushed up to the section's end, covers
    // it; the next section's header follows.
    host.press(.lineDown, times: 3)
    #expect(host.text[0] == "Sección 0" && host.text[1] == "Sección 1", "\(host.text)")
    host.press(.lineDown, times: 2)
    #expect(host.text[0] == "Sección 1" && host.text[1] == "fila 1.1", "\(host.text)")
  }

  @Test("without pinnedViews, a header scrolls with its rows; a section's rows are the stack's rows")
  func unpinned() {
    let host = host(Sections(pinned: false), columns: 20, rows: 5)
    host.press(.lineDown, times: 2)
    #expect(host.text[0] == "fila 0.1", "\(host.text)")
  }

  @Test("Section in a plain stack lays out its header, rows and footer in order")
  func plainStack() {
    let host = host(
      VStack(alignment: .leading, spacing: 0) {
        Section {
          Text("uno")
        } header: {
          Text("Cabecera")
        } footer: {
          Text("Pie")
        }
      }, columns: 20, rows: 4)
    #expect(Array(host.text.prefix(3)) == ["Cabecera", "uno", "Pie"], "\(host.text)")
  }
}

/// Sections with footers, as Apple's documentation writes a `LazyVStack` whose footers pin.
private struct Footers: View {
  var body: some View {
    ScrollView {
      LazyVStack(alignment: .leading, spacing: 0, pinnedViews: [.sectionFooters]) {
        ForEach(0..<3) { section in
          Section {
            ForEach(0..<5) { row in Text("fila \(section).\(row)") }
          } footer: {
            Text("Pie \(section)")
          }
        }
      }
    }
  }
}

extension PinnedSectionTests {
  @Test("a pinned footer stays at the bottom while its rows show; its section's start pushes it down")
  func pinnedFooters() {
    let host = host(Footers(), columns: 20, rows: 4)
    #expect(host.text == ["fila 0.0", "fila 0.1", "fila 0.2", "Pie 0"], "\(host.text)")
    host.press(.lineDown, times: 3)
    // Rows 3 to 6: fila 0.3, fila 0.4, Pie 0 (in its place), fila 1.0, whose section's footer
    // is pinned to the bottom over it.
    #expect(host.text == ["fila 0.3", "fila 0.4", "Pie 0", "Pie 1"], "\(host.text)")
    host.press(.lineDown, times: 2)
    #expect(host.text == ["Pie 0", "fila 1.0", "fila 1.1", "Pie 1"], "\(host.text)")
  }
}
