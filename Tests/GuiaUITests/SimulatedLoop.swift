@testable import GuiaUI
import TerminalUI
import Testing

/// guia's event loop played against a simulated clock: the events of a script at their
/// times, and a tick whenever the host's deadline comes before the next one, as the
/// terminal's wait reports it (`EventWait`: the time left to the deadline, whatever came in
/// between). Time only passes here, so a test of seconds takes none.
@MainActor
final class SimulatedLoop<Root: View> {
  let host: GuiaUIHost<Root>
  /// The simulated time now.
  private(set) var now: ContinuousClock.Instant
  let start: ContinuousClock.Instant
  /// How many ticks the host was given.
  private(set) var ticks = 0

  init(_ host: GuiaUIHost<Root>) {
    self.host = host
    start = ContinuousClock.now
    now = start
    host.graph.now = { [unowned self] in self.now }
    _ = host.render()
  }

  /// Plays until `duration` after the start: `events` at their times after the start, ticks
  /// at the host's deadlines (the events first when both are due).
  func play(until duration: Duration, events: [(at: Duration, event: TerminalEvent)] = []) {
    var script = events.sorted { $0.at < $1.at }
    let end = start + duration
    // A deadline that never moves on would tick for ever: the loop gives up, and says so.
    var steps = 0
    while true {
      steps += 1
      guard steps < 100_000 else {
        Issue.record("the host kept asking for ticks at \(now - start): a deadline that does not move on")
        return
      }
      let next = script.first.map { start + $0.at }
      let deadline = host.tickDeadline
      if let deadline, deadline <= end, next.map({ deadline < $0 }) ?? true {
        now = max(now, deadline)
        ticks += 1
        _ = host.respond(to: .tick)
      } else if let next, next <= end {
        now = max(now, next)
        _ = host.respond(to: script.removeFirst().event)
      } else {
        now = end
        break
      }
      _ = host.render()
    }
  }

  /// `event` every `interval` from `interval` on, until `duration`.
  nonisolated static func every(
    _ interval: Duration, until duration: Duration, _ event: TerminalEvent
  ) -> [(at: Duration, event: TerminalEvent)] {
    var events: [(at: Duration, event: TerminalEvent)] = []
    var time = interval
    while time <= duration {
      events.append((time, event))
      time += interval
    }
    return events
  }
}
