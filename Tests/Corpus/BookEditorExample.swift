import GuiaUI

// Books edited through @Bindable, as the documentation of Bindable and "Managing model data in
// your app" show it: a library in the environment, a list of its books, an editor whose fields
// bind straight to the chosen @Observable book.
@Observable
final class LoanBook: Identifiable {
    let id = UUID()
    var title: String
    var author: String
    var isAvailable: Bool
    var rating: Int

    init(title: String, author: String, isAvailable: Bool = true, rating: Int = 3) {
        self.title = title
        self.author = author
        self.isAvailable = isAvailable
        self.rating = rating
    }
}

@Observable
final class LoanLibrary {
    var books: [LoanBook] = [
        LoanBook(title: "Dune", author: "Frank Herbert"),
        LoanBook(title: "Emma", author: "Jane Austen", isAvailable: false, rating: 4),
    ]

    var availableBooksCount: Int {
        books.filter(\.isAvailable).count
    }
}

struct LoanBookEditView: View {
    @Bindable var book: LoanBook
    @FocusState private var isTitleFocused: Bool

    var body: some View {
        Form {
            TextField("Title", text: $book.title)
                .focused($isTitleFocused)
            TextField("Author", text: $book.author)
            Toggle("Available", isOn: $book.isAvailable)
            Stepper("Rating: \(String(repeating: "★", count: book.rating))", value: $book.rating, in: 1...5)
        }
        .onAppear { isTitleFocused = true }
        .navigationTitle("Edit \(book.title)")
    }
}

struct LoanLibraryView: View {
    @Environment(LoanLibrary.self) private var library

    var body: some View {
        List {
            Section {
                ForEach(library.books) { book in
                    NavigationLink {
                        LoanBookEditView(book: book)
                    } label: {
                        LabeledContent(book.title) {
                            Text(book.isAvailable ? "Available" : "Checked out")
                        }
                    }
                }
            } footer: {
                Text("\(library.availableBooksCount) of \(library.books.count) available")
            }
        }
        .navigationTitle("Library")
    }
}

struct BookEditorExample: View {
    @State private var library = LoanLibrary()

    var body: some View {
        NavigationStack {
            LoanLibraryView()
        }
        .environment(library)
    }
}

#Preview {
    BookEditorExample()
        .environment(LoanLibrary())
}
