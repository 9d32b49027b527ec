@testable import GuiaUI
import ScrollKit
import Testing
import TerminalUI

/// A clock as Apple's TimelineView documentation writes one, beside a count of the keys
/// pressed: each key evaluates the body again, and the timeline with it.
private struct Clock: View {
  @State private var keys = 0
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      TimelineView(.periodic(from: .now, by: 1)) { context in
        Text("tic \(context.tick)")
      }
      Text("teclas \(keys)")
    }
    .onKeyPress { _ in
      keys += 1
      return .handled
    }
  }
}

/// A count kept by `onTick`, a GuiaUI addition the reader's follow mode uses, beside a count
/// of the keys pressed (as the reader's keys change what it shows).
private struct Follower: View {
  @State private var looks = 0
  @State private var keys = 0
  var body: some View {
    Text("vistas \(looks) teclas \(keys)")
      .onTick(every: .seconds(1)) { looks += 1 }
      .onKeyPress { _ in
        keys += 1
        return .handled
      }
  }
}

/// A `.task` that sleeps a second in a loop beside a timeline: its wake-ups are events too.
private struct ClockAndTask: View {
  @State private var naps = 0
  var body: some View {
    VStack {
      TimelineView(.periodic(from: .now, by: 1)) { context in Text("tic \(context.tick)") }
      Text("siestas \(naps)")
    }
  }
}

private let keyEveryHalfSecond = SimulatedLoop<Clock>.every(
  .milliseconds(500), until: .seconds(10), .key(.character("x")))

/// Every timed wake-up is a deadline: events in between (keys, a task's wake-ups) leave it
/// where it was (issue 51, §1: a periodic TimelineView froze while anything else happened).
@MainActor
@Suite struct TimedWakeUpTests {
  @Test("with a key every 0.5 s, a 1 s timeline still ticks every second")
  func timelineTicksBetweenKeys() {
    let loop = SimulatedLoop(root(Clock(), columns: 20, rows: 2))
    loop.play(until: .milliseconds(3_200), events: keyEveryHalfSecond)
    #expect(loop.host.text.map { $0.trimmingPrefix(while: { $0 == " " }) } == ["tic 4", "teclas 6"], "\(loop.host.text)")
  }

  @Test("a drained main queue (a task waking every second) does not put the timeline's tick back")
  func timelineTicksBetweenTaskWakeUps() {
    let loop = SimulatedLoop(root(ClockAndTask(), columns: 20, rows: 2))
    let deadline = loop.host.tickDeadline
    #expect(deadline != nil)
    _ = loop.host.respond(to: .mainQueueDrained)
    _ = loop.host.respond(to: .key(.character("x")))
    #expect(loop.host.tickDeadline == deadline, "an event leaves the deadline where it was")
    let wakeUps = SimulatedLoop<ClockAndTask>.every(.milliseconds(999), until: .seconds(10), .mainQueueDrained)
    loop.play(until: .milliseconds(3_500), events: wakeUps)
    #expect(loop.host.text[0].contains("tic 4"), "\(loop.host.text)")
  }

  @Test("with a key every 0.5 s, onTick(every: 1 s) still runs every second (the reader's follow mode)")
  func onTickRunsBetweenKeys() {
    let loop = SimulatedLoop(root(Follower(), columns: 20, rows: 1))
    loop.play(until: .milliseconds(3_200), events: SimulatedLoop<Follower>.every(
      .milliseconds(500), until: .seconds(10), .key(.character("x"))))
    #expect(loop.host.text[0].contains("vistas 3"), "\(loop.host.text)")
  }
}

/// A stopwatch as tutorials write one with Combine's timer, beside a count of the keys.
private struct Stopwatch: View {
  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  @State private var seconds = 0
  @State private var keys = 0
  var body: some View {
    Text("segundos \(seconds) teclas \(keys)")
      .onKeyPress { _ in
        keys += 1
        return .handled
      }
      .onReceive(timer) { _ in
        seconds += 1
        if seconds == 3 { timer.upstream.connect().cancel() }
      }
  }
}

extension TimedWakeUpTests {
  @Test("Timer.publish(every: 1).autoconnect() with onReceive: a value a second between keys; cancelled, none")
  func timerPublisher() {
    let loop = SimulatedLoop(root(Stopwatch(), columns: 20, rows: 1))
    #expect(loop.host.text[0].contains("segundos 0"))
    loop.play(until: .milliseconds(2_100), events: SimulatedLoop<Stopwatch>.every(
      .milliseconds(400), until: .seconds(10), .key(.character("x"))))
    #expect(loop.host.text[0].contains("segundos 2"), "\(loop.host.text)")
    loop.play(until: .seconds(6))
    #expect(loop.host.text[0].contains("segundos 3"), "cancelled at 3: \(loop.host.text)")
    #expect(loop.host.tickDeadline == nil, "a cancelled timer asks for no tick")
  }
}

/// A view model's events, as Combine code sends them, received by a view.
@MainActor
private final class Events {
  let subject = PassthroughSubject<String, Never>()
}

private struct Listener: View {
  let events: Events
  @State private var last = "nada"
  var body: some View {
    Text("último: \(last)").onReceive(events.subject) { last = $0 }
  }
}

extension TimedWakeUpTests {
  @Test("onReceive of a PassthroughSubject: each value sent is received; sink too, until cancelled")
  func subjects() {
    let events = Events()
    let host = root(Listener(events: events), columns: 30, rows: 1)
    events.subject.send("uno")
    #expect(host.text[0].contains("último: uno"), "\(host.text)")
    var sunk: [String] = []
    let cancellable = events.subject.sink { sunk.append($0) }
    events.subject.send("dos")
    cancellable.cancel()
    events.subject.send("tres")
    #expect(sunk == ["dos"])
    #expect(host.text[0].contains("último: tres"))
    let current = CurrentValueSubject<Int, Never>(1)
    var seen: [Int] = []
    let kept = current.sink { seen.append($0) }
    current.value = 2
    current.send(3)
    #expect(seen == [1, 2, 3] && current.value == 3, "the value held first, then each one sent")
    kept.cancel()
  }

  @Test("sink on a connected timer: dates at its deadlines from a main-actor task; cancelling stops them")
  func timerSink() async {
    let timer = Timer.publish(every: 0.01, on: .main, in: .common)
    let connection = timer.connect()
    var dates: [Date] = []
    let cancellable = timer.sink { dates.append($0) }
    #expect(await eventually { dates.count >= 3 })
    cancellable.cancel()
    connection.cancel()
    let count = dates.count
    try? await Task.sleep(for: .milliseconds(50))
    #expect(dates.count == count, "no date after cancelling")
  }
}
