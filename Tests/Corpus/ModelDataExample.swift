import GuiaUI

// From Apple's "Managing model data in your app": an @Observable library in the
// environment, read with @Environment and edited through @Bindable.
@Observable
class Book: Identifiable {
    var title: String
    var isAvailable = true
    let id: Int

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

@Observable
class Library {
    var books: [Book] = [
        Book(id: 1, title: "Rayuela"),
        Book(id: 2, title: "Ficciones"),
    ]

    var availableBooksCount: Int {
        books.filter(\.isAvailable).count
    }
}

struct ModelDataExample: View {
    @State private var library = Library()

    var body: some View {
        LibraryView()
            .environment(library)
    }
}

struct LibraryView: View {
    @Environment(Library.self) private var library

    var body: some View {
        VStack(alignment: .leading) {
            Text("Available: \(library.availableBooksCount)")
            ForEach(library.books) { book in
                BookEditView(book: book)
            }
        }
    }
}

struct BookEditView: View {
    @Bindable var book: Book

    var body: some View {
        HStack {
            Toggle(book.title, isOn: $book.isAvailable)
        }
    }
}
