import GuiaUI
import Testing

/// Shows how values were combined: `reduce` wraps what came before and the next value.
private struct Trace: PreferenceKey {
  static var defaultValue = "d"
  static func reduce(value: inout String, nextValue: () -> String) {
    value = "(\(value)+\(nextValue()))"
  }
}

/// The last width set.
private struct WidthKey: PreferenceKey {
  static var defaultValue: CGFloat = 0
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
    value = nextValue()
  }
}

@MainActor
private final class Log {
  var entries: [String] = []
}

/// `content` in a column, whose combined `Trace` is logged.
private struct Folding<Content: View>: View {
  let log: Log
  @ViewBuilder let content: Content
  var body: some View {
    VStack { content }.onPreferenceChange(Trace.self) { log.entries.append($0) }
  }
}

/// A width read from a reader in the background, kept in state and shown.
private struct MeasuredWidth: View {
  @State private var width: CGFloat = 0
  var body: some View {
    Text(verbatim: "w=\(width)")
      .frame(maxWidth: .infinity, alignment: .leading)
      .background(
        GeometryReader { Color.clear.preference(key: WidthKey.self, value: $0.size.width) }
      )
      .onPreferenceChange(WidthKey.self) { width = $0 }
  }
}

@MainActor
@Suite struct PreferenceTests {
  @Test func noValueSetGivesTheDefault() {
    let log = Log()
    _ = host(Folding(log: log) { Text("x") }, columns: 10, rows: 2)
    #expect(log.entries == ["d"])
  }

  @Test func aSingleValueIsReducedIntoTheDefault() {
    let log = Log()
    _ = host(
      Folding(log: log) { Text("x").preference(key: Trace.self, value: "a") }, columns: 10, rows: 2)
    // SwiftUI's pairwise combiner would pass "a" through; the fold calls reduce once.
    #expect(log.entries == ["(d+a)"])
  }

  @Test func twoValuesAreReducedInTreeOrder() {
    let log = Log()
    _ = host(
      Folding(log: log) {
        Text("x").preference(key: Trace.self, value: "a")
        Text("y").preference(key: Trace.self, value: "b")
      }, columns: 10, rows: 2)
    #expect(log.entries == ["((d+a)+b)"])
  }

  @Test func aBackgroundComesAfterItsView() {
    let log = Log()
    _ = host(
      Folding(log: log) {
        Text("x").preference(key: Trace.self, value: "a")
          .background(Color.clear.preference(key: Trace.self, value: "b"))
      }, columns: 10, rows: 2)
    #expect(log.entries == ["((d+a)+b)"])
  }

  @Test func aPreferenceReplacesWhatItsContentSet() {
    let log = Log()
    _ = host(
      Folding(log: log) {
        VStack {
          Text("x").preference(key: Trace.self, value: "a")
          Text("y").preference(key: Trace.self, value: "b")
        }
        .preference(key: Trace.self, value: "c")
      }, columns: 10, rows: 2)
    #expect(log.entries == ["(d+c)"])
  }

  @Test func anUnchangedValueRunsNoActionAgain() {
    let log = Log()
    let host = host(
      Folding(log: log) { Text("x").preference(key: Trace.self, value: "a") }, columns: 10, rows: 2)
    host.resize(to: .init(width: 12, height: 3))
    _ = host.screen()
    #expect(log.entries == ["(d+a)"])
  }

  @Test func anActionWritesStateThatTheNextPassShows() {
    let host = host(MeasuredWidth(), columns: 20, rows: 1)
    // The first pass read 20 columns (160 pt); the action's write showed in a second pass.
    #expect(host.lastPassCount == 2)
    #expect(host.lines == ["w=160.0"])
    host.resize(to: .init(width: 30, height: 1))
    #expect(host.lines == ["w=240.0"])
  }

  @Test func theActionRunsAfterTheWholeLayout() {
    let log = Log()
    _ = host(
      VStack {
        GeometryReader { proxy in
          let _ = log.entries.append("layout a")
          Color.clear.preference(key: WidthKey.self, value: proxy.size.width)
        }
        .onPreferenceChange(WidthKey.self) { _ in log.entries.append("action") }
        GeometryReader { _ in
          let _ = log.entries.append("layout b")
          Color.clear
        }
      }, columns: 10, rows: 4)
    #expect(log.entries == ["layout a", "layout b", "action"])
  }
}
