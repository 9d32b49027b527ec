import GuiaUI
import Testing

/// Search fields, sheets, toolbars and navigation, as SwiftUI code writes them (issue 31,
/// §2), each with its terminal meaning.

private struct Fruits: View {
  @State private var query = ""
  let fruits = ["manzana", "pera", "plátano", "uva"]
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      SearchState()
      ForEach(fruits.filter { query.isEmpty || $0.contains(query) }, id: \.self) { Text($0) }
    }
    .searchable(text: $query, prompt: "Fruta")
  }
}

private struct SearchState: View {
  @Environment(\.isSearching) private var isSearching
  var body: some View { Text(isSearching ? "buscando" : "sin buscar") }
}

private struct Sheets: View {
  @State private var isShowing = false
  @State private var dismissals = 0
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Principal \(dismissals)")
      Button("Abrir") { isShowing = true }
      ScrollView {
        VStack(alignment: .leading, spacing: 0) {
          ForEach(0..<30, id: \.self) { Text("fila \($0)") }
        }
      }
    }
    .sheet(isPresented: $isShowing, onDismiss: { dismissals += 1 }) { SheetBody() }
  }
}

private struct SheetBody: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    VStack(spacing: 0) {
      Text("Hoja")
      Button("Cerrar") { dismiss() }
    }
  }
}

private struct Editor: View {
  @State private var saved = 0
  var body: some View {
    Text("cuerpo \(saved)")
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .toolbar {
        ToolbarItem(placement: .cancellationAction) { Button("Cancelar") {} }
        ToolbarItem(placement: .confirmationAction) { Button("Guardar") { saved += 1 } }
        ToolbarItem(placement: .bottomBar) { Text("3 notas") }
      }
  }
}

private struct Recipes: View {
  var body: some View {
    NavigationStack {
      List {
        NavigationLink("Tortilla", value: "tortilla")
        NavigationLink("Gazpacho", value: "gazpacho")
        NavigationLink("Ayuda") { Text("Ayuda de recetas") }
      }
      .navigationTitle("Recetas")
      .navigationDestination(for: String.self) { RecipeDetail(name: $0) }
    }
  }
}

private struct RecipeDetail: View {
  let name: String
  @State private var portions = 1
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Receta: \(name), \(portions) raciones")
      Button("Más") { portions += 1 }
    }
    .navigationTitle(name)
  }
}

@MainActor
private final class PathProbe {
  var setPath: (([String]) -> Void)?
}

private struct BoundRecipes: View {
  let probe: PathProbe
  @State private var path: [String] = []
  var body: some View {
    NavigationStack(path: $path) {
      Text("Inicio \(path.count)")
        .navigationDestination(for: String.self) { Text("Detalle de \($0)") }
    }
    .onAppear { probe.setPath = { path = $0 } }
  }
}

@MainActor
@Suite struct PresentationTests {
  @Test(".searchable: a field above the view; / goes to it, typing filters, \\.isSearching says so, Escape leaves it")
  func searchable() {
    let host = host(Fruits(), columns: 20, rows: 7)
    #expect(host.text[0] == "Fruta" && host.text[1] == "sin buscar" && host.text[2] == "manzana", "\(host.text)")
    host.type("/")
    #expect(host.text[1] == "buscando", "\(host.text)")
    host.type("pe")
    #expect(host.text[0] == "pe" && host.text[2] == "pera" && host.text[3] == "", "\(host.text)")
    host.type(.escape)
    #expect(host.text[1] == "sin buscar" && host.text[2] == "pera", "\(host.text)")
  }

