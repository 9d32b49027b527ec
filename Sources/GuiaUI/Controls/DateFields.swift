import Document
import TerminalUI

/// A date and time as a ``DatePicker`` edits it, field by field, in the Gregorian calendar:
/// no Foundation, so the editing is the same with or without the `Foundation` trait.
struct DateFields: Hashable {
  var year: Int
  var month: Int
  var day: Int
  var hour: Int
  var minute: Int

  /// The fields a picker edits, in the order ← → visit them.
  enum Field: Hashable, CaseIterable { case year, month, day, hour, minute }

  /// How many days `month` of `year` has.
  static func days(inMonth month: Int, of year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// The fields with `field` moved by `delta`, as a picker's wheel turns: each field goes
  /// round within its range (December's next month is January, of the same year), and a day
  /// past the month's last becomes its last.
  func stepped(_ field: Field, by delta: Int) -> DateFields {
    func wrapped(_ value: Int, in range: ClosedRange<Int>) -> Int {
      let count = range.count
      return range.lowerBound + ((value - range.lowerBound) % count + count) % count
    }
    var fields = self
    switch field {
    case .year: fields.year += delta
    case .month: fields.month = wrapped(month + delta, in: 1...12)
    case .day: fields.day = wrapped(day + delta, in: 1...Self.days(inMonth: month, of: year))
    case .hour: fields.hour = wrapped(hour + delta, in: 0...23)
    case .minute: fields.minute = wrapped(minute + delta, in: 0...59)
    }
    fields.day = min(fields.day, Self.days(inMonth: fields.month, of: fields.year))
    return fields
  }

  /// The text of `field`, padded (`2026`, `03`).
  func text(of field: Field) -> String {
    func padded(_ value: Int, _ width: Int) -> String {
      let digits = String(abs(value))
      return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    switch field {
    case .year: return padded(year, 4)
    case .month: return padded(month, 2)
    case .day: return padded(day, 2)
    case .hour: return padded(hour, 2)
    case .minute: return padded(minute, 2)
    }
  }
}

/// The parts of a date a ``DatePicker`` shows and edits, as SwiftUI's.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The day, month and year.
  public static let date = DatePickerComponents(rawValue: 1 << 0)
  /// The hour and minute.
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 1)

  /// The fields shown, in order.
  var fields: [DateFields.Field] {
    (contains(.date) ? [.year, .month, .day] : []) + (contains(.hourAndMinute) ? [.hour, .minute] : [])
  }
}

/// A date picker's look, as SwiftUI's `DatePickerStyle` (kept for its signatures: a terminal's
/// date picker is its fields, whatever the style).
public protocol DatePickerStyle {}
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }
public struct FieldDatePickerStyle: DatePickerStyle { public init() {} }
public struct StepperFieldDatePickerStyle: DatePickerStyle { public init() {} }
extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: Self { .init() } }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: Self { .init() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: Self { .init() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: Self { .init() } }
extension DatePickerStyle where Self == FieldDatePickerStyle { public static var field: Self { .init() } }
extension DatePickerStyle where Self == StepperFieldDatePickerStyle { public static var stepperField: Self { .init() } }

extension View {
  /// The look of the date pickers below: a terminal's is its fields (the view is unchanged).
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
}

/// Edits `fields` one at a time: the label, then `2026-03-14 09:30`; focused, the field
/// being edited is in reverse video, ← → go from field to field, ↑ or `+` and ↓ or `-`
/// turn it.
struct DateFieldsEditor<Label: View>: View, PrimitiveView {
  typealias Body = Never
  static var _resolver: _ViewResolver<Self> { .primitive }
  let fields: DateFields
  let write: (DateFields) -> Void
  let components: DatePickerComponents
  let label: Label

  func makeElements(in context: ResolveContext) -> [Element] {
    let shown = components.fields.isEmpty ? DatePickerComponents.date.fields : components.fields
    let cursor = context.node.slot(DateFieldCursor.slot) { DateFieldCursor() }
    cursor.index = min(cursor.index, shown.count - 1)
    let (fields, write, node) = (fields, write, context.node)
    let inner = registerFocusable(in: context) { key in
      switch key {
      case .left: cursor.index = max(0, cursor.index - 1)
      case .right: cursor.index = min(shown.count - 1, cursor.index + 1)
      case .up, .character("+"): write(fields.stepped(shown[cursor.index], by: 1))
      case .down, .character("-"): write(fields.stepped(shown[cursor.index], by: -1))
      default: return false
      }
      node.invalidate()
      return true
    }
    let isFocused = inner.environment.isFocused
    let showsLabel = !context.environment.labelsHidden
    let row = HStack(spacing: 8) {
      if showsLabel { label }
      HStack(spacing: 0) {
        ForEach(shown.indices, id: \.self) { index in
          Text(verbatim: Self.separator(before: shown[index], first: index == 0))
          Text(verbatim: fields.text(of: shown[index]))
            .environment(\.invertsText, isFocused && index == cursor.index)
        }
      }
    }
    return elements(of: row, in: inner.child(0, type: type(of: row)))
  }

  private static func separator(before field: DateFields.Field, first: Bool) -> String {
    if first { return "" }
    switch field {
    case .month, .day: return "-"
    case .hour: return " "
    case .minute: return ":"
    case .year: return ""
    }
  }
}

/// The field a date picker's arrows are on, kept in its node.
@MainActor
final class DateFieldCursor {
  static let slot = LifecycleModifier.slot + 43
  var index = 0
}
