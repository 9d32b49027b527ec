import Document
import Localization

#if GUIA_FOUNDATION
  import Foundation
#endif

extension Text {
  /// How ``Text/init(_:style:)`` writes a date, as SwiftUI's `Text.DateStyle`.
  public struct DateStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
    let kind: Kind
    /// The time of day: `14:45` (24 hours, the terminal's time zone).
    public static let time = DateStyle(kind: .time)
    /// The day: `December 7, 2026`.
    public static let date = DateStyle(kind: .date)
    /// The time from now to the date, or since it, in its two largest units: `2 hours,
    /// 23 minutes`; it keeps counting.
    public static let relative = DateStyle(kind: .relative)
    /// The signed difference from now in its largest unit: `+2 hours`, `-5 minutes`; it keeps
    /// counting.
    public static let offset = DateStyle(kind: .offset)
    /// A stopwatch or a countdown from now to the date: `2:05`, `36:59:01`; it keeps counting.
    public static let timer = DateStyle(kind: .timer)
  }

  /// Shows `date` in `style`, as SwiftUI's: `.relative`, `.offset` and `.timer` change every
  /// second, by themselves (the text asks the host for a tick at each second's turn).
  public init(_ date: Date, style: DateStyle) {
    segments = [Segment(content: LocalizedStringKey(verbatim: ""), clock: .date(date, style.kind))]
  }

  /// Shows the range of times, `14:00 – 15:30` (days too when they differ), as SwiftUI's.
  public init(_ dates: ClosedRange<Date>) {
    segments = [Segment(content: LocalizedStringKey(verbatim: ""), clock: .range(dates))]
  }

  /// Shows a timer over `timerInterval`, as SwiftUI's: counting down to its end (or up from
  /// its start, without `countsDown`), in minutes and seconds (hours too when `showsHours`
  /// and it has them), stopped at `pauseTime` when given. It changes every second by itself.
  public init(
    timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
    showsHours: Bool = true
  ) {
    segments = [
      Segment(
        content: LocalizedStringKey(verbatim: ""),
        clock: .interval(timerInterval, pause: pauseTime, countsDown: countsDown, showsHours: showsHours))
    ]
  }
}

/// Text that is written from the time it is shown at: a date in a style, a timer.
enum ClockText: Equatable {
  case date(Date, Text.DateStyle.Kind)
  case range(ClosedRange<Date>)
  case interval(ClosedRange<Date>, pause: Date?, countsDown: Bool, showsHours: Bool)

  /// The text at `now`.
  func text(at now: Date) -> String {
    switch self {
    case .date(let date, .time): CalendarParts(date).clock(seconds: false)
    case .date(let date, .date): CalendarParts(date).longDate
    case .date(let date, .relative): Self.relative(abs(date.timeIntervalSince(now)))
    case .date(let date, .offset): Self.offset(date.timeIntervalSince(now))
    case .date(let date, .timer):
      Self.timer(abs(date.timeIntervalSince(now)), showsHours: true, roundingUp: date > now)
    case .range(let dates):
      Self.range(CalendarParts(dates.lowerBound), CalendarParts(dates.upperBound))
    case .interval(let dates, let pause, let countsDown, let showsHours):
      Self.timer(
        Self.shown(of: dates, at: min(max(pause ?? now, dates.lowerBound), dates.upperBound), countsDown: countsDown),
        showsHours: showsHours, roundingUp: countsDown)
    }
  }

  /// When the text may next read otherwise: the next turn of a second of its count, for the
  /// texts that count; `nil` for the others, and for a timer stopped or run out.
  func nextChange(after now: Date) -> Date? {
    let reference: Date
    switch self {
    case .date(_, .time), .date(_, .date), .range: return nil
    case .date(let date, _): reference = date
    case .interval(let dates, let pause, let countsDown, _):
      guard pause == nil, now < dates.upperBound else { return nil }
      reference = countsDown ? dates.upperBound : dates.lowerBound
    }
    // Seconds are counted from the reference date, so the text turns when its count does.
    let elapsed = now.timeIntervalSince(reference)
    return reference.addingTimeInterval(elapsed.rounded(.down) + 1)
  }

  /// Seconds shown by a timer over `dates` at `date`.
  private static func shown(of dates: ClosedRange<Date>, at date: Date, countsDown: Bool) -> TimeInterval {
    countsDown ? dates.upperBound.timeIntervalSince(date) : date.timeIntervalSince(dates.lowerBound)
  }

  /// `2:05`, `1:02:05` (`62:05` without hours); a countdown (`roundingUp`) shows the second
  /// it is in, so it starts at its whole length and reads 0:00 only at its end.
  static func timer(_ seconds: TimeInterval, showsHours: Bool, roundingUp: Bool = false) -> String {
    let total = Int(max(0, seconds).rounded(roundingUp ? .up : .down))
    let (hours, minutes, rest) = (total / 3600, total / 60 % 60, total % 60)
    if showsHours, hours > 0 {
      return "\(hours):\(CalendarParts.twoDigits(minutes)):\(CalendarParts.twoDigits(rest))"
    }
    return "\(total / 60):\(CalendarParts.twoDigits(rest))"
  }

  /// The units Apple's examples count in (a month of 30 days, a year of 365).
  private static let units: [(seconds: Int, name: String)] = [
    (31_536_000, "year"), (2_592_000, "month"), (86_400, "day"), (3_600, "hour"), (60, "minute"),
    (1, "second"),
  ]

  private static func counted(_ count: Int, _ name: String) -> String {
    "\(count) \(name)\(count == 1 ? "" : "s")"
  }

  /// The two largest units of `seconds`, as Apple's examples: `2 hours, 23 minutes`,
  /// `1 year, 1 month`, `5 seconds`.
  static func relative(_ seconds: TimeInterval) -> String {
    var left = Int(max(0, seconds).rounded(.down))
    var parts: [String] = []
    for unit in units where left >= unit.seconds || (unit.seconds == 1 && parts.isEmpty) {
      parts.append(counted(left / unit.seconds, unit.name))
      left %= unit.seconds
      if parts.count == 2 || left == 0 { break }
    }
    return parts.joined(separator: ", ")
  }

  /// The largest unit of `seconds`, signed: `+2 hours`, `-3 months`.
  static func offset(_ seconds: TimeInterval) -> String {
    let count = Int(abs(seconds).rounded(.down))
    let unit = units.first { count >= $0.seconds } ?? units[units.count - 1]
    let amount = count / unit.seconds
    let sign = amount == 0 ? "" : seconds < 0 ? "-" : "+"
    return sign + counted(amount, unit.name)
  }

  /// `14:00 – 15:30`, with the day before each time when the two days differ.
  static func range(_ start: CalendarParts, _ end: CalendarParts) -> String {
    let sameDay = (start.year, start.month, start.day) == (end.year, end.month, end.day)
    if sameDay { return "\(start.clock(seconds: false)) – \(end.clock(seconds: false))" }
    return "\(start.abbreviatedDate), \(start.clock(seconds: false)) – \(end.abbreviatedDate), \(end.clock(seconds: false))"
  }
}
