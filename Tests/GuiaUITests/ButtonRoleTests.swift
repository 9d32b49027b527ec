import GuiaUI
import Testing

private struct Roles: View {
  @State private var isPresented = false
  @State private var deleted = 0
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Button("Delete", role: .destructive) { deleted += 1 }
      Button("Cancel", role: .cancel) {}
      Text("deleted \(deleted)")
      Button("Ask") { isPresented = true }
    }
    .alert("Sure?", isPresented: $isPresented) {
      Button("Remove", role: .destructive) {}
      Button("Keep", role: .cancel) {}
    }
  }
}

private struct Popover: View {
  @State private var isShowing = false
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("main")
      Button("Info") { isShowing = true }
    }
    .popover(isPresented: $isShowing, arrowEdge: .bottom) {
      Text("details")
    }
  }
}

private struct BadgedList: View {
  var body: some View {
    List {
      Text("Inbox").badge(4)
      Text("Drafts").badge(0)
      Text("Sent").badge("new")
    }
  }
}

@MainActor
@Suite struct ButtonRoleTests {
  @Test("Button(_:role:action:): a destructive button is red and still runs; in an alert, red, and the cancel button bold")
  func roles() throws {
    let host = host(Roles(), columns: 30, rows: 10)
    let rows = host.screen().rows
    #expect(rows[0][0].style.foreground == .palette(1), "destructive: red")
    #expect(rows[1][0].style.foreground == nil, "cancel: as any button, outside an alert")
    host.type(.control("i"))
    host.type(.enter)
    #expect(host.text[2] == "deleted 1", "\(host.text)")
    host.type(.control("i"), .control("i"))
    host.type(.enter)
    let screen = host.screen()
    let row = try #require(host.text.firstIndex { $0.contains("Keep") && $0.contains("Remove") }, "\(host.text)")
    let line = Array(host.text[row])
    let keep = line.firstIndex(of: "K")!
    let remove = line.firstIndex(of: "R")!
    #expect(keep < remove, "the cancel button first: \(host.text[row])")
    #expect(screen.rows[row][remove].style.foreground == .palette(1), "Remove is red")
    #expect(screen.rows[row][keep].style.contains(.bold), "Keep, the cancel button, is bold")
  }

  @Test(".popover is a sheet on a terminal: it covers the view; Escape closes it")
  func popover() {
    let host = host(Popover(), columns: 20, rows: 5)
    host.type(.control("i"))
    host.type(.enter)
    #expect(host.text.contains { $0.contains("details") } && !host.text.contains("main"), "\(host.text)")
    host.type(.escape)
    #expect(host.text[0] == "main", "\(host.text)")
  }

  @Test(".badge on a list row: its count or text at the row's end; zero shows none")
  func listBadge() {
    let host = host(BadgedList(), columns: 20, rows: 4)
    #expect(host.text[0].hasPrefix("  Inbox") && host.text[0].hasSuffix("4"), "\(host.text)")
    #expect(host.text[1] == "  Drafts", "\(host.text)")
    #expect(host.text[2].hasSuffix("new"), "\(host.text)")
  }
}
