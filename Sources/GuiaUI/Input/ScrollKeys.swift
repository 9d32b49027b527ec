import TerminalUI

/// Which keys scroll, and how: the keys a scroll view answers when no view took them.
///
/// With no ``View/scrollKeys(_:)`` modifier, a view runs on ``standard``: the keys a
/// SwiftUI scroll view answers on macOS (the arrows, Page Up and Page Down, Home and End,
/// Space) and the mouse wheel. A program that wants other keys (a pager's `j` and `k`)
/// says so with the modifier.
///
/// ```swift
/// ScrollView { rows }
///   .scrollKeys(.standard.merging([.character("j"): .lineDown, .character("k"): .lineUp]))
/// ```
public struct ScrollKeys: Hashable, Sendable {
  /// The scroll each key asks for.
  public var bindings: [Key: ScrollCommand]

  /// A table giving each key of `bindings` its scroll.
  public init(_ bindings: [Key: ScrollCommand]) {
    self.bindings = bindings
  }

  /// The scroll `key` asks for, if any.
  public func command(for key: Key) -> ScrollCommand? {
    bindings[key]
  }

  /// This table with `other`'s keys added; a key in both takes `other`'s scroll.
  public func merging(_ other: [Key: ScrollCommand]) -> ScrollKeys {
    ScrollKeys(bindings.merging(other) { _, new in new })
  }

  /// The keys every scroll view answers, as a macOS scroll view does.
  public static let standard = ScrollKeys([
    .down: .lineDown, .wheelDown: .lineDown,
    .up: .lineUp, .wheelUp: .lineUp,
    .pageDown: .pageDown, .character(" "): .pageDown,
    .pageUp: .pageUp,
    .home: .top, .end: .bottom,
    .left: .scrollLeft, .right: .scrollRight,
  ])
}
