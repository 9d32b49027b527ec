@testable import GuiaUI
import TerminalUI
import Testing

/// A sheet's form, as SwiftUI's documentation writes one: a field, a default button and a
/// cancel button, and a toggle on Ctrl-B (⌘B).
private struct Editor: View {
  @State private var name = ""
  @State private var log: [String] = []
  @State private var isBold = false
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("log: \(log.joined(separator: ","))")
      TextField("Nombre", text: $name)
      Toggle("Negrita", isOn: $isBold).keyboardShortcut("b")
      HStack {
        Button("Cancelar", role: .cancel) { log.append("cancel") }
          .keyboardShortcut(.cancelAction)
        Button("Guardar") { log.append("save \(name)") }
          .keyboardShortcut(.defaultAction)
        Button("Borrar") { log.append("delete") }
          .keyboardShortcut("d")
          .disabled(true)
      }
    }
  }
}

private struct Covered: View {
  @State private var count = 0
  var body: some View {
    VStack {
      Button("Sumar \(count)") { count += 1 }
        .keyboardShortcut("n", modifiers: [])
      Spacer()
    }
    .alert("Aviso", isPresented: .constant(count > 0)) { Button("OK") {} }
  }
}

@MainActor
@Suite struct KeyboardShortcutTests {
  @Test("Enter runs the default button and Escape the cancel one, with nothing focused")
  func defaultAndCancel() {
    let host = host(Editor(), columns: 40, rows: 4)
    host.type(.enter)
    #expect(host.lines[0] == "log: save")
    host.type(.escape)
    #expect(host.lines[0] == "log: save ,cancel")
  }

  @Test("A Command shortcut is Control in a terminal, and runs a toggle wherever focus is")
  func commandIsControl() {
    let host = host(Editor(), columns: 40, rows: 4)
    #expect(host.lines[2] == "[ ] Negrita")
    host.type(.control("b"))
    #expect(host.lines[2] == "[x] Negrita")
    host.type(.character("b"))
    #expect(host.lines[2] == "[x] Negrita", "a plain b is not ⌘B")
  }

  @Test("A focused field keeps the keys it edits, Return also pressing the default button; a focused button takes Enter itself")
  func focusedControlsFirst() {
    let host = host(Editor(), columns: 40, rows: 4)
    host.type(.control("i"))
    host.type("Ana")
    host.type(.control("b"))
    #expect(host.lines[2] == "[x] Negrita", "the shortcut reaches the toggle from the field")
    host.type(.enter)
    #expect(host.lines[0] == "log: save Ana", "Return in a field presses the default button")
    host.type(.control("i"), .control("i"))
    host.type(.enter)
    #expect(host.lines[0] == "log: save Ana,cancel", "the focused Cancel button runs, not the default one")
    host.type(.control("i"), .control("i"))
    host.type(.escape)
    #expect(host.lines[0] == "log: save Ana,cancel,cancel", "Escape in a field presses the cancel button")
  }

  @Test("A disabled control, or one under an alert, answers no shortcut")
  func disabledAndCovered() {
    let editor = host(Editor(), columns: 40, rows: 4)
    editor.type(.control("d"))
    #expect(editor.lines[0] == "log:")
    let covered = host(Covered(), columns: 40, rows: 16)
    covered.type(.character("n"))
    #expect(covered.lines.joined().contains("Sumar 1"))
    covered.type(.character("n"))
    #expect(covered.lines.joined().contains("Sumar 1"), "the alert covers the button")
  }

  @Test("A shortcut's modifiers: Command and Control alike, Option as Alt, letters either case with Control")
  func matching() {
    let save = KeyboardShortcut("s")
    #expect(save.matches(KeyPress(.control("s"))!))
    #expect(save.matches(KeyPress(.control("S"))!))
    #expect(!save.matches(KeyPress(.character("s"))!))
    #expect(KeyboardShortcut("x", modifiers: .option).matches(KeyPress(.alt("x"))!))
    #expect(KeyboardShortcut.defaultAction.matches(KeyPress(.enter)!))
    #expect(!KeyboardShortcut.defaultAction.matches(KeyPress(.escape)!))
  }
}
