import Document

extension Text {
  /// `input` written in `format`, as SwiftUI's: `Text(total, format: .number)`,
  /// `Text(ratio, format: .percent)`, `Text(date, format: .dateTime.hour().minute())`; the
  /// result sanitised, as any text from outside.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(format.format(input))
  }
}

extension LocalizedStringKey.StringInterpolation {
  /// `input` written in `format`, as SwiftUI's `Text("Total: \(total, format: .number)")`:
  /// `%@`, sanitised.
  public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatOutput == String {
    appendInterpolation(DisplayText(sanitizing: format.format(input)))
  }
}
