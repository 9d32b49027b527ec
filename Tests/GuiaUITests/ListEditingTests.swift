import GuiaUI
import Testing

/// `onDelete`, `onMove`, `EditButton`, `swipeActions` and `contextMenu` in a `List`, by the
/// keys on its current row (issue 51, §2.5).
private struct Chore: Identifiable {
  let id: Int
  var title: String
}

private struct Chores: View {
  @State private var chores = ["Barrer", "Fregar", "Planchar", "Regar"].enumerated().map { Chore(id: $0, title: $1) }
  @State private var log = ""

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading, spacing: 0) {
        Text(chores.map(\.title).joined(separator: ",") + " " + log)
        List {
          ForEach(chores) { chore in
            Text(chore.title)
              .swipeActions(edge: .trailing) {
                Button("Archivar") { log = "archivado \(chore.title)" }
                Button("Marcar") { log = "marcado \(chore.title)" }
              }
              .contextMenu {
                Button("Copiar") { log = "copiado \(chore.title)" }
              }
          }
          .onDelete { chores.remove(atOffsets: $0) }
          .onMove { chores.move(fromOffsets: $0, toOffset: $1) }
        }
      }
      .toolbar { EditButton() }
    }
  }
}

private struct Shopping: View {
  @State private var items = ["Pan", "Leche", "Huevos"].enumerated().map { Chore(id: $0, title: $1) }

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text(items.map(\.title).joined(separator: ","))
      List($items, editActions: .all) { $item in
        Text(item.title)
      }
    }
  }
}

private struct Mailbox: View {
  @State private var messages = ["Hola", "Factura", "Aviso"]
  @State private var selected: String?

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text(messages.joined(separator: ",") + " [" + (selected ?? "-") + "]")
      List(selection: $selected) {
        Section("Entrada") {
          ForEach(messages, id: \.self) { Text($0) }
            .onDelete { messages.remove(atOffsets: $0) }
        }
      }
    }
  }
}

@MainActor
@Suite struct ListEditingTests {
  @Test("remove(atOffsets:) and move(fromOffsets:toOffset:) as SwiftUI's: a move goes before the element that was at the offset")
  func collectionEdits() {
    var letters = ["a", "b", "c", "d", "e"]
    letters.remove(atOffsets: IndexSet([1, 3]))
    #expect(letters == ["a", "c", "e"])
    var moved = ["a", "b", "c", "d", "e"]
    moved.move(fromOffsets: IndexSet(integer: 0), toOffset: 3)
    #expect(moved == ["b", "c", "a", "d", "e"])
    moved.move(fromOffsets: IndexSet([3, 4]), toOffset: 0)
    #expect(moved == ["d", "e", "b", "c", "a"])
    moved.move(fromOffsets: IndexSet(integer: 1), toOffset: 5)
    #expect(moved == ["d", "b", "c", "a", "e"])
  }

