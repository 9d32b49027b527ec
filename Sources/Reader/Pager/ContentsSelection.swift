import ScrollKit
import TerminalUI

/// The contents pane's selection while it is open (`t`), and which entries it shows: it
/// scrolls to keep the selection in view.
public struct ContentsSelection: Hashable, Sendable {
  /// The entry selected.
  public private(set) var selection: Int
  /// The entries shown.
  public private(set) var window = ListWindow()
  /// The step or heading at the top of the text, shown in bold; it follows the scroll.
  public var current: Int?

  /// A pane opened on `selection`, with `current` the item at the top of the text.
  public init(selection: Int, current: Int? = nil) {
    self.selection = selection
    self.current = current
  }

  /// The pane as `t` opens it in `context`: on the current item, or the first when there is
  /// none; `nil` when the document has no items to list.
  init?(opening context: ReaderDocument) {
    guard !context.rows.items.isEmpty else { return nil }
    let current = context.currentItem
    self.init(selection: current ?? 0, current: current)
  }

  /// What `key` does to the pane in `context`: ``Outcome/chosen(_:)`` gives the row the
  /// chosen entry starts on, to go to as SwiftUI's `scrollTo(id, anchor: .top)` goes.
  mutating func respond(to key: Key, in context: ReaderDocument) -> Outcome {
    let items = context.rows.items
    let outcome = handle(key, count: items.count, height: context.visibleRows)
    guard case .chosen(let index) = outcome else { return outcome }
    return items.indices.contains(index) ? .chosen(items[index].rows.lowerBound) : .moved
  }

  /// What a key did to the pane.
  enum Outcome: Hashable {
    /// The key is not the pane's.
    case ignored
    /// The selection moved.
    case moved
    /// Enter: the reader goes to this entry.
    case chosen(Int)
    /// Esc: the pane closes.
    case closed
  }

  /// Up and Down (`k`, `j`) choose, PgUp and PgDn a paneful at a time, Home and End the
  /// first and the last; Enter chooses, Esc closes. `height` is the pane's.
  mutating func handle(_ key: Key, count: Int, height: Int) -> Outcome {
    let last = count - 1
    let page = max(1, height - 1)
    switch key {
    case .up, .character("k"): select(max(0, selection - 1), count: count, height: height)
    case .down, .character("j"): select(min(last, selection + 1), count: count, height: height)
    case .pageUp: select(max(0, selection - page), count: count, height: height)
    case .pageDown: select(min(last, selection + page), count: count, height: height)
    case .home: select(0, count: count, height: height)
    case .end: select(last, count: count, height: height)
    case .enter: return .chosen(selection)
    case .escape: return .closed
    default: return .ignored
    }
    return .moved
  }

  private mutating func select(_ entry: Int, count: Int, height: Int) {
    selection = entry
    window = window.revealing(entry, height: height, count: count)
  }
}
