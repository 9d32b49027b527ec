@testable import GuiaUI
import ScrollKit
import Testing
import TerminalUI

@testable import GuiaUICorpus

/// The corpus's clocks (Tests/Corpus: a TimelineView clock, a Timer.publish stopwatch) on a
/// headless host, its event loop played against a simulated clock: events at their times,
/// and a tick whenever the host's deadline comes first, as the terminal's wait reports it.
/// Seconds pass here without being waited for.
@MainActor
private final class TimedWindow {
  private(set) var now = ContinuousClock.now
  private let start: ContinuousClock.Instant

  init(_ program: String, rows: Int = 12, columns: Int = 50) {
    start = now
    let host = GuiaUIHost(root: AnyView(CorpusProgram(name: program)))
    self.hosted = host
    host.graph.now = { [unowned self] in self.now }
    host.start(size: CellSize(width: columns, height: rows))
    _ = host.render()
  }

  private let hosted: GuiaUIHost<AnyView>

  /// The screen's rows, trailing blanks removed.
  var lines: [String] {
    hosted.render().lines.map { line in
      var text = Substring(line)
      while text.hasSuffix(" ") { text.removeLast() }
      return String(text.drop { $0 == " " })
    }
  }

  func shows(_ text: String) -> Bool { lines.contains { $0.contains(text) } }

  /// Plays until `duration` after the start, `event` every `interval`, ticks at the
  /// deadlines; `look` reads the screen after each frame.
  func play(
    until duration: Duration, every interval: Duration? = nil, _ event: TerminalEvent = .key(.character("x")),
    look: ([String]) -> Void = { _ in }
  ) {
    let end = start + duration
    var nextEvent = interval.map { max(now, start) + $0 }
    // A deadline that never moves on would tick for ever: the loop gives up, and says so.
    var steps = 0
    while true {
      steps += 1
      guard steps < 100_000 else {
        Issue.record("the host kept asking for ticks at \(now - start): a deadline that does not move on")
        return
      }
      let deadline = hosted.tickDeadline
      if let deadline, deadline <= end, nextEvent.map({ deadline < $0 }) ?? true {
        now = max(now, deadline)
        _ = hosted.respond(to: .tick)
      } else if let next = nextEvent, next <= end, let interval {
        now = max(now, next)
        _ = hosted.respond(to: event)
        nextEvent = next + interval
      } else {
        now = end
        return
      }
      look(lines)
    }
  }

  /// Sends `bytes` as keys.
  func send(_ bytes: String) {
    var decoder = InputDecoder()
    for key in decoder.feed(Array(bytes.utf8)) + decoder.timeOut() { _ = hosted.respond(to: .key(key)) }
  }
}

@MainActor
@Suite struct CorpusClockTests {
  @Test("TimelineView clock: the seconds go on while a key comes every 0.5 s and a task wakes every second")
  func clock() {
    let window = TimedWindow("clock")
    #expect(window.shows("Heartbeats: 0"))
    #expect(window.shows("This minute began at"))
    var seconds: [String] = []
    window.play(until: .milliseconds(3_300), every: .milliseconds(500)) { lines in
      // The standard time's row, `14:45:03`.
      if let row = lines.first(where: { $0.count == 8 && $0.filter { $0 == ":" }.count == 2 }),
        seconds.last != row
      {
        seconds.append(row)
      }
    }
    #expect(seconds.count == 4, "a new second every second: \(seconds)")
    window.play(until: .milliseconds(6_300), every: .milliseconds(999), .mainQueueDrained) { lines in
      if let row = lines.first(where: { $0.count == 8 && $0.filter { $0 == ":" }.count == 2 }),
        seconds.last != row
      {
        seconds.append(row)
      }
    }
    #expect(seconds.count == 7, "and while the main queue's work wakes the loop: \(seconds)")
  }

  @Test("Timer.publish stopwatch: a second a second between keys; Stop stops it, Start goes on")
  func stopwatch() {
    let window = TimedWindow("stopwatch")
    #expect(window.shows("Elapsed: 0 s"))
    #expect(window.shows("1:00"), "the minute's countdown: \(window.lines)")
    window.play(until: .milliseconds(3_200), every: .milliseconds(400))
    #expect(window.shows("Elapsed: 3 s"), "\(window.lines)")
    #expect(window.shows("0:57"), "\(window.lines)")
    window.send("\t\r")
    #expect(window.shows("Start"))
    window.play(until: .seconds(6))
    #expect(window.shows("Elapsed: 3 s"), "stopped: \(window.lines)")
    window.send("\r")
    window.play(until: .milliseconds(8_100))
    #expect(window.shows("Elapsed: 5 s"), "started again: \(window.lines)")
    // Stopped and started again between two of its seconds: the new timer counts from the
    // start, not from the stopped one's next second.
    window.play(until: .milliseconds(8_300))
    window.send("\r")
    window.play(until: .milliseconds(8_500))
    window.send("\r")
    window.play(until: .milliseconds(9_400))
    #expect(window.shows("Elapsed: 5 s"), "a second not yet gone since Start: \(window.lines)")
    window.play(until: .milliseconds(9_600))
    #expect(window.shows("Elapsed: 6 s"), "\(window.lines)")
  }
}
