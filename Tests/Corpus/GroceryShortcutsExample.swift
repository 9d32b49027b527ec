import GuiaUI

// A list with a New Item command, as Apple's keyboardShortcut documentation pairs them: ⌘N
// opens a sheet that names the new item, whose Add button is the default action (Return) and
// whose Cancel button is the cancel action (Escape).
struct GroceryShortcutsExample: View {
    @State private var items = ["Milk", "Bread"]
    @State private var isAdding = false
    @State private var newItem = ""

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(items, id: \.self) { item in
                Text(item)
            }
            Button("New Item") {
                isAdding = true
            }
            .keyboardShortcut("n", modifiers: .command)
        }
        .sheet(isPresented: $isAdding) {
            VStack {
                TextField("Item name", text: $newItem)
                HStack {
                    Button("Cancel", role: .cancel) {
                        newItem = ""
                        isAdding = false
                    }
                    .keyboardShortcut(.cancelAction)
                    Button("Add") {
                        items.append(newItem)
                        newItem = ""
                        isAdding = false
                    }
                    .keyboardShortcut(.defaultAction)
                    .disabled(newItem.isEmpty)
                }
            }
            .padding()
        }
    }
}
