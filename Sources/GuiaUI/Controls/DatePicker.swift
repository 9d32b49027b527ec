#if GUIA_FOUNDATION
  import Foundation
#endif
import Document

/// A control that picks a date, as SwiftUI's `DatePicker` (Foundation's `Date` with the
/// `Foundation` trait, GuiaUI's without it): its label, then the fields `displayedComponents` names
/// (`2026-03-14 09:30`) in the current calendar; Tab gives it focus, ← → go from field to
/// field, ↑ ↓ (or `+` `-`) turn the field, the date kept within `range`.
public struct DatePicker<Label: View>: View {
  let selection: Binding<Date>
  let range: ClosedRange<Date>?
  let components: DatePickerComponents
  let label: Label

  /// A picker of `selection`'s `displayedComponents`, labelled by `label`.
  public init(
    selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    range = nil
    components = displayedComponents
    self.label = label()
  }

  /// A picker of `selection` within `range`.
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.range = range
    components = displayedComponents
    self.label = label()
  }

  /// A picker of `selection` from `range`'s start on.
  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, in: range.lowerBound...Date.distantFuture, displayedComponents: displayedComponents, label: label)
  }

  /// A picker of `selection` up to `range`'s end.
  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, in: Date.distantPast...range.upperBound, displayedComponents: displayedComponents, label: label)
  }

  /// The fields of the date, edited in the current calendar.
  public var body: some View {
    let (selection, range) = (selection, range)
    #if GUIA_FOUNDATION
      let calendar = Calendar.current
      let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: selection.wrappedValue)
      let fields = DateFields(
        year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1, hour: parts.hour ?? 0,
        minute: parts.minute ?? 0)
      let date: (DateFields) -> Date? = { fields in
        calendar.date(from: DateComponents(
          year: fields.year, month: fields.month, day: fields.day, hour: fields.hour, minute: fields.minute,
          second: parts.second))
      }
    #else
      let parts = CalendarParts(selection.wrappedValue)
      let fields = DateFields(year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute)
      let date: (DateFields) -> Date? = { fields in
        CalendarParts.date(
          year: fields.year, month: fields.month, day: fields.day, hour: fields.hour, minute: fields.minute,
          second: parts.second)
      }
    #endif
    return DateFieldsEditor(
      fields: fields,
      write: { fields in
        guard var edited = date(fields) else { return }
        if let range { edited = min(max(edited, range.lowerBound), range.upperBound) }
        selection.wrappedValue = edited
      }, components: components, label: label)
  }
}

extension DatePicker where Label == Text {
  /// A picker titled `titleKey` (a key looked up in the language's table).
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// A picker titled `titleKey`, within `range`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// A picker titled `titleKey`, from `range`'s start on.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// A picker titled `titleKey`, up to `range`'s end.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// A picker titled `title`, sanitised.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }

  /// A picker titled `title`, sanitised, within `range`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
  }
}
