/// A key, as SwiftUI's `KeyEquivalent`: a character, or one of the named keys below.
///
/// The named keys use the characters SwiftUI gives them (the arrows and the page keys are
/// code points of Unicode's private use area, as AppKit's function keys), so a handler that
/// compares `press.key` with `.upArrow` reads as it does in SwiftUI. A character literal is a
/// key too: `onKeyPress("q") { … }`.
public struct KeyEquivalent: Hashable, Sendable {
  /// The character that stands for the key.
  public var character: Character

  /// The key for `character`.
  public init(_ character: Character) {
    self.character = character
  }

  /// The up arrow.
  public static let upArrow = KeyEquivalent("\u{F700}")
  /// The down arrow.
  public static let downArrow = KeyEquivalent("\u{F701}")
  /// The left arrow.
  public static let leftArrow = KeyEquivalent("\u{F702}")
  /// The right arrow.
  public static let rightArrow = KeyEquivalent("\u{F703}")
  /// Home.
  public static let home = KeyEquivalent("\u{F729}")
  /// End.
  public static let end = KeyEquivalent("\u{F72B}")
  /// Page Up.
  public static let pageUp = KeyEquivalent("\u{F72C}")
  /// Page Down.
  public static let pageDown = KeyEquivalent("\u{F72D}")
  /// Return (Enter).
  public static let `return` = KeyEquivalent("\r")
  /// Escape.
  public static let escape = KeyEquivalent("\u{1B}")
  /// Delete, the key left of the cursor (Backspace): what terminals send for it.
  public static let delete = KeyEquivalent("\u{8}")
  /// Forward delete, the key that removes the character at the cursor.
  public static let deleteForward = KeyEquivalent("\u{F728}")
  /// The space bar.
  public static let space = KeyEquivalent(" ")
  /// Tab.
  public static let tab = KeyEquivalent("\t")
}

extension KeyEquivalent: ExpressibleByExtendedGraphemeClusterLiteral {
  /// The key for a character literal: `"q"`.
  public init(extendedGraphemeClusterLiteral character: Character) {
    self.init(character)
  }
}

extension KeyEquivalent: CustomStringConvertible {
  /// The key's name as SwiftUI spells the constant (`upArrow`), or the character itself.
  public var description: String {
    switch self {
    case .upArrow: "upArrow"
    case .downArrow: "downArrow"
    case .leftArrow: "leftArrow"
    case .rightArrow: "rightArrow"
    case .home: "home"
    case .end: "end"
    case .pageUp: "pageUp"
    case .pageDown: "pageDown"
    case .return: "return"
    case .escape: "escape"
    case .delete: "delete"
    case .space: "space"
    case .tab: "tab"
    default: String(character)
    }
  }
}
