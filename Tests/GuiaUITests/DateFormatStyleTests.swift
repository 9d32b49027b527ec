import Glibc
@testable import GuiaUI
import Testing

/// The C library's own writing of `date` in the local time zone (`strftime`): the oracle.
private func strftime(_ format: String, _ date: Date) -> String {
  var time = time_t(date.timeIntervalSince1970.rounded(.down))
  var fields = tm()
  localtime_r(&time, &fields)
  var buffer = [CChar](repeating: 0, count: 128)
  let count = Glibc.strftime(&buffer, buffer.count, format, &fields)
  return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

private struct Agenda: View {
  let date: Date
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text(date, format: .dateTime.hour().minute())
      Text(date, format: .dateTime.month(.wide).day().year())
      Text("Next: \(date, format: .dateTime.weekday().month().day())")
    }
  }
}

@MainActor
@Suite struct DateFormatStyleTests {
  /// 2026-03-14 09:05:07 UTC and a day in December, whatever the local zone makes of them.
  let dates = [Date(timeIntervalSince1970: 1_773_479_107), Date(timeIntervalSince1970: 1_796_645_103)]

  @Test("Text(date, format: .dateTime…) writes the fields chosen, on 24 hours, in the local zone")
  func texts() {
    for date in dates {
      let host = host(Agenda(date: date), columns: 40, rows: 3)
      #expect(host.lines == [
        strftime("%H:%M", date), strftime("%B %-d, %Y", date), "Next: " + strftime("%a, %b %-d", date),
      ])
    }
  }

  @Test(".dateTime alone is a numeric date and a short time; other fields as Foundation orders them")
  func fields() {
    for date in dates {
      #expect(date.formatted(.dateTime) == strftime("%-m/%-d/%Y, %H:%M", date))
      #expect(date.formatted(.dateTime.year().month().day()) == strftime("%b %-d, %Y", date))
      #expect(date.formatted(.dateTime.month(.defaultDigits).day()) == strftime("%-m/%-d", date))
      #expect(date.formatted(.dateTime.weekday(.wide)) == strftime("%A", date))
      #expect(date.formatted(.dateTime.hour().minute().second()) == strftime("%H:%M:%S", date))
      #expect(date.formatted(.dateTime.month().year()) == strftime("%b %Y", date))
    }
  }
}
