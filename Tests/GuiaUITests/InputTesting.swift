import Glibc
import GuiaUI
import TerminalUI

/// What the handlers of a test view saw, in order.
@MainActor
final class KeyLog {
  private(set) var entries: [String] = []
  func record(_ entry: String) { entries.append(entry) }
  func clear() { entries.removeAll() }
}

extension GuiaUIHost {
  /// Presses `keys` one after another, as the terminal would report them.
  @discardableResult
  func type(_ keys: Key...) -> EventOutcome {
    var outcome = EventOutcome.ignore
    for key in keys { outcome = respond(to: .key(key)) }
    return outcome
  }

  /// Types each character of `text` as a key.
  func type(_ text: String) {
    for character in text { _ = respond(to: .key(.character(character))) }
  }
}

/// Waits until `condition` holds, giving the main actor's other jobs (tasks) their turn, or
/// until `timeout` passes; returns whether it holds.
@MainActor
func eventually(
  within timeout: Duration = waitLimit, _ condition: () -> Bool
) async -> Bool {
  let clock = ContinuousClock()
  let deadline = clock.now + timeout
  while !condition() {
    guard clock.now < deadline else { return await lastTurns(condition) }
    await Task.yield()
  }
  return true
}

/// Whether `condition` holds within a second more of the main actor's turns, once a wait's
/// time is up: another test may have held the main actor until now (a long synchronous sweep),
/// and the jobs queued meanwhile, or timed ones (a timer's next tick), get their turns before
/// the wait gives up. The second counts from this turn, so a held main actor cannot eat it.
@MainActor
func lastTurns(_ condition: () -> Bool) async -> Bool {
  let clock = ContinuousClock()
  let end = clock.now + .seconds(1)
  while clock.now < end {
    if condition() { return true }
    try? await Task.sleep(for: .milliseconds(1))
  }
  return condition()
}

/// How long a test waits for something that should come: longer under the sanitizers
/// (several times slower, on a shared machine), where only a failure waits it out.
let waitLimit: Duration = getenv("GUIA_SANITIZER") != nil ? .seconds(120) : .seconds(20)
