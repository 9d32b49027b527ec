import GuiaUI
import TerminalUI
import Testing

/// Tabs made by a `ForEach` and grouped in a `TabSection`, as Apple's TabView documentation
/// writes an app of several mailboxes.
private struct Mailbox: Identifiable {
  let id: Int
  let name: String
}

private struct Mail: View {
  @State private var selection = 1
  let boxes = [Mailbox(id: 1, name: "Inbox"), Mailbox(id: 2, name: "Sent"), Mailbox(id: 3, name: "Drafts")]
  var body: some View {
    TabView(selection: $selection) {
      ForEach(boxes) { box in
        Tab(box.name, systemImage: "tray", value: box.id) {
          Text("\(box.name) messages")
        }
      }
      TabSection("Other") {
        Tab("Settings", systemImage: "gear", value: 9) { Text("Settings screen") }
      }
    }
  }
}

@MainActor
@Suite struct TabCollectionTests {
  @Test("A ForEach of Tabs gives a tab per element and a TabSection's tabs follow in the bar; Alt-n shows them by their order")
  func forEachAndSection() {
    let host = host(Mail(), columns: 60, rows: 5)
    #expect(host.text[0] == "Inbox messages", "\(host.text)")
    #expect(host.text[4].contains("Inbox]") && host.text[4].contains("Drafts") && host.text[4].contains("Settings"), "\(host.text)")
    host.type(.alt("3"))
    #expect(host.text[0] == "Drafts messages", "\(host.text)")
    host.type(.alt("4"))
    #expect(host.text[0] == "Settings screen", "\(host.text)")
  }
}
