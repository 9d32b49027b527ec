#if GUIA_FOUNDATION
  import Foundation
#endif

#if !GUIA_FOUNDATION
/// Foundation's `Timer`, as far as SwiftUI code reaches for it: `Timer.publish(every:on:in:)`
/// and `Timer.scheduledTimer(withTimeInterval:repeats:block:)` (see ScheduledTimer.swift).
/// With the `Foundation` trait it is Foundation's own, given the same `publish`, and GuiaUI's
/// event loop runs the main run loop's timers.
public final class Timer {
  /// Seconds between firings.
  public let timeInterval: TimeInterval
  let repeats: Bool
  var block: ((Timer) -> Void)?
  var task: Task<Void, Never>?

  /// A timer not yet scheduled: `RunLoop.main.add(_:forMode:)` starts it.
  public init(timeInterval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void) {
    self.timeInterval = max(0.0001, timeInterval)
    self.repeats = repeats
    self.block = block
  }
}

/// Foundation's `RunLoop`, as far as `Timer.publish(every:on:in:)` names it: GuiaUI's event
/// loop is the one loop, whichever is named.
public final class RunLoop: Sendable {
  private init() {}
  /// The main thread's loop.
  public static let main = RunLoop()
  /// The loop of the thread that asks (the main one: views run there).
  public static var current: RunLoop { main }

  /// A run loop's mode (no effect: GuiaUI's loop has one).
  public struct Mode: Hashable, Sendable {
    let name: String
    /// A mode of that name.
    public init(_ name: String) { self.name = name }
    /// The modes together, which a timer is usually put in.
    public static let common = Mode("common")
    /// The default mode.
    public static let `default` = Mode("default")
  }
}
#endif

extension Timer {
  /// A publisher of the date every `interval` seconds once connected, as Combine's
  /// `Timer.publish(every:tolerance:on:in:options:)`: `.autoconnect()` it and hand it to
  /// ``View/onReceive(_:perform:)``. Its ticks are deadlines of the host's event loop, kept
  /// whatever other events come; the run loop and mode are GuiaUI's one loop.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
    in mode: RunLoop.Mode, options: Never? = nil
  ) -> TimerPublisher {
    TimerPublisher(interval: interval)
  }

  /// A timer's publisher, as Combine's `Timer.TimerPublisher`.
  public final class TimerPublisher: ConnectablePublisher {
    public typealias Output = Date
    public typealias Failure = Never
    /// Seconds between dates.
    public let interval: TimeInterval
    /// Whether it hands out dates: connected and not cancelled since.
    var isConnected = false
    /// Whether its connection was cancelled: it hands out nothing more.
    var wasCancelled = false

    init(interval: TimeInterval) { self.interval = max(0.001, interval) }

    public func connect() -> any Cancellable {
      if !wasCancelled { isConnected = true }
      return AnyCancellable { [weak self] in
        self?.isConnected = false
        self?.wasCancelled = true
      }
    }

    public var _source: PublisherSource<Date> { PublisherSource(kind: .timer(self, value: { Date() })) }
  }
}
