#if canImport(Glibc)
  import Glibc
#endif

#if !GUIA_FOUNDATION
/// A number of seconds, as Foundation's `TimeInterval`.
public typealias TimeInterval = Double

/// A point in time, as Foundation's `Date` that SwiftUI code takes for granted
/// (`TimelineView`'s `context.date`, `Date()`, `Text(date, style: .time)`): seconds since
/// 1970 on the system's wall clock. GuiaUI names its own so that no Foundation is linked
/// (see `CGFloat`); with the `Foundation` trait, `Date` is Foundation's.
public struct Date: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Seconds since 00:00:00 UTC on 1 January 1970.
  public let timeIntervalSince1970: TimeInterval

  /// The time it is now.
  public init() {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    timeIntervalSince1970 = Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// The time `seconds` after 1970's first second.
  public init(timeIntervalSince1970 seconds: TimeInterval) { timeIntervalSince1970 = seconds }

  /// The time `seconds` from now (before now when negative).
  public init(timeIntervalSinceNow seconds: TimeInterval) {
    self.init(timeIntervalSince1970: Date().timeIntervalSince1970 + seconds)
  }

  /// The time `seconds` after `date`.
  public init(timeInterval seconds: TimeInterval, since date: Date) {
    self.init(timeIntervalSince1970: date.timeIntervalSince1970 + seconds)
  }

  /// The time it is now.
  public static var now: Date { Date() }
  /// A time long past.
  public static let distantPast = Date(timeIntervalSince1970: -62_135_769_600)
  /// A time far ahead.
  public static let distantFuture = Date(timeIntervalSince1970: 64_092_211_200)

  /// Seconds from `date` to this one (negative when this one is earlier).
  public func timeIntervalSince(_ date: Date) -> TimeInterval {
    timeIntervalSince1970 - date.timeIntervalSince1970
  }

  /// Seconds from now to this date (negative when it has passed).
  public var timeIntervalSinceNow: TimeInterval { timeIntervalSince(Date()) }

  /// This date moved by `seconds`.
  public func addingTimeInterval(_ seconds: TimeInterval) -> Date {
    Date(timeIntervalSince1970: timeIntervalSince1970 + seconds)
  }

  /// Moves this date by `seconds`.
  public mutating func addTimeInterval(_ seconds: TimeInterval) { self = addingTimeInterval(seconds) }

  public static func + (date: Date, seconds: TimeInterval) -> Date { date.addingTimeInterval(seconds) }
  public static func - (date: Date, seconds: TimeInterval) -> Date { date.addingTimeInterval(-seconds) }
  public static func += (date: inout Date, seconds: TimeInterval) { date.addTimeInterval(seconds) }
  public static func -= (date: inout Date, seconds: TimeInterval) { date.addTimeInterval(-seconds) }
  public static func < (lhs: Date, rhs: Date) -> Bool { lhs.timeIntervalSince1970 < rhs.timeIntervalSince1970 }

  /// The date in UTC, as Foundation prints one: `2026-12-07 14:45:03 +0000`.
  public var description: String {
    let parts = CalendarParts(self, local: false)
    return "\(parts.isoDate) \(parts.clock(seconds: true)) +0000"
  }
}

extension Date {
  /// How ``Date/formatted(date:time:)`` writes a date, as Foundation's `Date.FormatStyle`
  /// (its date and time styles only).
  public struct FormatStyle: Hashable, Sendable {
    /// How much of the day is written when no field was chosen.
    var dateStyle: DateStyle
    /// How much of the time is written when no field was chosen.
    var timeStyle: TimeStyle
    /// The fields chosen (`.dateTime.year().month()`), each with its width.
    var fields: [Field: Int] = [:]

    /// A style writing the day in `date`'s style and the time in `time`'s (none when `nil`).
    public init(date: DateStyle? = nil, time: TimeStyle? = nil) {
      dateStyle = date ?? .omitted
      timeStyle = time ?? .omitted
    }

    /// How much of the day is written.
    public struct DateStyle: Hashable, Sendable {
      let rawValue: Int
      /// No day.
      public static let omitted = DateStyle(rawValue: 0)
      /// `12/7/2026`.
      public static let numeric = DateStyle(rawValue: 1)
      /// `Dec 7, 2026`.
      public static let abbreviated = DateStyle(rawValue: 2)
      /// `December 7, 2026`.
      public static let long = DateStyle(rawValue: 3)
      /// `Monday, December 7, 2026`.
      public static let complete = DateStyle(rawValue: 4)
    }

    /// How much of the time is written (on 24 hours, in the terminal's time zone).
    public struct TimeStyle: Hashable, Sendable {
      let rawValue: Int
      /// No time.
      public static let omitted = TimeStyle(rawValue: 0)
      /// `14:45`.
      public static let shortened = TimeStyle(rawValue: 1)
      /// `14:45:03`.
      public static let standard = TimeStyle(rawValue: 2)
      /// `14:45:03 CET`.
      public static let complete = TimeStyle(rawValue: 3)
    }
  }

  /// The date as a clock writes it: `12/7/2026, 14:45` (the terminal's time zone).
  public func formatted() -> String { formatted(date: .numeric, time: .shortened) }

  /// The day in `date`'s style and the time in `time`'s, joined by a comma, as Foundation's.
  public func formatted(date: FormatStyle.DateStyle, time: FormatStyle.TimeStyle) -> String {
    let parts = CalendarParts(self)
    let day: String? =
      switch date.rawValue {
      case 1: parts.numericDate
      case 2: parts.abbreviatedDate
      case 3: parts.longDate
      case 4: parts.completeDate
      default: nil
      }
    let clock: String? =
      switch time.rawValue {
      case 1: parts.clock(seconds: false)
      case 2: parts.clock(seconds: true)
      case 3: parts.clock(seconds: true) + " " + parts.zone
      default: nil
      }
    return [day, clock].compactMap { $0 }.joined(separator: ", ")
  }
}
#endif
