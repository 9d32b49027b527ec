import TerminalUI

extension KeyPress {
  /// The terminal key this press came from (a GuiaUI addition, for views that read keys
  /// through a key table of their own, as a pager does).
  public var terminalKey: Key {
    if let source { return source }
    switch key {
    case .return: return .enter
    case .escape: return .escape
    case .delete: return .backspace
    case .deleteForward: return .delete
    case .upArrow: return .up
    case .downArrow: return .down
    case .leftArrow: return .left
    case .rightArrow: return .right
    case .pageUp: return .pageUp
    case .pageDown: return .pageDown
    case .home: return .home
    case .end: return .end
    case .tab: return modifiers.contains(.shift) ? .backTab : .control("i")
    default:
      if modifiers.contains(.option) { return .alt(key.character) }
      return modifiers.contains(.control) ? .control(key.character) : .character(key.character)
    }
  }
}
