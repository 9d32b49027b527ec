import Document

extension Viewer: TerminalApplication {
  /// How often a followed file is checked for new text, in milliseconds.
  public static let followInterval = 200

  public var tickInterval: Int? {
    // A running search goes on as soon as no key is waiting.
    if runningSearch != nil || runningMove != nil { return 0 }
    return isFollowing ? Self.followInterval : nil
  }

  public func start(size: TerminalSize) {
    if size != self.size { resize(to: size) }
    onLayout?()
  }

  public func respond(to event: TerminalEvent) -> EventOutcome {
    switch event {
    case .key(let key):
      guard handle(key) else { return .exit(.quit) }
    case .resize(let newSize):
      resize(to: newSize)
    case .redraw:
      invalidate()
    case .contentChanged:
      if let onContentChanged { onContentChanged() } else { contentDidGrow() }
    case .tick where runningSearch != nil || runningMove != nil:
      guard continueLongWork() else { return .ignore }
    case .tick:
      guard onTick?() == true else { return .ignore }
    case .mainQueueDrained, .consoleChanged:
      // The viewer queues no main-queue work and has no console: drawn again, nothing lost.
      break
    case .notice(let text):
      show(message: DisplayText(sanitizing: text))
    case .terminate(let signal):
      // Ctrl-C stops what is running (a search, a wait for the end, the prompt, following),
      // as in less; with nothing running it ends guia.
      guard signal == Platform.interruptSignal, stopRunning() else { return .exit(.signal(signal)) }
    }
    onLayout?()
    return .redraw
  }
}
