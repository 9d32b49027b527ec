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

/// A sidebar-adaptable tab view of two sections, one titled by a string, one by a header view.
private struct Library: View {
  var body: some View {
    TabView {
      Tab("Home", systemImage: "house") { Text("home") }
      TabSection("Collections") {
        Tab("Books", systemImage: "book") { Text("books") }
        Tab("Films", systemImage: "film") { Text("films") }
      }
      TabSection {
        Tab("Help", systemImage: "questionmark") { Text("help") }
      } header: {
        Text("Support")
      }
    }
    .tabViewStyle(.sidebarAdaptable)
  }
}

@MainActor
@Suite struct TabCollectionTests {
  @Test("A TabSection's title stands in the bar before its first tab, as a sidebar's section header")
  func sectionTitles() throws {
    let host = host(Library(), columns: 70, rows: 5)
    let bar = host.text[4]
    let collections = try #require(bar.range(of: "Collections:"), "\(host.text)")
    let support = try #require(bar.range(of: "Support:"), "\(host.text)")
    let books = try #require(bar.range(of: "Books"), "\(host.text)")
    let help = try #require(bar.range(of: "Help"), "\(host.text)")
    #expect(bar.range(of: "Home")!.lowerBound < collections.lowerBound && collections.upperBound <= books.lowerBound)
    #expect(bar.range(of: "Films")!.lowerBound < support.lowerBound && support.upperBound <= help.lowerBound, "\(bar)")
    #expect(bar.components(separatedBy: ":").count == 3, "one title a section: \(bar)")
  }

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
