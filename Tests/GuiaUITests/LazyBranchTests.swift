import GuiaUI
import TerminalUI
import Testing

/// A lazy stack whose rows come from an `if`/`else`, each branch a `ForEach` (a compact and a
/// full list, as SwiftUI code switches them), or from an `if let`.
private struct Branches: View {
  let runs: BodyRuns
  @State private var isCompact = false
  let optionalRows: Range<Int>?

  var body: some View {
    ScrollView {
      LazyVStack(alignment: .leading, spacing: 0) {
        if let optionalRows {
          ForEach(optionalRows, id: \.self) { CountedRow(index: $0, runs: runs) }
        } else if isCompact {
          ForEach(0..<3, id: \.self) { CountedRow(index: $0, runs: runs) }
        } else {
          ForEach(0..<100_000, id: \.self) { CountedRow(index: $0, runs: runs) }
        }
      }
    }
    .onKeyPress("c") {
      isCompact.toggle()
      return .handled
    }
  }
}

@MainActor
@Suite struct LazyBranchTests {
  @Test("an if/else of ForEach in a lazy stack makes only the rows shown, and each branch scrolls")
  func ifElseStaysLazy() {
    let runs = BodyRuns()
    let host = host(Branches(runs: runs, optionalRows: nil), columns: 20, rows: 5)
    #expect(host.text.first == "Paso 0")
    #expect(runs.total < 50, "\(runs.total) rows made for a screen of 5")
    host.type(.end)
    #expect(host.text.contains("Paso 99999"), "\(host.text)")
    #expect(runs.total < 100, "\(runs.total) rows made")
    host.type(.character("c"))
    #expect(host.text.prefix(3) == ["Paso 0", "Paso 1", "Paso 2"], "\(host.text)")
  }

  @Test("an if let of a ForEach in a lazy stack makes only the rows shown")
  func ifLetStaysLazy() {
    let runs = BodyRuns()
    let host = host(Branches(runs: runs, optionalRows: 0..<50_000), columns: 20, rows: 5)
    #expect(host.text.first == "Paso 0")
    host.type(.end)
    #expect(host.text.contains("Paso 49999"), "\(host.text)")
    #expect(runs.total < 100, "\(runs.total) rows made")
  }
}
