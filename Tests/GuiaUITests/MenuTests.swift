import GuiaUI
import Testing

/// Apple's `Menu` example: buttons, one destructive.
private struct Document: View {
  @State private var log: [String] = []
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Menu("Actions") {
        Button("Duplicate") { log.append("duplicate") }
        Button("Rename") { log.append("rename") }
        Button("Delete", role: .destructive) { log.append("delete") }
      }
      Text("Log: \(log.joined(separator: ","))")
    }
  }
}

private struct PrimaryMenu: View {
  @State private var log: [String] = []
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Menu {
        Button("Other") { log.append("other") }
      } label: {
        Text("Open")
      } primaryAction: {
        log.append("primary")
      }
      Text("Log: \(log.joined(separator: ","))")
    }
  }
}

@MainActor
@Suite struct MenuTests {
  @Test("Menu: its title and ▾; Enter opens its items below, ↓ and Enter run one and close it; Escape closes")
  func menu() {
    let host = host(Document(), columns: 30, rows: 8)
    #expect(host.text[0] == "Actions ▾" && host.text[1] == "Log:", "\(host.text)")
    host.type(.control("i"))
    host.type(.enter)
    #expect(host.text[1] == "  Duplicate" && host.text[2] == "  Rename" && host.text[3] == "  Delete", "\(host.text)")
    host.type(.down, .enter)
    #expect(host.text[1] == "Log: rename", "\(host.text)")
    host.type(.enter)
    host.type(.escape)
    #expect(host.text[1] == "Log: rename", "Escape closes without running: \(host.text)")
    host.type(.down, .down, .down, .down, .enter)
    #expect(host.text[1] == "Log: rename,delete", "\(host.text)")
  }

  @Test("Menu with a primary action: Enter runs it, ↓ opens the items")
  func primaryAction() {
    let host = host(PrimaryMenu(), columns: 30, rows: 6)
    host.type(.control("i"))
    host.type(.enter)
    #expect(host.text[1] == "Log: primary", "\(host.text)")
    host.type(.down)
    host.type(.enter)
    #expect(host.text[1] == "Log: primary,other", "↓ opened the items, Enter ran the first: \(host.text)")
  }
}
