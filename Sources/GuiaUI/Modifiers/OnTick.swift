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
    if isActive {
      let (seconds, attoseconds) = interval.components
      let milliseconds = Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
      context.graph.register(.tick(interval: max(0, milliseconds), action: action))
    }
    return content.resolve(in: context)
  }
}
