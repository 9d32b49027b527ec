#if !GUIA_FOUNDATION
extension Date.FormatStyle: GuiaUI.FormatStyle {
  /// The date written: its day in ``dateStyle`` and time in ``timeStyle``, or the fields
  /// chosen with `.dateTime.year().month()…`, in the terminal's time zone, on 24 hours.
  public func format(_ value: Date) -> String {
    guard !fields.isEmpty else { return value.formatted(date: dateStyle, time: timeStyle) }
    let parts = CalendarParts(value)
    var day: [String] = []
    if let month = fields[.month] {
      let year = fields[.year] != nil ? String(parts.year) : nil
      let date = fields[.day] != nil ? String(parts.day) : nil
      if month == Field.Width.numeric.rawValue {
        day = [String(parts.month), date, year].compactMap { $0 }
        day = [day.joined(separator: "/")]
      } else {
        let name = CalendarParts.monthNames[parts.month - 1]
        let written = month == Field.Width.wide.rawValue ? name : String(name.prefix(month == Field.Width.narrow.rawValue ? 1 : 3))
        let monthDay = [written, date].compactMap { $0 }.joined(separator: " ")
        // `Dec 7, 2026`, but `Dec 2026`.
        day = [[monthDay, year].compactMap { $0 }.joined(separator: date == nil ? " " : ", ")]
      }
    } else {
      day = [fields[.day] != nil ? String(parts.day) : nil, fields[.year] != nil ? String(parts.year) : nil]
        .compactMap { $0 }
      day = day.isEmpty ? [] : [day.joined(separator: " ")]
    }
    if let weekday = fields[.weekday] {
      let name = CalendarParts.weekdayNames[parts.weekday]
      let written = weekday == Field.Width.wide.rawValue ? name : String(name.prefix(weekday == Field.Width.narrow.rawValue ? 1 : 3))
      day.insert(written, at: 0)
    }
    var clock: [String] = []
    if fields[.hour] != nil { clock.append(CalendarParts.twoDigits(parts.hour)) }
    if fields[.minute] != nil { clock.append(CalendarParts.twoDigits(parts.minute)) }
    if fields[.second] != nil { clock.append(CalendarParts.twoDigits(parts.second)) }
    return (day + (clock.isEmpty ? [] : [clock.joined(separator: ":")])).joined(separator: ", ")
  }

  /// A field of a date, and how wide it is written.
  enum Field: Int, Hashable, Sendable {
    case weekday, month, day, year, hour, minute, second

    /// How much of a name is written.
    enum Width: Int {
      case numeric, narrow, abbreviated, wide
    }
  }

  private func adding(_ field: Field, _ width: Field.Width = .abbreviated) -> Self {
    var style = self
    style.fields[field] = width.rawValue
    return style
  }

  /// This style with the year: `2026`.
  public func year() -> Self { adding(.year) }
  /// This style with the month, `Dec` (``Symbol/Month/wide``: `December`;
  /// ``Symbol/Month/defaultDigits``: `12/7/2026`).
  public func month(_ format: Symbol.Month = .abbreviated) -> Self { adding(.month, format.width) }
  /// This style with the day of the month: `7`.
  public func day() -> Self { adding(.day) }
  /// This style with the day of the week, `Mon` (``Symbol/Weekday/wide``: `Monday`).
  public func weekday(_ format: Symbol.Weekday = .abbreviated) -> Self { adding(.weekday, format.width) }
  /// This style with the hour, on 24 hours in two digits: `09`.
  public func hour() -> Self { adding(.hour) }
  /// This style with the hour, on 24 hours whatever `format` asks (a terminal's dates are
  /// written one way).
  public func hour(_ format: Symbol.Hour) -> Self { adding(.hour) }
  /// This style with the minutes: `45`.
  public func minute() -> Self { adding(.minute) }
  /// This style with the seconds: `03`.
  public func second() -> Self { adding(.second) }

  /// How a field is written, as Foundation's `Date.FormatStyle.Symbol`.
  public enum Symbol {
    /// How a month is written.
    public struct Month: Hashable, Sendable {
      let width: Field.Width
      /// `12`.
      public static let defaultDigits = Month(width: .numeric)
      /// `12` (months are not padded here).
      public static let twoDigits = Month(width: .numeric)
      /// `Dec`.
      public static let abbreviated = Month(width: .abbreviated)
      /// `December`.
      public static let wide = Month(width: .wide)
      /// `D`.
      public static let narrow = Month(width: .narrow)
    }

    /// How a day of the week is written.
    public struct Weekday: Hashable, Sendable {
      let width: Field.Width
      /// `Mon`.
      public static let abbreviated = Weekday(width: .abbreviated)
      /// `Mon`.
      public static let short = Weekday(width: .abbreviated)
      /// `Monday`.
      public static let wide = Weekday(width: .wide)
      /// `M`.
      public static let narrow = Weekday(width: .narrow)
    }

    /// How an hour is written (always on 24 hours here).
    public struct Hour: Hashable, Sendable {
      /// Whether a 12-hour clock's AM and PM are written, and how.
      public struct AMPMStyle: Hashable, Sendable {
        let rawValue: Int
        public static let omitted = AMPMStyle(rawValue: 0)
        public static let narrow = AMPMStyle(rawValue: 1)
        public static let abbreviated = AMPMStyle(rawValue: 2)
        public static let wide = AMPMStyle(rawValue: 3)
      }
      /// The hour's digits.
      public static func defaultDigits(amPM: AMPMStyle) -> Hour { Hour() }
      /// The hour in two digits.
      public static func twoDigits(amPM: AMPMStyle) -> Hour { Hour() }
    }
  }
}

extension FormatStyle where Self == Date.FormatStyle {
  /// A date and time, `12/7/2026, 14:45`, or the fields its methods add:
  /// `.dateTime.hour().minute()` is `14:45`, `.dateTime.month(.wide).day().year()` is
  /// `December 7, 2026`.
  public static var dateTime: Self { Date.FormatStyle(date: .numeric, time: .shortened) }
}

extension Date {
  /// The date written in `style`: `date.formatted(.dateTime.hour().minute())`.
  public func formatted<F: GuiaUI.FormatStyle>(_ style: F) -> F.FormatOutput where F.FormatInput == Date {
    style.format(self)
  }
}
#endif
