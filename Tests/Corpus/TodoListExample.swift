import GuiaUI

// After Apple's documentation of onDelete(perform:), onMove(perform:), EditButton and
// swipeActions(edge:allowsFullSwipe:content:): a to-do list that deletes, reorders and flags.
struct TodoItem: Identifiable {
    let id = UUID()
    var title: String
    var isFlagged = false
}

struct TodoListExample: View {
    @State private var items = [
        TodoItem(title: "Buy milk"),
        TodoItem(title: "Walk the dog"),
        TodoItem(title: "Call mom"),
        TodoItem(title: "Pay bills"),
    ]

    var body: some View {
        NavigationStack {
            List {
                ForEach(items) { item in
                    HStack {
                        Text(item.title)
                        Spacer()
                        if item.isFlagged {
                            Text("Flagged")
                                .foregroundStyle(.orange)
                        }
                    }
                    .swipeActions(edge: .leading) {
                        Button {
                            toggleFlag(item)
                        } label: {
                            Label("Flag", systemImage: "flag")
                        }
                        .tint(.orange)
                    }
                }
                .onDelete(perform: delete)
                .onMove(perform: move)
            }
            .navigationTitle("To Do")
            .toolbar {
                EditButton()
            }
        }
    }

    func delete(at offsets: IndexSet) {
        items.remove(atOffsets: offsets)
    }

    func move(from source: IndexSet, to destination: Int) {
        items.move(fromOffsets: source, toOffset: destination)
    }

    func toggleFlag(_ item: TodoItem) {
        if let index = items.firstIndex(where: { $0.id == item.id }) {
            items[index].isFlagged.toggle()
        }
    }
}
