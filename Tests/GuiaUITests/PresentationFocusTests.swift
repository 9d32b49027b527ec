import GuiaUI
import TerminalUI
import Testing

/// A note whose title field opens a sheet on Return: the sheet has a field of its own.
private struct NoteEditor: View {
  @State private var title = ""
  @State private var isEditingTags = false
  @State private var tags = ""
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      TextField("Title", text: $title)
        .onSubmit { isEditingTags = true }
      Text("title: \(title)")
      Text("tags: \(tags)")
      Spacer()
    }
    .sheet(isPresented: $isEditingTags) { TagSheet(tags: $tags) }
  }
}

private struct TagSheet: View {
  @Binding var tags: String
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Tags")
      TextField("Tags", text: $tags)
        .onSubmit { dismiss() }
    }
  }
}

/// A button opening an alert with a field, beside a second button.
private struct Rename: View {
  @State private var isRenaming = false
  @State private var name = "Untitled"
  @State private var draft = ""
  @State private var opened = 0
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Name: \(name) opened \(opened)")
      Button("Other") {}
      Button("Rename") {
        opened += 1
        isRenaming = true
      }
      Spacer()
    }
    .alert("Rename", isPresented: $isRenaming) {
      TextField("New name", text: $draft)
      Button("OK") { name = draft }
    }
  }
}

/// A sheet that removes the field that had focus when it opened.
private struct Vanishing: View {
  @State private var showsField = true
  @State private var isShowing = false
  @State private var text = ""
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      if showsField {
        TextField("Gone", text: $text).onSubmit { isShowing = true }
      }
      TextField("Kept", text: $text)
      Text("text: \(text)")
      Spacer()
    }
    .sheet(isPresented: $isShowing) {
      Button("Remove") {
        showsField = false
        isShowing = false
      }
    }
  }
}

@MainActor
@Suite struct PresentationFocusTests {
  @Test("When a sheet closes, focus goes back to the field that had it: typing reaches it with no Tab")
  func sheetGivesFocusBack() {
    let host = host(NoteEditor(), columns: 40, rows: 10)
    host.type(.control("i"))
    host.type("ab")
    host.type(.enter)
    #expect(host.lines.contains("Tags"), "\(host.lines)")
    host.type(.control("i"))
    host.type("x")
    host.type(.enter)
    #expect(host.lines.contains("tags: x"), "\(host.lines)")
    host.type("c")
    #expect(host.lines.contains("title: abc"), "typing goes to the title field again: \(host.lines)")
  }

  @Test("When an alert closes, focus goes back to the button that opened it")
  func alertGivesFocusBack() {
    let host = host(Rename(), columns: 40, rows: 12)
    host.type(.control("i"), .control("i"), .enter)
    #expect(host.lines.contains { $0.contains("New name") }, "\(host.lines)")
    host.type("Z")
    host.type(.enter)
    #expect(host.lines[0] == "Name: Z opened 1", "\(host.lines)")
    host.type(.enter)
    #expect(host.lines[0] == "Name: Z opened 2", "Return presses Rename again: \(host.lines)")
  }

  @Test("When the view that had focus is gone as the sheet closes, the first focusable view takes it")
  func vanishedFocusFallsToTheFirst() {
    let host = host(Vanishing(), columns: 40, rows: 10)
    host.type(.control("i"))
    host.type(.enter)
    host.type(.control("i"), .enter)
    #expect(!host.lines.contains { $0.contains("Remove") }, "\(host.lines)")
    host.type("k")
    #expect(host.lines.contains("text: k"), "the kept field has focus: \(host.lines)")
  }
}
