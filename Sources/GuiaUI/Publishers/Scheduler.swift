import Dispatch

#if GUIA_FOUNDATION
  import Foundation
#endif

/// Where a publisher's timed operators (``Publisher/debounce(for:scheduler:options:)``,
/// ``Publisher/throttle(for:scheduler:latest:)``) wait, as Combine's `Scheduler`: `RunLoop.main`
/// or `DispatchQueue.main`. GuiaUI has one loop, whichever is named: the waits are main-actor
/// tasks, which the event loop runs as it drains the main queue.
public protocol Scheduler {
  /// What a scheduler may be told beside the time (GuiaUI takes none).
  associatedtype SchedulerOptions = Never
}

/// A span of time a timed operator waits, as Combine's `SchedulerTimeType.Stride`: written
/// `.milliseconds(300)`, `.seconds(1)` or a number of seconds (`0.5`), for any scheduler.
public struct SchedulerTimeInterval: Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral
{
  /// The span in seconds.
  public let timeInterval: Double

  /// A span of `seconds`.
  public init(_ seconds: Double) { timeInterval = max(0, seconds) }
  public init(floatLiteral value: Double) { self.init(value) }
  public init(integerLiteral value: Int) { self.init(Double(value)) }

  /// `seconds` seconds.
  public static func seconds(_ seconds: Double) -> Self { Self(seconds) }
  /// `seconds` seconds.
  public static func seconds(_ seconds: Int) -> Self { Self(Double(seconds)) }
  /// `milliseconds` thousandths of a second.
  public static func milliseconds(_ milliseconds: Int) -> Self { Self(Double(milliseconds) / 1_000) }
  /// `microseconds` millionths of a second.
  public static func microseconds(_ microseconds: Int) -> Self { Self(Double(microseconds) / 1_000_000) }
  /// `nanoseconds` billionths of a second.
  public static func nanoseconds(_ nanoseconds: Int) -> Self { Self(Double(nanoseconds) / 1_000_000_000) }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.timeInterval < rhs.timeInterval }

  var duration: Duration { .guiaSeconds(timeInterval) }
}

extension RunLoop: Scheduler {}
extension DispatchQueue: Scheduler {}