  @Test("A list with onDelete: Down makes a current row (reverse video), Delete deletes it and the next row becomes current")
  func delete() {
    let host = host(Chores(), columns: 60, rows: 10)
    #expect(host.text.contains { $0.hasPrefix("Barrer,Fregar,Planchar,Regar") }, "\(host.text)")
    let row = host.text.firstIndex { $0 == "  Barrer" }
    #expect(row != nil, "\(host.text)")
    host.type(.down, .down)
    if let row { #expect(host.screen().rows[row + 1][2].style.contains(.reverse), "Fregar is current: \(host.text)") }
    host.type(.backspace)
    #expect(host.text.contains { $0.hasPrefix("Barrer,Planchar,Regar") }, "\(host.text)")
    if let row { #expect(host.text[row + 1] == "  Planchar" && host.screen().rows[row + 1][2].style.contains(.reverse), "\(host.text)") }
  }

  @Test("A list with onMove: ] moves the current row down, [ up, and it stays current")
  func move() {
    let host = host(Chores(), columns: 60, rows: 10)
    host.type(.down)
    host.type(.character("]"), .character("]"))
    #expect(host.text.contains { $0.hasPrefix("Fregar,Planchar,Barrer,Regar") }, "\(host.text)")
    host.type(.character("["))
    #expect(host.text.contains { $0.hasPrefix("Fregar,Barrer,Planchar,Regar") }, "\(host.text)")
  }

  @Test("EditButton turns the edit mode on (\"Done\"), which marks the deletable rows; again turns it off")
  func editButton() {
    let host = host(Chores(), columns: 60, rows: 10)
    #expect(host.text.contains { $0.contains("Edit") }, "\(host.text)")
    #expect(!host.text.contains { $0.contains("⊖ Barrer") })
    #expect(!host.text.contains { $0.contains("≡") })
    host.type(.control("i"), .enter)
    #expect(host.text.contains { $0.contains("Done") }, "\(host.text)")
    #expect(host.text.contains { $0 == "  ⊖ Barrer" }, "one mark for onDelete and onMove: \(host.text)")
    host.type(.enter)
    #expect(!host.text.contains { $0.contains("⊖ Barrer") }, "\(host.text)")
  }

  @Test("swipeActions: Left on the current row shows its trailing actions under it; Down and Enter run the second; Escape closes")
  func swipe() {
    let host = host(Chores(), columns: 60, rows: 12)
    host.type(.down, .left)
    let row = host.text.firstIndex { $0 == "  Barrer" }
    #expect(row != nil, "\(host.text)")
    if let row {
      #expect(host.text[row + 1].contains("› Archivar") && host.text[row + 2].contains("Marcar"), "\(host.text)")
    }
    host.type(.down, .enter)
    #expect(host.text.contains { $0.contains("marcado Barrer") }, "\(host.text)")
    #expect(!host.text.contains { $0.contains("Archivar") }, "the menu closed: \(host.text)")
    host.type(.left, .escape)
    #expect(!host.text.contains { $0.contains("Archivar") }, "\(host.text)")
  }

  @Test("contextMenu: Enter on the current row opens it; Enter runs its button")
  func contextMenu() {
    let host = host(Chores(), columns: 60, rows: 12)
    host.type(.down, .down, .enter)
    #expect(host.text.contains { $0.contains("› Copiar") }, "\(host.text)")
    host.type(.enter)
    #expect(host.text.contains { $0.contains("copiado Fregar") }, "\(host.text)")
  }

  @Test("List($items, editActions: .all): Delete deletes the current row, ] moves it down")
  func editActions() {
    let host = host(Shopping(), columns: 40, rows: 6)
    host.type(.down, .character("]"))
    #expect(host.text[0] == "Leche,Pan,Huevos", "\(host.text)")
    host.type(.backspace)
    #expect(host.text[0] == "Leche,Huevos", "\(host.text)")
  }

  @Test("With a selection, Delete deletes the selected row of a section's ForEach, and the next row is selected")
  func deleteSelected() {
    let host = host(Mailbox(), columns: 40, rows: 8)
    host.type(.down, .down)
    #expect(host.text[0] == "Hola,Factura,Aviso [Factura]", "the header is no row to select: \(host.text)")
    host.type(.delete)
    #expect(host.text[0] == "Hola,Aviso [Aviso]", "\(host.text)")
  }

  @Test("After Edit (a control outside the list) takes focus, Tab gives the list focus, and its keys act on its rows again")
  func focusAfterEdit() {
    let host = host(Chores(), columns: 60, rows: 10)
    host.type(.control("i"), .enter)
    #expect(host.text.contains { $0.contains("Done") }, "\(host.text)")
    host.type(.control("i"), .down, .backspace)
    #expect(host.text.contains { $0.hasPrefix("Fregar,Planchar,Regar") }, "\(host.text)")
    host.type(.control("i"), .enter)
    #expect(host.text.contains { $0.contains("Edit") }, "Tab goes round to Edit: \(host.text)")
  }
}
