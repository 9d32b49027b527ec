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

/// A view that only writes through its binding (`w` adds one), counting its body's runs.
private struct BindingWriter: View {
  @Binding var value: Int
  let runs: BodyRuns
  var body: some View {
    runs.count(0)
    return Text("escribe").onKeyPress("w") {
      value += 1
      return .handled
    }
  }
}

/// A view that hands its binding on to a view that shows it, counting its own body's runs.
private struct BindingRelay: View {
  @Binding var value: Int
  let runs: BodyRuns
  var body: some View {
    runs.count(1)
    return BoundValue(value: $value)
  }
}

/// Two states: `t` toggles one the parent shows; the other reaches its children only
/// through bindings; `h` hides the relay.
private struct BindingOwner: View {
  let runs: BodyRuns
  @State private var value = 0
  @State private var isOn = false
  @State private var showsRelay = true
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text(isOn ? "sí" : "no")
      BindingWriter(value: $value, runs: runs)
      if showsRelay { BindingRelay(value: $value, runs: runs) }
    }
    .onKeyPress("t") {
      isOn.toggle()
      return .handled
    }
    .onKeyPress("h") {
      showsRelay = false
      return .handled
    }
  }
}

@MainActor
@Suite struct IncrementalPassTests {
  @Test("a @State's binding is the same value in every pass: a child holding it is not re-run for another state of its owner")
  func stateBindingKeepsItsHolder() {
    let runs = BodyRuns()
    let host = host(BindingOwner(runs: runs), columns: 20, rows: 4)
    #expect(host.text.prefix(3) == ["no", "escribe", "valor 0"])
    let before = runs.counts
    _ = host.respond(to: .key(.character("t")))
    #expect(host.text[0] == "sí")
    #expect(runs.counts == before, "the writer and the relay read nothing that changed")
  }

  @Test("a view that reads a binding is re-run when the state changes, however deep it was handed down")
  func bindingReadersAreTracked() {
    let runs = BodyRuns()
    let host = host(BindingOwner(runs: runs), columns: 20, rows: 4)
    _ = host.respond(to: .key(.character("w")))
    #expect(host.text[2] == "valor 1", "the relay's child reads the value")
    #expect(runs.counts[0] == 1, "the writer only writes: its body did not run again")
    _ = host.respond(to: .key(.character("w")))
    #expect(host.text[2] == "valor 2", "read again after the first write: still a reader")
    // A reader gone from the tree: a write neither reaches it nor fails.
    _ = host.respond(to: .key(.character("h")))
    _ = host.respond(to: .key(.character("w")))
    #expect(host.text.prefix(3) == ["no", "escribe", ""])
  }

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
