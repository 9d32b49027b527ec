/// The operators that wait (Combine's `debounce` and `throttle`): a main-actor task sleeps for
/// each wait, which the event loop runs as it drains the main queue.
extension Publishers {
  /// A value handed on once `dueTime` has passed with no newer one, as Combine's `debounce`:
  /// what a search field's query goes through before it is looked up.
  public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let dueTime: SchedulerTimeInterval
    public let scheduler: Context

    public var _source: PublisherSource<Output> {
      let wait = dueTime.duration
      return upstream._source.stream { receiver in
        let pending = PendingWork()
        return ({ value in
          pending.start(after: wait) { receiver(value) }
        }, { pending.cancel() })
      }
    }
  }

  /// At most one value each `interval`, as Combine's `throttle`: the first value at once,
  /// then, at the end of each interval that had values, its latest (or its first).
  public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let interval: SchedulerTimeInterval
    public let scheduler: Context
    public let latest: Bool

    public var _source: PublisherSource<Output> {
      let (wait, latest) = (interval.duration, latest)
      return upstream._source.stream { receiver in
        let window = PendingWork()
        var held: Output?
        var isOpen = false
        func open() {
          isOpen = true
          window.start(after: wait) {
            guard let value = held else {
              isOpen = false
              return
            }
            held = nil
            receiver(value)
            open()
          }
        }
        return ({ value in
          guard isOpen else {
            receiver(value)
            open()
            return
          }
          if latest || held == nil { held = value }
        }, { window.cancel() })
      }
    }
  }
}

/// One piece of work waiting its time on the main actor; starting another replaces it.
final class PendingWork {
  private var task: Task<Void, Never>?

  func start(after wait: Duration, _ work: @escaping () -> Void) {
    task?.cancel()
    let work = MainActorBound(work)
    task = Task { @MainActor in
      try? await Task.sleep(for: wait)
      guard !Task.isCancelled else { return }
      work.value()
    }
  }

  func cancel() {
    task?.cancel()
    task = nil
  }
}

extension Publisher {
  /// A value handed on once `dueTime` has passed with no newer one
  /// (`.debounce(for: .milliseconds(300), scheduler: RunLoop.main)`).
  public func debounce<S: Scheduler>(
    for dueTime: SchedulerTimeInterval, scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Publishers.Debounce<Self, S> {
    Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler)
  }

  /// At most one value each `interval`: the first at once, then each interval's latest
  /// (`latest: true`) or first.
  public func throttle<S: Scheduler>(
    for interval: SchedulerTimeInterval, scheduler: S, latest: Bool
  ) -> Publishers.Throttle<Self, S> {
    Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
  }
}
