import GuiaUI
import ScrollKit
import TerminalUI
import Testing

private struct Mail: View {
  @State private var folder: String?
  @State private var visibility = NavigationSplitViewVisibility.all
  let folders = ["Inbox", "Sent", "Trash"]
  var sidebarWidth: CGFloat?

  var body: some View {
    NavigationSplitView(columnVisibility: $visibility) {
      List(folders, id: \.self, selection: $folder) { Text($0) }
        .navigationTitle("Folders")
        .navigationSplitViewColumnWidth(sidebarWidth ?? 160)
    } detail: {
      VStack {
        if let folder { Text("Messages in \(folder)") } else { Text("Pick a folder") }
        Button("Focus") { visibility = .detailOnly }
      }
    }
  }
}

private struct Library: View {
  @State private var shelf: String?
  @State private var book: String?

  var body: some View {
    NavigationSplitView {
      List(["Poetry", "Novels"], id: \.self, selection: $shelf) { Text($0) }
    } content: {
      if let shelf {
        List(shelf == "Poetry" ? ["Odes", "Sonnets"] : ["Emma", "Ulysses"], id: \.self, selection: $book) {
          Text($0)
        }
      } else {
        Text("No shelf")
      }
    } detail: {
      Text(book.map { "Reading \($0)" } ?? "No book")
    }
  }
}

private struct Linked: View {
  @State private var selection: Int?

  var body: some View {
    NavigationSplitView {
      List(selection: $selection) {
        ForEach(1..<4, id: \.self) { number in
          NavigationLink("Item \(number)", value: number)
        }
      }
    } detail: {
      Text(selection.map { "Detail \($0)" } ?? "Nothing")
    }
  }
}

@MainActor
@Suite struct NavigationSplitViewTests {
  @Test("Regular width: sidebar and detail side by side; the sidebar's list takes Up and Down, the detail follows")
  func sideBySide() throws {
    let host = host(Mail(), columns: 80, rows: 10)
    var lines = host.text
    #expect(lines[0].hasPrefix(" Folders"), "\(lines)")
    let inbox = try #require(lines.first { $0.contains("Inbox") })
    #expect(inbox.contains("│"), "a line between the columns: \(lines)")
    #expect(lines.contains { $0.contains("Pick a folder") })
    host.type(.down)
    lines = host.text
    #expect(lines.contains { $0.contains("Messages in Inbox") } && lines.contains { $0.contains("Trash") }, "\(lines)")
    // The sidebar is 160 points, 20 columns: the line at column 20.
    #expect(Array(try #require(lines.first { $0.contains("Trash") }))[20] == "│", "\(lines)")
  }

  @Test("Compact width: the sidebar alone; Enter shows the detail, Escape goes back")
  func stacked() {
    let host = host(Mail(), columns: 50, rows: 10)
    #expect(host.text.contains { $0.contains("Inbox") })
    #expect(!host.text.contains { $0.contains("Pick a folder") })
    host.type(.down, .down)
    host.type(.enter)
    #expect(host.text.contains { $0.contains("Messages in Sent") }, "\(host.text)")
    #expect(!host.text.contains { $0.contains("Trash") })
    #expect(host.text[0].hasPrefix(" ‹"), "\(host.text)")
    host.type(.escape)
    #expect(host.text.contains { $0.contains("Trash") }, "\(host.text)")
    // Wide again: the selection kept, both columns.
    host.resize(to: CellSize(width: 90, height: 10))
    #expect(host.text.contains { $0.contains("Messages in Sent") } && host.text.contains { $0.contains("Trash") })
  }

  @Test("Three columns: Right moves the keys to the content column, whose list then chooses the detail")
  func threeColumns() {
    let host = host(Library(), columns: 100, rows: 10)
    #expect(host.text.contains { $0.contains("No shelf") && $0.contains("No book") }, "\(host.text)")
    host.type(.down)
    #expect(host.text.contains { $0.contains("Odes") }, "\(host.text)")
    host.type(.right, .down, .down)
    #expect(host.text.contains { $0.contains("Reading Sonnets") }, "\(host.text)")
    #expect(host.text.contains { $0.contains("Poetry") }, "the sidebar's selection kept")
    host.type(.left, .down)
    #expect(host.text.contains { $0.contains("Emma") }, "\(host.text)")
  }

  @Test("columnVisibility .detailOnly leaves the detail alone")
  func detailOnly() {
    let host = host(Mail(), columns: 80, rows: 10)
    host.type(.right, .control("i"), .enter)
    #expect(!host.text.contains { $0.contains("Inbox") }, "\(host.text)")
    #expect(host.text.contains { $0.contains("Pick a folder") })
  }

  @Test("A NavigationLink with a value in the sidebar's list selects it; stacked, it shows the detail")
  func linkSelects() {
    let wide = host(Linked(), columns: 80, rows: 8)
    wide.type(.control("i"), .control("i"), .enter)
    #expect(wide.text.contains { $0.contains("Detail 2") }, "\(wide.text)")
    let narrow = host(Linked(), columns: 40, rows: 8)
    narrow.type(.control("i"), .enter)
    #expect(narrow.text.contains { $0.contains("Detail 1") } && !narrow.text.contains { $0.contains("Item 2") }, "\(narrow.text)")
  }
}
