import GuiaUI
import Testing

/// A lazy row's `@State` belongs to its identity, not to its being on screen: scrolled away
/// and back, a row keeps it, as SwiftUI keeps it (issue 31, 11); `onAppear` runs again.
private struct Counted: View {
  let number: Int
  @State private var appearances = 0
  var body: some View {
    Text("fila \(number) vista \(appearances)")
      .onAppear { appearances += 1 }
  }
}

private struct CountedRows: View {
  var body: some View {
    ScrollView {
      LazyVStack(alignment: .leading, spacing: 0) {
        ForEach(0..<200, id: \.self) { Counted(number: $0) }
      }
    }
  }
}

@MainActor
@Suite struct LazyRowStateTests {
  @Test("a row scrolled away and back keeps its @State; its onAppear runs again")
  func keepsState() {
    let host = host(CountedRows(), columns: 30, rows: 10)
    #expect(host.text[0] == "fila 0 vista 1")
    host.press(.pageDown, times: 3)
    #expect(!host.text.contains { $0.hasPrefix("fila 0 ") })
    host.press(.top)
    #expect(host.text[0] == "fila 0 vista 2", "\(host.text[0]): the state was lost")
  }
}
