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
///   .scrollKeys(.standard.merging([
///     .character("j"): .scroll(.rows(1), .forward), .character("k"): .scroll(.rows(1), .backward),
///   ]))
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
    .down: .scroll(.rows(1), .forward), .wheelDown: .scroll(.rows(1), .forward),
    .up: .scroll(.rows(1), .backward), .wheelUp: .scroll(.rows(1), .backward),
    .pageDown: .scroll(.page, .forward), .character(" "): .scroll(.page, .forward),
    .pageUp: .scroll(.page, .backward),
    .home: .edge(.top), .end: .edge(.bottom),
    .left: .columns(-sidewaysStep), .right: .columns(sidewaysStep),
  ])

  /// The columns Left and Right move.
  public static let sidewaysStep = 4
}
