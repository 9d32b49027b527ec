@testable import GuiaUI
import Testing

/// A date picker's fields, edited without Foundation (the `DatePicker` that binds a `Date`
/// to them comes with the `Foundation` trait).
private struct Appointment: View {
  @State private var fields = DateFields(year: 2024, month: 1, day: 31, hour: 23, minute: 59)
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      DateFieldsEditor(fields: fields, write: { fields = $0 }, components: [.date, .hourAndMinute], label: Text("When"))
      DateFieldsEditor(fields: fields, write: { fields = $0 }, components: .hourAndMinute, label: Text("Time"))
    }
  }
}

@MainActor
@Suite struct DatePickerTests {
  @Test("A date's fields turn round within their ranges; a day past the month's end becomes its last")
  func stepping() {
    let fields = DateFields(year: 2024, month: 1, day: 31, hour: 23, minute: 59)
    #expect(fields.stepped(.month, by: 1) == DateFields(year: 2024, month: 2, day: 29, hour: 23, minute: 59))
    #expect(fields.stepped(.month, by: 1).stepped(.year, by: 1).day == 28, "2025 is not a leap year")
    #expect(fields.stepped(.month, by: -1).month == 12 && fields.stepped(.month, by: -1).year == 2024)
    #expect(fields.stepped(.minute, by: 1).minute == 0 && fields.stepped(.minute, by: 1).hour == 23)
    #expect(fields.stepped(.hour, by: 1).hour == 0 && fields.stepped(.day, by: 1).day == 1)
    #expect(DateFields.days(inMonth: 2, of: 1900) == 28 && DateFields.days(inMonth: 2, of: 2000) == 29)
  }

  @Test("DatePicker's fields: Tab gives focus, ← → go from field to field, ↑ ↓ turn it")
  func editing() {
    let host = host(Appointment(), columns: 30, rows: 4)
    #expect(host.text[0] == "When 2024-01-31 23:59" && host.text[1] == "Time 23:59", "\(host.text)")
    host.type(.control("i"))
    host.type(.up)
    #expect(host.text[0] == "When 2025-01-31 23:59", "the year first: \(host.text)")
    host.type(.right, .up)
    #expect(host.text[0] == "When 2025-02-28 23:59", "\(host.text)")
    host.type(.right, .right, .right, .down)
    #expect(host.text[0] == "When 2025-02-28 23:58" && host.text[1] == "Time 23:58", "\(host.text)")
    host.type(.control("i"))
    host.type(.down)
    #expect(host.text[1] == "Time 22:58", "the second picker shows only the time, the hour first: \(host.text)")
  }
}
