#if GUIA_FOUNDATION
  import Foundation
#endif

/// When a ``TimelineView`` updates, as SwiftUI's schedules: every so many seconds from a
/// date, at the start of every minute, or as often as the terminal can draw.
public struct TimelineSchedule: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    /// Entries at `start + k × interval` (`start` nil: from when the timeline first shows).
    case periodic(start: Date?, interval: TimeInterval)
    /// Entries at the start of each minute of the wall clock.
    case everyMinute
    /// An entry whenever no key is waiting, at most one per `minimumInterval`.
    case animation(minimumInterval: TimeInterval)
    /// Entries at the dates given, in order.
    case explicit([Date])
  }

  let kind: Kind

  /// Every `interval` seconds from `startDate`, as SwiftUI's `.periodic(from:by:)`: the
  /// entries are `startDate`, `startDate + interval`… and the content shows the last one
  /// come (a clock started at 10:00:00.4 by 1 shows 10:00:00.4, then 10:00:01.4…).
  public static func periodic(from startDate: Date, by interval: TimeInterval) -> TimelineSchedule {
    TimelineSchedule(kind: .periodic(start: startDate, interval: max(0.001, interval)))
  }

  /// Every `seconds` seconds from when the timeline first shows (a GuiaUI addition).
  public static func periodic(by seconds: Double) -> TimelineSchedule {
    TimelineSchedule(kind: .periodic(start: nil, interval: max(0.001, seconds)))
  }

  /// At the start of every minute, as SwiftUI's `.everyMinute`.
  public static let everyMinute = TimelineSchedule(kind: .everyMinute)

  /// As often as frames can be drawn: the next update comes as soon as no key is waiting,
  /// so work done a slice per update never keeps a key from being read.
  public static let animation = TimelineSchedule(kind: .animation(minimumInterval: 0))

  /// As often as frames can be drawn, at most one every `minimumInterval` seconds, as
  /// SwiftUI's; `paused` stops it.
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> TimelineSchedule {
    paused
      ? TimelineSchedule(kind: .explicit([]))
      : TimelineSchedule(kind: .animation(minimumInterval: max(0, minimumInterval ?? 0)))
  }

  /// At each of `dates`, as SwiftUI's `.explicit(_:)`; after the last, no more updates.
  public static func explicit<S: Sequence>(_ dates: S) -> TimelineSchedule where S.Element == Date {
    TimelineSchedule(kind: .explicit(dates.sorted()))
  }

  /// The entry shown at `date`: the last one at or before it (the first when none is),
  /// taking `origin` as the start of a periodic schedule without one. `nil` when the
  /// schedule has no entries.
  func entry(at date: Date, origin: Date) -> Date? {
    switch kind {
    case .periodic(let start, let interval):
      let start = start ?? origin
      guard date > start else { return start }
      let steps = (date.timeIntervalSince(start) / interval).rounded(.down)
      return start.addingTimeInterval(steps * interval)
    case .everyMinute:
      return Date(timeIntervalSince1970: (date.timeIntervalSince1970 / 60).rounded(.down) * 60)
    case .animation:
      return date
    case .explicit(let dates):
      return dates.last { $0 <= date } ?? dates.first
    }
  }

  /// The entry after `entry`, if any.
  func entry(after entry: Date, origin: Date) -> Date? {
    switch kind {
    case .periodic(let start, let interval):
      let start = start ?? origin
      // An entry is on the schedule's lattice: rounded to its step, not down, since
      // `start + k × interval − start` may come out a hair under `k × interval`.
      let steps = (entry.timeIntervalSince(start) / interval).rounded() + 1
      let next = start.addingTimeInterval(max(1, steps) * interval)
      return next > entry ? next : entry.addingTimeInterval(interval)
    case .everyMinute:
      return Date(timeIntervalSince1970: ((entry.timeIntervalSince1970 / 60).rounded(.down) + 1) * 60)
    case .animation(let minimumInterval):
      return entry.addingTimeInterval(minimumInterval)
    case .explicit(let dates):
      return dates.first { $0 > entry }
    }
  }

  /// Whether this schedule goes on from `other`: equal, or periodic by the same interval
  /// from another start.
  func isSameSchedule(as other: TimelineSchedule?) -> Bool {
    guard let other else { return false }
    if case .periodic(_, let interval) = kind, case .periodic(_, let otherInterval) = other.kind {
      return interval == otherInterval
    }
    return self == other
  }

  /// How often the content is asked to change, as SwiftUI's cadence.
  var cadence: TimelineViewDefaultContext.Cadence {
    switch kind {
    case .periodic(_, let interval): interval >= 60 ? .minutes : interval >= 1 ? .seconds : .live
    case .everyMinute: .minutes
    case .animation: .live
    case .explicit: .seconds
    }
  }
}
