@testable import GuiaUI
import Testing
import TerminalUI

/// Work done a slice per tick, as guia's search: three slices, then it stops asking.
private struct Slices: View {
  @State private var done = 0
  @State private var unrelated = 0
  var body: some View {
    Text("trozos \(done)")
      .onTick(every: .milliseconds(50), isActive: done < 3) { done += 1 }
      .onTick(every: .milliseconds(20), isActive: false) { unrelated += 1 }
  }
}

/// A tick action that writes nothing.
private struct Idle: View {
  let counter: Counter
  var body: some View {
    Text("quieto").onTick { counter.value += 1 }
  }
}

@MainActor
private final class Counter {
  var value = 0
}

@MainActor
@Suite struct OnTickTests {
  @Test("the action runs once per tick while active; the terminal is asked for the soonest active interval")
  func slices() {
    let host = GuiaUIHost(root: Slices())
    let start = ContinuousClock.now
    host.graph.now = { start }
    #expect(host.lines(columns: 20, rows: 1).first?.hasSuffix(" trozos 0") == true)
    #expect(host.tickDeadline == start + .milliseconds(50), "an inactive onTick asks for nothing")
    for expected in 1...3 {
      _ = host.respond(to: .tick)
      #expect(host.render().lines.first?.hasSuffix(" trozos \(expected)") == true)
    }
    #expect(host.tickDeadline == nil, "done: no more ticks")
    _ = host.respond(to: .tick)
    #expect(host.render().lines.first?.hasSuffix(" trozos 3") == true)
  }

  @Test("a tick evaluates no view unless its action changes state")
  func noPassForATick() {
    let counter = Counter()
    let host = GuiaUIHost(root: Idle(counter: counter))
    let start = ContinuousClock.now
    host.graph.now = { start }
    _ = host.lines(columns: 20, rows: 1)
    let passes = host.viewPassCount
    #expect(host.tickDeadline == start, "no interval: due at once")
    for _ in 0..<5 { _ = host.respond(to: .tick) }
    #expect(counter.value == 5)
    #expect(host.viewPassCount == passes)
  }
}

/// Work that starts while a slow look goes on, as the reader's search starts while it
/// follows a file: a key turns the work on.
private struct Switching: View {
  @State private var isWorking = false
  var body: some View {
    Text(isWorking ? "buscando" : "mirando")
      .onTick(every: isWorking ? .zero : .milliseconds(200)) {}
      .onKeyPress { _ in
        isWorking = true
        return .handled
      }
  }
}

extension OnTickTests {
  @Test("a shorter interval asked for brings the deadline closer: work started while following is due at once")
  func shorterIntervalComesSooner() {
    var now = ContinuousClock.now
    let start = now
    let host = GuiaUIHost(root: Switching())
    host.graph.now = { now }
    _ = host.lines(columns: 20, rows: 1)
    #expect(host.tickDeadline == start + .milliseconds(200))
    now = start + .milliseconds(50)
    _ = host.respond(to: .key(.character("/")))
    #expect(host.render().lines[0].contains("buscando"))
    #expect(host.tickDeadline == now, "due at once, not 150 ms later")
  }
}
