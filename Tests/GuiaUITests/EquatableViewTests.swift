@testable import GuiaUI
import Testing

/// A row equal to another of the same title, whatever its action (a closure made anew by
/// each body, which is never the same as stored).
private struct EqualByTitle: View, Equatable {
  let title: String
  let runs: BodyRuns
  let action: () -> Void
  var body: some View {
    runs.count(0)
    return Text(title).onTapGesture(perform: action)
  }
  nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.title == rhs.title }
}

/// The same row, not `Equatable`, made `equatable()` where it is used.
private struct PlainRow: View {
  let title: String
  let runs: BodyRuns
  let action: () -> Void
  var body: some View {
    runs.count(0)
    return Text(title).onTapGesture(perform: action)
  }
}

extension PlainRow: Equatable {
  nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.title == rhs.title }
}

/// A modifier equal to another of the same label, whatever its action.
private struct Labelled: ViewModifier, Equatable {
  let label: String
  let runs: BodyRuns
  let action: () -> Void
  func body(content: Content) -> some View {
    runs.count(0)
    return HStack { Text(label); content }.onTapGesture(perform: action)
  }
  nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.label == rhs.label }
}

/// A counter above `row`, which each body makes anew with a new closure; `+` counts.
private struct Counter<Row: View>: View {
  let row: (@escaping () -> Void) -> Row
  @State private var count = 0
  var body: some View {
    VStack(alignment: .leading) {
      Text("count \(count)")
      row { count = 0 }
    }
    .onKeyPress("+") {
      count += 1
      return .handled
    }
  }
}

@MainActor
struct EquatableViewTests {
  @Test("an Equatable view's body runs again only when it is not ==")
  func equatableView() {
    let runs = BodyRuns()
    let host = host(Counter { EqualByTitle(title: "Paso", runs: runs, action: $0) })
    #expect(runs.total == 1)
    host.type(.character("+"))
    #expect(host.text[0] == "count 1")
    #expect(runs.total == 1, "equal to the last: not run again")
  }

  @Test("equatable() compares the view with its ==")
  func equatableModifier() {
    let runs = BodyRuns()
    let host = host(Counter { PlainRow(title: "Paso", runs: runs, action: $0).equatable() })
    host.type(.character("+"))
    #expect(runs.total == 1)
  }

  @Test("an Equatable modifier's body runs again only when it is not ==")
  func equatableViewModifier() {
    let runs = BodyRuns()
    let host = host(Counter { Text("Paso").modifier(Labelled(label: "1.", runs: runs, action: $0)) })
    #expect(host.text[1] == "1. Paso")
    host.type(.character("+"))
    #expect(host.text[0] == "count 1")
    #expect(runs.total == 1)
  }

  @Test("a view that is not equal runs its body again")
  func unequalRunsAgain() {
    let runs = BodyRuns()
    struct Titled: View {
      let runs: BodyRuns
      @State private var count = 0
      var body: some View {
        EqualByTitle(title: "Paso \(count)", runs: runs, action: {})
          .onKeyPress("+") {
            count += 1
            return .handled
          }
      }
    }
    let host = host(Titled(runs: runs))
    host.type(.character("+"))
    #expect(host.text[0] == "Paso 1")
    #expect(runs.total == 2)
  }
}
