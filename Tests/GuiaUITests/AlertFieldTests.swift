import GuiaUI
import TerminalUI
import Testing

/// An alert that asks for a name, as SwiftUI allows a `TextField` among an alert's actions.
private struct Rename: View {
  @State private var isRenaming = false
  @State private var name = "Untitled"
  @State private var draft = ""
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Name: \(name)")
      Button("Rename") { isRenaming = true }
      Spacer()
    }
    .alert("Rename", isPresented: $isRenaming) {
      TextField("New name", text: $draft)
      Button("Cancel", role: .cancel) { draft = "" }
      Button("OK") { name = draft }
    }
  }
}

@MainActor
@Suite struct AlertFieldTests {
  @Test("An alert's text field stands above its buttons with focus: typing fills it, Return runs the default button, Escape cancels")
  func textFieldInAlert() {
    let host = host(Rename(), columns: 40, rows: 12)
    host.type(.control("i"), .enter)
    #expect(host.lines.contains { $0.contains("New name") }, "\(host.lines)")
    host.type("Notes q")
    #expect(host.lines.contains { $0.contains("Notes q") }, "the field has the keys, q too: \(host.lines)")
    host.type(.enter)
    #expect(host.lines[0] == "Name: Notes q" && !host.lines.contains { $0.contains("Cancel") }, "\(host.lines)")
    host.type(.control("i"), .enter)
    host.type("x")
    host.type(.escape)
    #expect(host.lines[0] == "Name: Notes q" && !host.lines.contains { $0.contains("Cancel") }, "\(host.lines)")
  }
}
