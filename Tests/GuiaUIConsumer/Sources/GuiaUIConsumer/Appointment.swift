import Foundation
import GuiaUI

/// An appointment form as a SwiftUI developer writes one with Foundation: a `DatePicker` of a
/// `Date`, and an alert for a `LocalizedError`.
struct Appointment: View {
  enum BookingError: LocalizedError {
    case full
    var errorDescription: String? { "Agenda llena" }
  }

  @State private var date = Calendar.current.date(from: DateComponents(year: 2026, month: 3, day: 14, hour: 9, minute: 30))!
  @State private var error: BookingError? = .full
  @State private var isShowingError = true

  var body: some View {
    Form {
      DatePicker("Cita", selection: $date)
      DatePicker("Día", selection: $date, in: Date.distantPast..., displayedComponents: .date)
    }
    .alert(isPresented: $isShowingError, error: error) {
      Button("Vale", role: .cancel) {}
    }
  }
}
