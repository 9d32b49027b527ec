import GuiaUI

// A contacts list as the documentation of searchable(text:placement:prompt:), refreshable,
// ContentUnavailableView.search and toolbar show it.
struct Contact: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var city: String
}

@Observable
final class ContactStore {
    var contacts: [Contact] = [
        Contact(name: "Alice Smith", city: "Boston"),
        Contact(name: "Bob Jones", city: "Denver"),
        Contact(name: "Carol White", city: "Austin"),
    ]
    var refreshCount = 0

    func refresh() async {
        try? await Task.sleep(for: .milliseconds(10))
        refreshCount += 1
        contacts.append(Contact(name: "New Contact \(refreshCount)", city: "Seattle"))
    }
}

struct ContactsSearchExample: View {
    @State private var store = ContactStore()
    @State private var searchText = ""

    var searchResults: [Contact] {
        if searchText.isEmpty {
            return store.contacts
        } else {
            return store.contacts.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
        }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(searchResults) { contact in
                    VStack(alignment: .leading) {
                        Text(contact.name)
                            .font(.headline)
                        Text(contact.city)
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .listStyle(.plain)
            .overlay {
                if searchResults.isEmpty {
                    ContentUnavailableView.search(text: searchText)
                }
            }
            .navigationTitle("Contacts")
            .searchable(text: $searchText, prompt: "Search contacts")
            .refreshable {
                await store.refresh()
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Text("\(store.contacts.count) contacts")
                }
                ToolbarItem(placement: .status) {
                    ShareLink(item: "Contacts: \(store.contacts.map(\.name).joined(separator: ", "))")
                }
            }
        }
    }
}

#Preview {
    ContactsSearchExample()
}
