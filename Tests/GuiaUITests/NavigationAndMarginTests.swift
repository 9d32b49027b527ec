import GuiaUI
import Testing

private struct Summary: View {
  var body: some View {
    NavigationStack {
      ScrollView {
        VStack(alignment: .leading, spacing: 12) {
          Text("Carrera suave").font(.title2.bold())
          Label("6,4 km", systemImage: "figure.run")
          Text("Un ritmo cómodo para recuperar piernas.")
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .contentMargins(for: .container, edges: .horizontal)
      }
      .navigationTitle("Entrenamiento")
    }
  }
}

private struct Nested: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("fuera")
      Text("dentro").contentMargins(for: .container, edges: .horizontal)
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .contentMargins(for: .container, edges: .leading)
  }
}

@MainActor
@Suite struct NavigationAndMarginTests {
  @Test func theTitleRowAndTheSummaryAtTheContainerMargin() {
    let host = host(Summary(), columns: 60, rows: 8)
    // 60 columns is a regular width: a 2-column margin (16 pt).
    #expect(host.text[0] == "  Entrenamiento")
    #expect(host.text[1] == "  Carrera suave")
    #expect(host.text[3] == "  🏃 6,4 km")
    #expect(host.text[5] == "  Un ritmo cómodo para recuperar piernas.")
  }

  @Test func aNarrowContainerHasAOneColumnMargin() {
    let host = host(Summary(), columns: 40, rows: 8)
    #expect(host.text[1] == " Carrera suave")
  }

  @Test func marginsAreLocalNestingDoesNotStackThem() {
    let host = host(Nested(), columns: 80, rows: 2)
    // The outer view applied the leading margin: the inner one adds only the trailing.
    #expect(host.text == ["  fuera", "  dentro"])
  }

  @Test func unknownSymbolsDrawABullet() {
    let host = host(Label("nada", systemImage: "no.such.symbol"), columns: 10, rows: 1)
    #expect(host.text == ["• nada"])
  }
}
