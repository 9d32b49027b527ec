import GuiaUI
import Testing

/// Apple's `TabView` example: `.tabItem`, `.tag` and a selection binding; a badge.
private struct Mail: View {
  @State private var selection = 1
  var body: some View {
    VStack(spacing: 0) {
      Text("selection \(selection)")
      TabView(selection: $selection) {
        Counter(name: "Received")
          .tabItem { Label("Received", systemImage: "tray") }
          .tag(1)
          .badge(2)
        Counter(name: "Sent")
          .tabItem { Text("Sent") }
          .tag(2)
      }
    }
  }
}

private struct Counter: View {
  let name: String
  @State private var count = 0
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("\(name) \(count)")
      Button("Add") { count += 1 }
    }
  }
}

/// SwiftUI's newer API: `Tab(_:systemImage:value:)`, a badge on a tab.
private struct NewTabs: View {
  @State private var selected = 0
  var body: some View {
    TabView(selection: $selected) {
      Tab("Home", systemImage: "house", value: 0) { Text("Home screen") }
      Tab("Alerts", systemImage: "bell", value: 1) { Text("Alerts screen") }.badge(5)
      Tab("Settings", systemImage: "gear", value: 2) { Text("Settings screen") }
      Tab(value: 3, role: .search) { Text("Search screen") }
    }
    .tabViewStyle(.sidebarAdaptable)
  }
}

private struct Unbound: View {
  var body: some View {
    TabView {
      Tab("One", systemImage: "1.circle") { Text("first") }
      Tab("Two", systemImage: "2.circle") { Text("second") }
    }
  }
}

@MainActor
@Suite struct TabViewTests {
  @Test("TabView: the tag's tab shows, the bar below names each tab (the shown one in brackets, a badge in parentheses); Alt-2 switches, writing the selection")
  func tabItems() {
    let host = host(Mail(), columns: 40, rows: 8)
    #expect(host.text[0].hasSuffix("selection 1") && host.text[1] == "Received 0", "\(host.text)")
    #expect(host.text[7].contains("[📥 Received (2)]  Sent"), "\(host.text)")
    #expect(host.text[6].hasPrefix("───"), "a line above the bar: \(host.text)")
    host.type(.alt("2"))
    #expect(host.text[0].hasSuffix("selection 2") && host.text[1] == "Sent 0" && host.text[7].contains("[Sent]"), "\(host.text)")
  }

  @Test("TabView: a tab not shown keeps its state; Tab reaches the bar, where ← → switch tabs")
  func keepsState() {
    let host = host(Mail(), columns: 40, rows: 8)
    host.type(.control("i"))
    host.type(.enter, .enter)
    #expect(host.text[1] == "Received 2", "\(host.text)")
    host.type(.control("i"))
    host.type(.right)
    #expect(host.text[1] == "Sent 0", "\(host.text)")
    host.type(.left)
    #expect(host.text[1] == "Received 2", "the state of the tab left was kept: \(host.text)")
  }

  @Test("Tab(_:systemImage:value:) with .badge, selected by value; a TabView without a selection starts on its first tab")
  func tabs() {
    let host = host(NewTabs(), columns: 50, rows: 6)
    #expect(host.text[0] == "Home screen" && host.text[5].contains("Alerts (5)"), "\(host.text)")
    host.type(.alt("3"))
    #expect(host.text[0] == "Settings screen", "\(host.text)")
    host.type(.alt("4"))
    #expect(host.text[0] == "Search screen" && host.text[5].contains("[🔍 Search]"), "a search tab: \(host.text)")
    let unbound = GuiaUITests.host(Unbound(), columns: 40, rows: 5)
    #expect(unbound.text[0] == "first", "\(unbound.text)")
    unbound.type(.alt("2"))
    #expect(unbound.text[0] == "second", "\(unbound.text)")
  }
}

private struct Jump: View {
  @State private var selected = 0
  var body: some View {
    TabView(selection: $selected) {
      Tab("Home", systemImage: "house", value: 0) { Text("Home screen \(selected)") }
      Tab("Settings", systemImage: "gear", value: 2) { Button("Go home \(selected)") { selected = 0 } }
    }
  }
}

@MainActor
@Suite struct TabSelectionTests {
  @Test("A button in a tab writes the selection: its tab shows (a tab's content is itself, not a menu's button label)")
  func jump() {
    let host = host(Jump(), columns: 50, rows: 6)
    host.type(.alt("2"))
    host.type(.control("i"))
    host.type(.enter)
    #expect(host.text[0] == "Home screen 0", "\(host.text)")
  }
}
