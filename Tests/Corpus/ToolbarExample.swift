import GuiaUI

// After Apple's toolbar(content:) documentation: an editor with cancel and save actions.
struct ToolbarExample: View {
    @State private var text = ""
    @State private var saves = 0

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                TextField("Note", text: $text)
                Text("Saved \(saves) times")
            }
            .navigationTitle("Editor")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { text = "" }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") { saves += 1 }
                }
            }
        }
    }
}
