import GuiaUI
import Testing

/// An alert as Apple's documentation writes one: a destructive action and a cancel button,
/// with a message.
private struct Inbox: View {
  @State private var isConfirming = false
  @State private var messages = 3
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Messages: \(messages)")
      Button("Delete all") { isConfirming = true }
    }
    .alert("Delete all messages?", isPresented: $isConfirming) {
      Button("Delete", role: .destructive) { messages = 0 }
      Button("Cancel", role: .cancel) {}
    } message: {
      Text("This cannot be undone.")
    }
  }
}

private struct Details: Identifiable {
  let name: String
  var id: String { name }
}

private struct Presenting: View {
  @State private var isShowing = false
  @State private var details: Details?
  @State private var opened = ""
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Opened: \(opened)")
      Button("Show") {
        details = Details(name: "report.pdf")
        isShowing = true
      }
    }
    .alert("Open file?", isPresented: $isShowing, presenting: details) { details in
      Button("Open \(details.name)") { opened = details.name }
    } message: { details in
      Text("\(details.name) is ready.")
    }
  }
}

private struct Dialog: View {
  @State private var isPresented = false
  @State private var choice = "none"
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Choice: \(choice)")
      Button("Share") { isPresented = true }
    }
    .confirmationDialog("Share", isPresented: $isPresented, titleVisibility: .visible) {
      Button("Copy link") { choice = "copy" }
      Button("Delete", role: .destructive) { choice = "delete" }
    }
  }
}

private struct PlainAlert: View {
  @State private var isPresented = true
  var body: some View {
    Text(isPresented ? "shown" : "closed")
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .alert("Saved", isPresented: $isPresented) {}
  }
}

@MainActor
@Suite struct AlertTests {
  @Test(".alert: a box over the view with its title, message and buttons, cancel first; Enter runs the highlighted button (not the destructive one), closing it")
  func alert() {
    let host = host(Inbox(), columns: 40, rows: 12)
    host.type(.control("i"))
    host.type(.enter)
    let box = host.text.joined(separator: "\n")
    #expect(box.contains("Delete all messages?") && box.contains("This cannot be undone."), "\(host.text)")
    let buttons = host.text.first { $0.contains("Cancel") } ?? ""
    #expect(buttons.contains("Delete"), "two buttons side by side: \(host.text)")
    #expect(buttons.split(separator: " ").drop { !$0.contains("Cancel") }.contains { $0.contains("Delete") }, "cancel first: \(buttons)")
    #expect(host.text[0].hasPrefix("Messages: 3"), "the view stays drawn around the box: \(host.text)")
    host.type(.enter)
    #expect(host.text[0] == "Messages: 3", "the cancel button was the default: \(host.text)")
    #expect(!host.text.joined().contains("Delete all messages?"), "closed: \(host.text)")
    host.type(.enter)
    host.type(.control("i"))
    #expect(host.text.joined().contains("Delete all messages?"), "Tab stays in the alert: \(host.text)")
    host.type(.enter)
    #expect(host.text[0] == "Messages: 0", "Tab then Enter ran Delete: \(host.text)")
    #expect(!host.text.joined().contains("Delete all messages?"), "closed: \(host.text)")
  }

  @Test(".alert(presenting:): the buttons and message made from the data; Escape closes")
  func presenting() {
    let host = host(Presenting(), columns: 40, rows: 12)
    host.type(.control("i"))
    host.type(.enter)
    #expect(host.text.contains { $0.contains("Open report.pdf") } && host.text.contains { $0.contains("report.pdf is ready.") }, "\(host.text)")
    host.type(.escape)
    #expect(host.text[0] == "Opened:", "\(host.text)")
    host.type(.enter)
    host.type(.enter)
    #expect(host.text[0] == "Opened: report.pdf", "\(host.text)")
  }

  @Test(".confirmationDialog: the actions one a row, a Cancel button added last; Escape cancels")
  func confirmationDialog() {
    let host = host(Dialog(), columns: 40, rows: 12)
    host.type(.control("i"))
    host.type(.enter)
    let rows = host.text
    let copy = rows.firstIndex { $0.contains("Copy link") }
    let delete = rows.firstIndex { $0.contains("Delete") }
    let cancel = rows.firstIndex { $0.contains("Cancel") }
    #expect(rows.contains { $0.contains("Share") && $0.contains("│") }, "the title is visible: \(rows)")
    #expect(copy != nil && delete == copy.map { $0 + 1 } && cancel == delete.map { $0 + 1 }, "\(rows)")
    host.type(.escape)
    #expect(host.text[0] == "Choice: none" && !host.text.contains { $0.contains("Copy link") }, "\(host.text)")
    host.type(.enter)
    host.type(.down, .enter)
    #expect(host.text[0] == "Choice: delete", "\(host.text)")
  }

  @Test(".alert with no buttons has OK, which closes it")
  func okButton() {
    let host = host(PlainAlert(), columns: 30, rows: 8)
    #expect(host.text.contains { $0.contains("OK") } && host.text.contains { $0.contains("Saved") }, "\(host.text)")
    host.type(.enter)
    #expect(host.text[0] == "closed", "\(host.text)")
  }
}
