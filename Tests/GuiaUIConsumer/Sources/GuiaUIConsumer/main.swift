import GuiaUI

/// A checklist, written as a SwiftUI developer writes one.
struct Checklist: View {
  @State private var isAtBottom = false
  let items = ["Abrir la caja", "Contar las piezas", "Leer la guía"]

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ScrollView {
        VStack(alignment: .leading, spacing: 16) {
          ForEach(items, id: \.self) { item in
            Label(item, systemImage: "checkmark")
          }
        }
        .padding(.horizontal)
      }
      .onScrollGeometryChange(for: Bool.self) { geometry in
        geometry.contentOffset.y + geometry.containerSize.height >= geometry.contentSize.height
      } action: { _, newValue in
        isAtBottom = newValue
      }
      Divider()
      Text(isAtBottom ? "Fin de la guía" : "Quedan pasos por ver").font(.footnote)
    }
  }
}

// Another package compiles SwiftUI's preview as written: the plugin `make macros` installs is
// found by the compiler with no flag, and the preview expands to nothing.
#Preview("Lista") {
  Checklist()
}

// Top-level code in Swift 5 mode is not on the main actor by itself (an `App`'s `main()` is).
MainActor.assumeIsolated {
  let host = GuiaUIHost(root: Checklist())
  for line in host.lines(columns: 30, rows: 8) { print(line) }
}

MainActor.assumeIsolated {
  let entries = Ledger.entries(fromJSON: #"[{"title": "Tornillos", "amount": 3.5}, {"title": "Tuercas", "amount": 1.25}]"#)
  let host = GuiaUIHost(root: Ledger(entries: entries))
  for line in host.lines(columns: 40, rows: 4) { print(line) }
}

MainActor.assumeIsolated {
  let host = GuiaUIHost(root: Geometry())
  for line in host.lines(columns: 40, rows: 3) { print(line) }
}

MainActor.assumeIsolated {
  let host = GuiaUIHost(root: Appointment())
  for line in host.lines(columns: 40, rows: 12) { print(line) }
}

MainActor.assumeIsolated {
  for line in Ticker.run() { print(line) }
}
