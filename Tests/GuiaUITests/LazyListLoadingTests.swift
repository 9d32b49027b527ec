import GuiaUI
import Testing

/// A lazy list that starts empty and fills as its pages arrive, as seed 001 and every
/// infinite list write it: once rows come, the scroll keys move it (issue 31, 1).
private final class Feed: ObservableObject {
  @Published var rows: [Int] = []
  @Published var isLoading = true
}

private struct FeedList: View {
  @ObservedObject var feed: Feed
  var body: some View {
    ScrollView {
      LazyVStack(alignment: .leading, spacing: 0) {
        ForEach(feed.rows, id: \.self) { Text("fila \($0)") }
        if feed.isLoading { Text("Cargando…") }
      }
    }
  }
}

@MainActor
@Suite struct LazyListLoadingTests {
  @Test("a LazyVStack that starts empty scrolls with j, Space and G once its rows arrive")
  func startsEmpty() {
    let feed = Feed()
    let host = host(FeedList(feed: feed), columns: 20, rows: 10)
    #expect(host.text[0] == "Cargando…")
    feed.rows = Array(0..<100)
    feed.isLoading = false
    #expect(host.text[0] == "fila 0")
    host.press(.lineDown)
    #expect(host.text[0] == "fila 1", "j does nothing: \(host.text)")
    host.press(.pageDown)
    #expect(host.text[0] != "fila 1", "Space does nothing")
    host.press(.bottom)
    #expect(host.text[9] == "fila 99", "G does not reach the end: \(host.text)")
  }

  @Test("a LazyVStack whose first pass shows nothing at all (not loading yet) scrolls once its rows arrive")
  func startsWithNothing() {
    let feed = Feed()
    feed.isLoading = false
    let host = host(FeedList(feed: feed), columns: 20, rows: 10)
    #expect(host.text.allSatisfy { $0.isEmpty })
    feed.rows = Array(0..<100)
    #expect(host.text[0] == "fila 0")
    host.press(.lineDown)
    #expect(host.text[0] == "fila 1", "j does nothing: \(host.text)")
    host.press(.bottom)
    #expect(host.text[9] == "fila 99", "G does not reach the end: \(host.text)")
  }

  @Test("rows appended at the end while at the bottom: the next page's rows can be reached")
  func nextPage() {
    let feed = Feed()
    feed.rows = Array(0..<20)
    let host = host(FeedList(feed: feed), columns: 20, rows: 10)
    host.press(.bottom)
    #expect(host.text[9] == "Cargando…")
    feed.rows += Array(20..<40)
    host.press(.bottom)
    #expect(host.text[9] == "Cargando…")
    #expect(host.text[8] == "fila 39", "\(host.text)")
  }
}
