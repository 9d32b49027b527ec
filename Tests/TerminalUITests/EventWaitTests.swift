import Testing
import TerminalUI

/// The terminal's wait for the next event ends at the tick's deadline: what is left of it,
/// not a whole interval counted again from each event (issue 51, §1).
@Suite struct EventWaitTests {
  let start = ContinuousClock.now

  @Test("600 ms after a tick was asked for a second ahead, the wait is the 400 ms left")
  func waitsForWhatIsLeft() {
    let wait = EventWait(settle: nil, tickDeadline: start + .seconds(1), now: start + .milliseconds(600))
    #expect(wait.timeout == 400 && wait.endsInTick)
  }

  @Test("a deadline passed is due at once; a part of a millisecond left rounds up, never early")
  func dueAndRounding() {
    let passed = EventWait(settle: nil, tickDeadline: start, now: start + .milliseconds(30))
    #expect(passed.timeout == 0 && passed.endsInTick)
    let fraction = EventWait(settle: nil, tickDeadline: start + .microseconds(1_500), now: start)
    #expect(fraction.timeout == 2)
  }

  @Test("an Escape settling sooner than the tick ends the wait first, and is not the tick")
  func settleFirst() {
    let wait = EventWait(settle: 25, tickDeadline: start + .seconds(1), now: start)
    #expect(wait.timeout == 25 && !wait.endsInTick)
    let none = EventWait(settle: nil, tickDeadline: nil, now: start)
    #expect(none.timeout == nil && !none.endsInTick)
  }
}
