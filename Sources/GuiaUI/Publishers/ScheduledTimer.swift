#if GUIA_FOUNDATION
  import Foundation
#endif

#if !GUIA_FOUNDATION
  extension Timer {
    /// A timer that runs `block` every `interval` seconds (once, unless `repeats`), from now,
    /// as Foundation's: it fires on GuiaUI's event loop (a main-actor task sleeping until each
    /// deadline, which the loop runs as it drains the main queue) until ``invalidate()``.
    @discardableResult
    public static func scheduledTimer(
      withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void
    ) -> Timer {
      let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
      timer.schedule()
      return timer
    }

    /// Whether it will fire again: not invalidated, nor a one-shot timer that fired.
    public var isValid: Bool { block != nil }

    /// Stops it: it never fires again.
    public func invalidate() {
      block = nil
      task?.cancel()
      task = nil
    }

    /// Runs its block now, out of turn; a one-shot timer is then done.
    public func fire() {
      guard let block else { return }
      block(self)
      if !repeats { invalidate() }
    }

    /// Starts the firings: each a whole interval after the one before (the ones missed while
    /// the loop was held up are dropped, as a run loop's timer drops them). The task holds
    /// the timer, as a run loop holds a scheduled one, until it is invalidated.
    func schedule() {
      guard task == nil, block != nil else { return }
      let interval = Duration.guiaSeconds(timeInterval)
      let timer = MainActorBound(self)
      task = Task { @MainActor in
        let timer = timer.value
        var deadline = ContinuousClock.now + interval
        while timer.isValid {
          try? await Task.sleep(until: deadline)
          guard !Task.isCancelled else { return }
          timer.fire()
          deadline += interval
          if deadline <= .now { deadline = .now + interval }
        }
      }
    }
  }

  extension RunLoop {
    /// Schedules `timer` (made with `Timer(timeInterval:repeats:block:)`) on GuiaUI's loop.
    public func add(_ timer: Timer, forMode mode: Mode) { timer.schedule() }
  }
#else
  /// Foundation's timers (`Timer.scheduledTimer`, `RunLoop.main.add(_:forMode:)`) are the main
  /// run loop's, which GuiaUI's event loop does not otherwise run: the host runs it between
  /// events and wakes for its next timer (GuiaUIHost's `tickDeadline`).
  enum MainRunLoopTimers {
    /// Runs the main run loop's timers that are due, and returns when the next is.
    static func fireDue() -> Date? {
      guard let next = RunLoop.main.limitDate(forMode: .default), next != .distantFuture else { return nil }
      return next
    }
  }
#endif
