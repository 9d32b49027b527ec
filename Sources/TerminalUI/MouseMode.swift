/// What guia asks of the terminal's mouse.
public enum MouseMode: Hashable, Sendable {
  /// Nothing: the wheel does what the terminal does with it.
  case off
  /// The terminal's alternate-scroll mode (`ESC [ ? 1007 h`): in the alternate screen the
  /// wheel sends Up and Down, and a drag still selects text, because no mouse event is
  /// reported. The default.
  case wheelAsArrows
  /// Mouse reports (`--mouse`): guia reads the wheel itself, and the terminal's own selection
  /// needs Shift held, as with every program that captures the mouse.
  case reports

  /// The bytes that turn alternate scrolling on.
  static let alternateScrollOn = Array("\u{1B}[?1007h".utf8)
  /// The bytes that turn it off again.
  static let alternateScrollOff = Array("\u{1B}[?1007l".utf8)
}
