import GuiaUI

// After Apple's List documentation: a list of oceans with a single selection.
struct Ocean: Identifiable, Hashable {
    let name: String
    let id = UUID()
}

struct SelectionExample: View {
    private var oceans = [
        Ocean(name: "Pacific"),
        Ocean(name: "Atlantic"),
        Ocean(name: "Indian"),
        Ocean(name: "Southern"),
        Ocean(name: "Arctic"),
    ]
    @State private var multiSelection = Set<UUID>()

    var body: some View {
        NavigationStack {
            List(oceans, selection: $multiSelection) {
                Text($0.name)
            }
            .navigationTitle("Oceans")
        }
        Text("\(multiSelection.count) selections")
    }
}
