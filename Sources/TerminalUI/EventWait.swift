/// How long the event loop's wait may last before it must wake on its own: until a sequence
/// begun must settle (an Escape alone) or until the application's next tick, whichever comes
/// first.
///
/// The tick is a deadline, not an interval: an event in between (a key, a task's sleep
/// ending, a print) leaves it where it was, so a clock that asks for a tick a second ticks
/// every second however often keys come. An interval started again after each event would
/// never end while keys come faster than it.
public struct EventWait: Hashable, Sendable {
  /// Milliseconds to wait; `nil` waits until something comes.
  public let timeout: Int?
  /// Whether the wait ending with nothing else is the tick (else it is the input settling).
  public let endsInTick: Bool

  /// The wait at `now`, with the input asking to settle in `settle` milliseconds (if at all)
  /// and the application asking for a tick at `tickDeadline` (if at all).
  public init(settle: Int?, tickDeadline: ContinuousClock.Instant?, now: ContinuousClock.Instant) {
    let tick = tickDeadline.map { Self.milliseconds(from: now, to: $0) }
    if let tick, settle.map({ tick <= $0 }) ?? true {
      timeout = tick
      endsInTick = true
    } else {
      timeout = settle
      endsInTick = false
    }
  }

  /// Whole milliseconds from `now` until `deadline`, rounded up (a wait that ends early would
  /// find the deadline not yet come and wait again for nothing); 0 once it has passed.
  static func milliseconds(from now: ContinuousClock.Instant, to deadline: ContinuousClock.Instant) -> Int {
    let remaining = deadline - now
    guard remaining > .zero else { return 0 }
    let milliseconds = (remaining / .milliseconds(1)).rounded(.up)
    return milliseconds < Double(Int32.max) ? Int(milliseconds) : Int(Int32.max)
  }
}
