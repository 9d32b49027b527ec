import Document
import GuiaUI
import TerminalUI
import Testing

/// How many times each row's body ran: the tests ask which bodies a key re-ran.
@MainActor
final class BodyRuns {
  var counts: [Int: Int] = [:]
  var total: Int { counts.values.reduce(0, +) }
  func count(_ index: Int) { counts[index, default: 0] += 1 }
}

/// A row that counts its body's runs.
struct CountedRow: View {
  let index: Int
  let runs: BodyRuns
  var body: some View {
    runs.count(index)
    return Text("Paso \(index)")
  }
}

/// A counter above a scroll view of `count` counted rows; `+` counts, `c` toggles the
/// rows' colour.
private struct CounterOverRows: View {
  let count: Int
  let runs: BodyRuns
  @State private var taps = 0
  @State private var isRed = false

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Pulsaciones: \(taps)")
      ScrollView {
        VStack(alignment: .leading, spacing: 0) {
          ForEach(0..<count, id: \.self) { CountedRow(index: $0, runs: runs) }
        }
      }
      .foregroundStyle(isRed ? Color.red : Color.blue)
    }
    .onKeyPress("+") {
      taps += 1
      return .handled
    }
    .onKeyPress("c") {
      isRed.toggle()
      return .handled
    }
  }
}

/// A row with a state of its own, which `x` toggles on the row it names.
private struct TogglingRow: View {
  let index: Int
  let runs: BodyRuns
  @State private var isOn = false
  var body: some View {
    runs.count(index)
    return Text("Paso \(index): \(isOn ? "sí" : "no")")
      .onKeyPress("x") {
        guard index == 3 else { return .ignored }
        isOn.toggle()
        return .handled
      }
  }
}

@Observable
final class Item {
  var title: String
  init(title: String) { self.title = title }
}

/// A row that shows an observable item's title.
private struct ItemRow: View {
  let item: Item
  let index: Int
  let runs: BodyRuns
  var body: some View {
    runs.count(index)
    return Text(item.title)
  }
}

/// A value shown through a binding, by a view that does not own it.
private struct BoundValue: View {
  @Binding var value: Int
  var body: some View { Text("valor \(value)") }
}

private struct BindingParent: View {
  @State private var value = 0
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      BoundValue(value: $value)
      Text("fijo")
    }
    .onKeyPress("+") {
      value += 1
      return .handled
    }
  }
}

@MainActor
@Suite struct IncrementalPassTests {
  @Test("a state write re-runs its owner's body, not the rows beside it, and the screen shows it")
  func stateWriteSkipsSiblings() {
    let runs = BodyRuns()
    let host = host(CounterOverRows(count: 100, runs: runs), columns: 30, rows: 10)
    #expect(host.text[0] == "Pulsaciones: 0")
    let before = runs.total
    #expect(before > 0)
    _ = host.respond(to: .key(.character("+")))
    #expect(host.text[0] == "Pulsaciones: 1")
    #expect(runs.total == before, "no row's body ran again")
    #expect(host.text[1] == "Paso 0")
  }

  @Test("a scroll key in a VStack of views runs no body, and the rows move")
  func scrollRunsNoBody() {
    let runs = BodyRuns()
    let host = host(CounterOverRows(count: 100, runs: runs), columns: 30, rows: 10)
    let before = runs.total
    _ = host.respond(to: .key(.down))
    _ = host.respond(to: .key(.character(" ")))
    #expect(runs.total == before)
    #expect(host.text[1] == "Paso 10", "\(host.text)")
    _ = host.respond(to: .key(.end))
    #expect(host.text[9] == "Paso 99", "\(host.text)")
    #expect(runs.total == before)
  }

  @Test("an environment value changed above reaches the views whose elements were kept")
  func environmentReachesReusedViews() {
    let runs = BodyRuns()
    let host = host(CounterOverRows(count: 100, runs: runs), columns: 30, rows: 10)
    #expect(host.screen().rows[1][0].style.foreground == .palette(4))
    _ = host.respond(to: .key(.character("c")))
    #expect(host.screen().rows[1][0].style.foreground == .palette(1), "the rows are red now")
    // The colour is read by the text inside each row, not by the rows' bodies: they run
    // again, as their environment changed.
    _ = host.respond(to: .key(.character("+")))
    #expect(host.screen().rows[1][0].style.foreground == .palette(1))
  }

  @Test("a row's own state re-runs that row's body only")
  func rowStateRerunsItsRow() {
    let runs = BodyRuns()
    let view = ScrollView {
      VStack(alignment: .leading, spacing: 0) {
        ForEach(0..<50, id: \.self) { TogglingRow(index: $0, runs: runs) }
      }
    }
    let host = host(view, columns: 30, rows: 10)
    #expect(host.text[3] == "Paso 3: no")
    let before = runs.counts
    _ = host.respond(to: .key(.character("x")))
    #expect(host.text[3] == "Paso 3: sí")
    #expect(runs.counts[3] == (before[3] ?? 0) + 1)
    #expect(runs.counts.filter { $0.key != 3 } == before.filter { $0.key != 3 }, "no other row ran")
  }

  @Test("an @Observable property re-runs the body that read it, and only it")
  func observableRerunsItsReader() {
    let runs = BodyRuns()
    let items = (0..<20).map { Item(title: "Paso \($0)") }
    let view = ScrollView {
      VStack(alignment: .leading, spacing: 0) {
        ForEach(0..<20, id: \.self) { ItemRow(item: items[$0], index: $0, runs: runs) }
      }
    }
    let host = host(view, columns: 30, rows: 10)
    let before = runs.counts
    items[2].title = "Paso 2, hecho"
    _ = host.respond(to: .mainQueueDrained)
    #expect(host.text[2] == "Paso 2, hecho")
    #expect(runs.counts[2] == (before[2] ?? 0) + 1)
    #expect(runs.counts.filter { $0.key != 2 } == before.filter { $0.key != 2 })
  }

  @Test("a view that shows a binding's value shows the new one when its owner writes it")
  func bindingFollowsItsState() {
    let host = host(BindingParent(), columns: 20, rows: 3)
    #expect(host.text[0] == "valor 0")
    _ = host.respond(to: .key(.character("+")))
    _ = host.respond(to: .key(.character("+")))
    #expect(host.text[0] == "valor 2")
    #expect(host.text[1] == "fijo")
  }
}
