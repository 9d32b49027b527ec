import GuiaUI
import Testing

/// A counter whose value is shown; `Toggle` flips a branch that holds state of its own.
private struct Counter: View {
  @State var count = 0
  let bump: Int
  var body: some View {
    Text("n=\(count)").onAppear { count += bump }
  }
}

private struct Branches: View {
  @State var showsFirst = true
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      if showsFirst {
        Counter(bump: 1)
      } else {
        Counter(bump: 10)
      }
      Text("x").onAppear { showsFirst = false }
    }
  }
}

private struct Identified: View {
  @State var generation = 0
  var body: some View {
    Counter(bump: 1).id(generation).onAppear { generation = 1 }
  }
}

private struct EqualWrites: View {
  @State var value = 5
  var body: some View {
    Text("v=\(value)").onAppear { value = 5 }
  }
}

private struct Cycle: View {
  @State var value = 0
  var body: some View {
    Text("v=\(value)").onChange(of: value, initial: true) { value += 1 }
  }
}

/// State among plain fields of every size: each `@State` is found where it lies in the value.
private struct Mixed: View {
  let flag: Bool
  @State var first = 1
  let label: String
  let wide: (Int, Int, Int)
  @State var second = "b"
  var body: some View {
    Text("\(label)\(first)\(second)\(wide.2)").onAppear {
      first += 1
      second += "c"
    }
  }
}

/// A view that is a class: its fields live in the object, so they are found by reflection.
@MainActor
private final class ClassCounter: View {
  @State var count = 0
  init() {}
  var body: some View {
    Text("c=\(count)").onAppear { self.count += 1 }
  }
}

/// A view that is an enum: no stored properties, nothing to bind.
private enum Choice: View {
  case left, right
  var body: some View {
    switch self {
    case .left: Counter(bump: 1)
    case .right: Counter(bump: 2)
    }
  }
}

/// A counter that `+` bumps.
private struct KeyCounter: View {
  @State var count = 0
  var body: some View {
    Text("n=\(count)").onKeyPress("+") {
      count += 1
      return .handled
    }
  }
}

/// A counter shown while `t` has not hidden it (`if` without `else`: nothing in its place).
private struct OptionalCounter: View {
  @State var showsCounter = true
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      if showsCounter { KeyCounter() }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .onKeyPress("t") {
      showsCounter.toggle()
      return .handled
    }
  }
}

@MainActor
@Suite struct StateTests {
  @Test("a view gone from the tree for a pass comes back with fresh state, in the same place and of the same type")
  func aViewThatLeftComesBackFresh() {
    let host = root(OptionalCounter(), columns: 10, rows: 1)
    _ = host.respond(to: .key(.character("+")))
    #expect(host.lines == ["n=1"])
    _ = host.respond(to: .key(.character("t")))
    #expect(host.lines == [""])
    _ = host.respond(to: .key(.character("t")))
    #expect(host.lines == ["n=0"], "its node left the tree with its state")
  }

  @Test func statesAmongPlainFieldsAreEachBoundToTheirOwnSlot() {
    let host = host(Mixed(flag: true, label: "m", wide: (7, 8, 9)), columns: 12, rows: 1)
    #expect(host.lines == ["m2bc9"])
    host.resize(to: .init(width: 14, height: 1))
    #expect(host.lines == ["m2bc9"])
  }

  @Test func aClassViewKeepsItsState() {
    let host = host(ClassCounter(), columns: 10, rows: 1)
    #expect(host.lines == ["c=1"])
    host.resize(to: .init(width: 12, height: 1))
    #expect(host.lines == ["c=1"])
  }

  @Test func anEnumViewResolvesItsCase() {
    let host = host(Choice.right, columns: 10, rows: 1)
    #expect(host.lines == ["n=2"])
  }

  @Test func stateSurvivesReEvaluation() {
    let host = host(Counter(bump: 1), columns: 10, rows: 1)
    // onAppear ran once, after the first pass: the second pass shows its write.
    #expect(host.lines == ["n=1"])
    host.resize(to: .init(width: 12, height: 1))
    #expect(host.lines == ["n=1"])
  }

  @Test func switchingBranchesResetsTheStateOfTheBranchLeft() {
    let host = host(Branches(), columns: 10, rows: 2)
    // The first counter appeared (1); the switch made a new counter in the other branch,
    // whose state starts at 0 and appears once (10).
    #expect(host.lines == ["n=10", "x"])
  }

  @Test func aNewIDMakesANewViewWithFreshState() {
    let host = host(Identified(), columns: 10, rows: 1)
    // id 0 appeared (n=1), then id 1 is a new view: its own onAppear ran once more from 0.
    #expect(host.lines == ["n=1"])
  }

  @Test func writingAnEqualValueAsksForNoPass() {
    let host = host(EqualWrites(), columns: 10, rows: 1)
    // The first pass queued the appear action; its write of the same value was inert.
    #expect(host.lastPassCount == 1)
    #expect(host.lines == ["v=5"])
  }

  @Test func aWriteInEveryPassStopsAtTheCycleLimit() {
    let host = host(Cycle(), columns: 10, rows: 1)
    #expect(host.cycleDetected)
    #expect(host.lastPassCount == 8)
    // Eight passes showed 0…7; the eighth's action wrote 8, which no pass showed.
    #expect(host.lines == ["v=7"])
  }
}
