/// How a ``Picker`` shows its options, as SwiftUI's `PickerStyle`; on a terminal:
/// - `.automatic`, `.menu`, `.navigationLink`: the chosen option after the label, `▾` after
///   it; Enter or Space opens the options below it (↑↓ move, Enter chooses, Escape closes),
///   and ← → choose the previous or next option without opening it;
/// - `.segmented`, `.palette`: every option on the row, the chosen one in brackets; ← → choose;
/// - `.inline`, `.wheel`, `.radioGroup`: the options one a row under the label, the chosen one
///   marked (`✓`, or `(•)` for a radio group); ↑↓ or ← → choose.
public protocol PickerStyle {
  /// How the style draws (GuiaUI's; keep the default).
  var _kind: PickerStyleKind { get }
}

/// The ways a terminal draws a picker (see ``PickerStyle``).
public enum PickerStyleKind: Hashable, Sendable {
  case menu, segmented, inline, radioGroup
}

/// The default: a menu.
public struct DefaultPickerStyle: PickerStyle {
  public init() {}
  public var _kind: PickerStyleKind { .menu }
}
/// The chosen option, opening to the others.
public struct MenuPickerStyle: PickerStyle {
  public init() {}
  public var _kind: PickerStyleKind { .menu }
}
/// A row of segments.
public struct SegmentedPickerStyle: PickerStyle {
  public init() {}
  public var _kind: PickerStyleKind { .segmented }
}
/// The options in the list, one a row.
public struct InlinePickerStyle: PickerStyle {
  public init() {}
  public var _kind: PickerStyleKind { .inline }
}
/// A wheel: on a terminal, the options one a row, as `.inline`.
public struct WheelPickerStyle: PickerStyle {
  public init() {}
  public var _kind: PickerStyleKind { .inline }
}
/// Radio buttons, one a row.
public struct RadioGroupPickerStyle: PickerStyle {
  public init() {}
  public var _kind: PickerStyleKind { .radioGroup }
}
/// A row that pushes the options: on a terminal, a menu opening below the row.
public struct NavigationLinkPickerStyle: PickerStyle {
  public init() {}
  public var _kind: PickerStyleKind { .menu }
}
/// A palette: on a terminal, a row of segments.
public struct PalettePickerStyle: PickerStyle {
  public init() {}
  public var _kind: PickerStyleKind { .segmented }
}

extension PickerStyle where Self == DefaultPickerStyle {
  /// The platform's default (a menu).
  public static var automatic: Self { .init() }
}
extension PickerStyle where Self == MenuPickerStyle {
  /// The chosen option, opening to the others.
  public static var menu: Self { .init() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
  /// A row of segments.
  public static var segmented: Self { .init() }
}
extension PickerStyle where Self == InlinePickerStyle {
  /// The options one a row.
  public static var inline: Self { .init() }
}
extension PickerStyle where Self == WheelPickerStyle {
  /// A wheel (the options one a row).
  public static var wheel: Self { .init() }
}
extension PickerStyle where Self == RadioGroupPickerStyle {
  /// Radio buttons.
  public static var radioGroup: Self { .init() }
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// A row opening to the options.
  public static var navigationLink: Self { .init() }
}
extension PickerStyle where Self == PalettePickerStyle {
  /// A palette (a row of segments).
  public static var palette: Self { .init() }
}

struct PickerStyleKey: EnvironmentKey {
  static let defaultValue = PickerStyleKind.menu
}

extension EnvironmentValues {
  /// How the pickers below draw.
  var pickerStyle: PickerStyleKind {
    get { self[PickerStyleKey.self] }
    set { self[PickerStyleKey.self] = newValue }
  }
}

extension View {
  /// How the pickers in this view show their options (see ``PickerStyle``).
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    environment(\.pickerStyle, style._kind)
  }
}
