extension Viewer {
  /// How often a followed file is checked for new text, in milliseconds.
  public static let followInterval = 200

  /// Runs the event loop on `terminal` until the reader quits or a signal ends it.
  ///
  /// A short loop: next event → command → state → render → draw. Teardown belongs to the
  /// terminal's owner, so it happens on every path out of here.
  public func run(on terminal: some Terminal) throws -> ExitReason {
    if terminal.size != size { resize(to: terminal.size) }
    onLayout?()
    try terminal.draw(render())
    while true {
      switch try terminal.nextEvent() {
      case .key(let key):
        guard handle(key) else { return .quit }
      case .resize(let newSize):
        resize(to: newSize)
      case .redraw:
        invalidate()
      case .contentChanged:
        if let onContentChanged { onContentChanged() } else { contentDidGrow() }
      case .tick:
        guard onTick?() == true else { continue }
      case .terminate(let signal):
        return .signal(signal)
      }
      onLayout?()
      terminal.tickInterval = isFollowing ? Self.followInterval : nil
      try terminal.draw(render())
    }
  }
}
