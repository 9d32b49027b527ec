/// A timed wake-up a view asks for: a timeline's next entry, an `onTick` action's next run, a
/// timer publisher's next value, a scroll phase settling, a timer text's next second.
///
/// It is kept by the view's node from pass to pass, with its deadline: an event between two
/// ticks (a key, a task waking, a pass) registers the same request again and leaves the
/// deadline where it was. The graph asks the terminal for the soonest deadline, and a tick
/// fires every request whose deadline has come.
@MainActor
final class TickRequest {
  /// When the request wants to fire; `nil` while it wants nothing (a settled scroll).
  var deadline: ContinuousClock.Instant?
  /// Runs when the deadline has come, given the tick's time (never before the deadline); it
  /// sets the next deadline, or `nil`.
  var fire: (ContinuousClock.Instant) -> Void = { _ in }

  init(deadline: ContinuousClock.Instant? = nil) {
    self.deadline = deadline
  }
}

extension Duration {
  /// A duration of `seconds`, which may be fractional; none when it is not a finite number.
  static func guiaSeconds(_ seconds: Double) -> Duration {
    seconds.isFinite ? .nanoseconds(Int64(max(-9e18, min(9e18, (seconds * 1e9).rounded())))) : .zero
  }
}
