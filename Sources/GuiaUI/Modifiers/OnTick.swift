extension View {
  /// Runs `action` on the host's ticks, one every `interval` at most (as soon as the
  /// terminal has no key waiting, when it is zero), while `isActive` (a GuiaUI addition).
  ///
  /// For long work done a slice at a time, as less searches: a key between two slices is
  /// read before the next one. The action runs from the event loop, as a key's handler does:
  /// no view is evaluated for the tick itself, and the state the action writes asks for a
  /// pass only when it changes. A `TimelineView` would evaluate its content on every tick.
  ///
  /// ```swift
  /// footer
  ///   .onTick(every: .milliseconds(200), isActive: isFollowing) { model.refresh() }
  /// ```
  public func onTick(
    every interval: Duration = .zero, isActive: Bool = true, perform action: @escaping () -> Void
  ) -> some View {
    modifier(OnTickModifier(interval: interval, isActive: isActive, action: action))
  }
}

@usableFromInline
struct OnTickModifier: PrimitiveModifier {
  let interval: Duration
  let isActive: Bool
  let action: () -> Void

  func resolve(content: ResolveContent, in context: ResolveContext) -> [Element] {
    let record = context.node.slot(LifecycleModifier.slot + 7) { OnTickRecord() }
    let request = record.request
    if isActive {
      let graph = context.graph
      let (interval, action) = (max(.zero, interval), action)
      // Counted from the last run (or from when it became active), not from the last pass:
      // keys in between leave it due when it was. A shorter interval asked for (the reader's
      // long work starting while it follows a file) may bring it closer.
      let soonest = (record.lastRun ?? graph.now()) + interval
      if request.deadline.map({ soonest < $0 }) ?? true { request.deadline = soonest }
      request.fire = { [unowned record, unowned graph] due in
        let ran = max(due, graph.now())
        record.lastRun = ran
        record.request.deadline = ran + interval
        action()
      }
      graph.register(.tick(request))
    } else {
      request.deadline = nil
      record.lastRun = nil
    }
    return content.resolve(in: context)
  }
}

/// An `onTick`'s wake-up and when its action last ran.
@MainActor
final class OnTickRecord {
  let request = TickRequest()
  var lastRun: ContinuousClock.Instant?
}