  @Test(".sheet covers the view, takes the keys (the view below neither scrolls nor takes focus), closes with dismiss() or Escape, then onDismiss runs")
  func sheet() {
    let host = host(Sheets(), columns: 20, rows: 8)
    host.type(.control("i"))
    host.type(.enter)
    #expect(host.text.contains { $0.contains("Hoja") }, "\(host.text)")
    #expect(!host.text.contains { $0.contains("Principal") || $0.contains("fila") }, "the sheet hides the view: \(host.text)")
    host.press(.lineDown)
    host.type(.control("i"))
    host.type(.enter)
    #expect(host.text[0] == "Principal 1" && host.text[2] == "fila 0", "closed by dismiss(); the view below did not scroll: \(host.text)")
    host.type(.control("i"))
    host.type(.enter)
    host.type(.escape)
    #expect(host.text[0] == "Principal 2", "closed by Escape: \(host.text)")
  }

  @Test(".toolbar: leading and trailing items on a row above the view, bottom-bar items below; its buttons take focus")
  func toolbar() {
    let host = host(Editor(), columns: 30, rows: 6)
    #expect(host.text[0].hasPrefix("Cancelar") && host.text[0].hasSuffix("Guardar"), "\(host.text)")
    #expect(host.text[1] == "cuerpo 0", "\(host.text)")
    #expect(host.text[5].drop { $0 == " " } == "3 notas", "\(host.text)")
    host.type(.control("i"))
    host.type(.control("i"))
    host.type(.enter)
    #expect(host.text[1] == "cuerpo 1", "\(host.text)")
  }

  @Test("NavigationLink pushes a value's destination or a view; the screen below keeps its state; Escape goes back")
  func navigation() {
    let host = host(Recipes(), columns: 40, rows: 8)
    #expect(host.text[0] == " Recetas" && host.text[1] == "  Tortilla ›", "\(host.text)")
    host.type(.control("i"))
    host.type(.enter)
    #expect(host.text[0] == " ‹ tortilla" && host.text[1] == "Receta: tortilla, 1 raciones", "\(host.text)")
    host.type(.control("i"))
    host.type(.enter)
    #expect(host.text[1] == "Receta: tortilla, 2 raciones", "\(host.text)")
    host.type(.escape)
    #expect(host.text[0] == " Recetas" && host.text[2] == "  Gazpacho ›", "\(host.text)")
    host.type(.control("i"))
    host.type(.control("i"))
    host.type(.control("i"))
    host.type(.enter)
    #expect(host.text[1] == "Ayuda de recetas", "a link with a destination: \(host.text)")
    host.type(.escape)
    #expect(host.text[0] == " Recetas", "\(host.text)")
  }

  @Test("NavigationStack(path:): setting the path pushes; Escape pops it")
  func boundPath() {
    let probe = PathProbe()
    defer { probe.setPath = nil }
    let host = host(BoundRecipes(probe: probe), columns: 30, rows: 4)
    #expect(host.text[0] == "Inicio 0", "\(host.text)")
    probe.setPath?(["gazpacho"])
    #expect(host.text[1] == "Detalle de gazpacho", "\(host.text)")
    host.type(.escape)
    #expect(host.text[0] == "Inicio 0", "\(host.text)")
  }
}

/// `.refreshable`: a scroll up at the top pulls, as a finger pulls a list down.
@MainActor
private final class Reloads {
  var count = 0
}

private struct Feed: View {
  let reloads: Reloads
  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 0) {
        ForEach(0..<30, id: \.self) { Text("entrada \($0)") }
      }
    }
    .refreshable { await MainActor.run { reloads.count += 1 } }
  }
}

@MainActor
@Suite struct RefreshableTests {
  @Test(".refreshable: a scroll up at the top runs the action; a scroll up elsewhere scrolls")
  func pull() async {
    let reloads = Reloads()
    let host = host(Feed(reloads: reloads), columns: 20, rows: 6)
    host.press(.lineDown)
    host.press(.lineUp)
    #expect(reloads.count == 0, "not at the top when the key came")
    host.press(.lineUp)
    #expect(await eventually { reloads.count == 1 })
    #expect(host.text[0] == "entrada 0")
  }
}
