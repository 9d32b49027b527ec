/// The control characters of plain text shown as themselves (`^H`, `^I`, `^M`) rather than
/// acted on: less's `-U` shows all three, `--PROC-BACKSPACE`, `--PROC-TAB` and
/// `--PROC-RETURN` each one, whatever `-U` says.
public struct ShownControls: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Backspaces, instead of overstrike (bold and underline).
  public static let backspaces = ShownControls(rawValue: 1)
  /// Tabs, instead of spaces to the next stop.
  public static let tabs = ShownControls(rawValue: 2)
  /// A carriage return before a line's newline, instead of dropped.
  public static let returns = ShownControls(rawValue: 4)
}
