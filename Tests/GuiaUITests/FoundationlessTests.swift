@testable import GuiaUI
import Testing

/// A birthday as a form edits it, without the `Foundation` trait: GuiaUI's own `Date`.
private struct Birthday: View {
  @State private var birthday: Date
  init(_ date: Date) { _birthday = State(initialValue: date) }

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      DatePicker("Birthday", selection: $birthday, displayedComponents: .date)
      Text("\(Int(birthday.timeIntervalSince1970))")
    }
  }
}

/// What programs written for SwiftUI take from Foundation, without the trait.
@MainActor
@Suite struct FoundationlessTests {
  @Test("DatePicker edits a Date without the Foundation trait, in the system's time zone")
  func datePicker() {
    // Noon, so that the day is the same in any time zone within twelve hours of UTC.
    let noon = Date(timeIntervalSince1970: 43_200)
    let host = host(Birthday(noon), columns: 30, rows: 2)
    #expect(host.text[0] == "Birthday 1970-01-01", "\(host.text)")
    host.type(.control("i"), .up, .right, .right, .up)
    #expect(host.text[0] == "Birthday 1971-01-02", "\(host.text)")
    #expect(host.text[1] == "\(43_200 + 366 * 86_400)", "a year and a day later, at the same time: \(host.text)")
  }

  @Test("localizedCaseInsensitiveContains ignores case; capitalized starts each word in upper case")
  func strings() {
    #expect("Alice Smith".localizedCaseInsensitiveContains("SMI"))
    #expect(!"Alice Smith".localizedCaseInsensitiveContains("bob"))
    #expect("Bob".localizedCaseInsensitiveContains(""))
    #expect("bubblegum".capitalized == "Bubblegum")
    #expect("hello wORLD, it's 3pm".capitalized == "Hello World, It's 3pm")
  }
}
