import GuiaUI
import Testing

/// `onScrollVisibilityChange` inside a lazy stack, as Apple's "pause the video when it
/// scrolls away" writes it: a row scrolled out reports `false` before it is dropped (issue 31, 2).
@MainActor
private final class Seen {
  var changes: [(Int, Bool)] = []
}

private struct LazyRows: View {
  let seen: Seen
  var body: some View {
    ScrollView {
      LazyVStack(alignment: .leading, spacing: 0) {
        ForEach(0..<100, id: \.self) { row in
          Text("fila \(row)")
            .onScrollVisibilityChange { seen.changes.append((row, $0)) }
        }
      }
    }
  }
}

@MainActor
@Suite struct LazyVisibilityTests {
  @Test("rows of a LazyVStack report true as they show and false as they scroll away")
  func reportsFalse() {
    let seen = Seen()
    let host = host(LazyRows(seen: seen), columns: 20, rows: 10)
    #expect(seen.changes.filter { $0.1 }.map(\.0) == Array(0..<10))
    seen.changes.removeAll()
    host.press(.lineDown)
    #expect(seen.changes.contains { $0 == (0, false) }, "row 0 left without a word: \(seen.changes)")
    #expect(seen.changes.contains { $0 == (10, true) })
    seen.changes.removeAll()
    host.press(.pageDown)
    let hidden = Set(seen.changes.filter { !$0.1 }.map(\.0))
    #expect(hidden == Set(1...10), "a page on: rows 1 to 10 went, \(seen.changes)")
  }
}
