import GuiaUI
import Testing

/// Models handed down the environment and bound to controls, the ways SwiftUI code does it
/// (issue 31, §2): `@Observable` with `.environment(model)`, `@Environment(Model.self)` and
/// `@Bindable`; `ObservableObject` with `.environmentObject` and `@EnvironmentObject`. Only
/// `import GuiaUI`: `@Observable` comes with it, as with SwiftUI.
@Observable
private final class Library {
  var title = "Biblioteca"
  var isOpen = false
  var books = 3
}

private struct LibraryRoot: View {
  @State private var library = Library()
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      LibraryHeader()
      LibraryEditor()
      OptionalReader()
    }
    .environment(library)
  }
}

private struct LibraryHeader: View {
  @Environment(Library.self) private var library
  var body: some View { Text("\(library.title): \(library.books) libros, \(library.isOpen ? "abierta" : "cerrada")") }
}

private struct LibraryEditor: View {
  @Environment(Library.self) private var library
  var body: some View {
    @Bindable var library = library
    VStack(alignment: .leading, spacing: 0) {
      Toggle("Abierta", isOn: $library.isOpen)
      TextField("Título", text: $library.title)
      Button("Otro libro") { library.books += 1 }
    }
  }
}

private struct OptionalReader: View {
  @Environment(Library.self) private var library: Library?
  var body: some View { Text(library == nil ? "sin biblioteca" : "con biblioteca") }
}

private final class Basket: ObservableObject {
  @Published var items = ["pan"]
}

private struct BasketRoot: View {
  @StateObject private var basket = Basket()
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      BasketList()
      BasketField()
    }
    .environmentObject(basket)
  }
}

private struct BasketList: View {
  @EnvironmentObject var basket: Basket
  var body: some View { Text(basket.items.joined(separator: ", ")) }
}

private struct BasketField: View {
  @EnvironmentObject var basket: Basket
  var body: some View {
    Button("Añadir leche") { basket.items.append("leche") }
  }
}

@MainActor
@Suite struct EnvironmentObjectTests {
  @Test("@Environment(Model.self) reads the model .environment(model) put; @Bindable's bindings write it; views update")
  func observableInTheEnvironment() {
    let host = host(LibraryRoot(), columns: 50, rows: 6)
    #expect(host.text[0] == "Biblioteca: 3 libros, cerrada", "\(host.text)")
    #expect(host.text[4] == "con biblioteca", "\(host.text)")
    host.type(.control("i"))  // the toggle
    host.type(" ")
    #expect(host.text[0] == "Biblioteca: 3 libros, abierta", "\(host.text)")
    host.type(.control("i"))  // the field
    host.type("s")
    #expect(host.text[0] == "Bibliotecas: 3 libros, abierta", "\(host.text)")
    host.type(.control("i"))  // the button
    host.type(.enter)
    #expect(host.text[0].contains("4 libros"), "\(host.text)")
  }

  @Test("@Environment(Model.self) as an optional is nil where no ancestor put one")
  func optionalObject() {
    let host = host(OptionalReader(), columns: 30, rows: 2)
    #expect(host.text[0] == "sin biblioteca", "\(host.text)")
  }

  @Test("@EnvironmentObject reads the object .environmentObject put, and updates when it changes")
  func environmentObject() {
    let host = host(BasketRoot(), columns: 30, rows: 3)
    #expect(host.text[0] == "pan", "\(host.text)")
    host.type(.control("i"))
    host.type(.enter)
    #expect(host.text[0] == "pan, leche", "\(host.text)")
  }
}
