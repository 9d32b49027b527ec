#if canImport(Glibc)
  import Glibc
#endif

/// A date broken into the fields a clock shows, in the system's time zone (`TZ`, else
/// `/etc/localtime`) or in UTC: what GuiaUI's date texts are written from, the same with
/// Foundation's `Date` and without it.
struct CalendarParts: Hashable, Sendable {
  var year = 1970
  /// 1 to 12.
  var month = 1
  var day = 1
  var hour = 0
  var minute = 0
  var second = 0
  /// 0 (Sunday) to 6.
  var weekday = 4
  /// The time zone's abbreviation (`UTC`, `CET`).
  var zone = "UTC"

  init(_ date: Date, local: Bool = true) {
    var time = time_t(date.timeIntervalSince1970.rounded(.down))
    var fields = tm()
    let converted = local ? localtime_r(&time, &fields) : gmtime_r(&time, &fields)
    guard converted != nil else { return }
    year = Int(fields.tm_year) + 1900
    month = Int(fields.tm_mon) + 1
    day = Int(fields.tm_mday)
    hour = Int(fields.tm_hour)
    minute = Int(fields.tm_min)
    second = Int(fields.tm_sec)
    weekday = Int(fields.tm_wday)
    if local, let name = fields.tm_zone { zone = String(cString: name) }
  }

  /// The date whose fields, in the system's time zone, are these (`mktime`'s: a day past
  /// the month's end is in the next month); nil when the system cannot say.
  static func date(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) -> Date? {
    var fields = tm()
    fields.tm_year = Int32(year - 1900)
    fields.tm_mon = Int32(month - 1)
    fields.tm_mday = Int32(day)
    fields.tm_hour = Int32(hour)
    fields.tm_min = Int32(minute)
    fields.tm_sec = Int32(second)
    fields.tm_isdst = -1
    let time = mktime(&fields)
    return time == -1 ? nil : Date(timeIntervalSince1970: Double(time))
  }

  static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]
  static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

  /// `2026-12-07`.
  var isoDate: String { "\(year)-\(Self.twoDigits(month))-\(Self.twoDigits(day))" }
  /// `12/7/2026`.
  var numericDate: String { "\(month)/\(day)/\(year)" }
  /// `Dec 7, 2026`.
  var abbreviatedDate: String { "\(Self.monthNames[month - 1].prefix(3)) \(day), \(year)" }
  /// `December 7, 2026`.
  var longDate: String { "\(Self.monthNames[month - 1]) \(day), \(year)" }
  /// `Monday, December 7, 2026`.
  var completeDate: String { "\(Self.weekdayNames[weekday]), \(longDate)" }

  /// `14:45`, or `14:45:03` with `seconds`: a terminal's clock, on 24 hours.
  func clock(seconds: Bool) -> String {
    let minutes = "\(Self.twoDigits(hour)):\(Self.twoDigits(minute))"
    return seconds ? minutes + ":\(Self.twoDigits(second))" : minutes
  }

  static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
