import ScrollKit
import Document

/// A laid-out piece of the screen, made anew by every pass from the views (ratatui's widget:
/// it sizes itself, is placed, and draws; it keeps no state between passes).
///
/// Layout runs in whole cells. A parent asks ``sizeThatFits(_:)`` (maybe several times),
/// then calls ``place(in:)`` once; drawing happens after the update has settled.
@MainActor
@usableFromInline
class Element {
  /// Where the element was placed, in screen cells.
  var frame = CellRect.zero

  /// The size the element takes when offered `proposal`.
  func sizeThatFits(_ proposal: ProposedSize) -> CellSize { .zero }

  /// Whether the element grows to fill what it is offered along `axis` (a spacer, a
  /// colour, a scroll view, a frame with an infinite maximum). A stack gives the space its
  /// fixed children leave to these.
  /// Whether the element's size is a function of the proposal alone and placing it only
  /// sets frames (text, and stacks of such): its sizes can be kept, and a parent may leave
  /// it where it is. Elements that read state as they are laid out (a scroll view, a lazy
  /// stack, a geometry reader, a visibility report) are not.
  var isLayoutStable: Bool { false }

  /// Whether an element of this class can be ``isLayoutStable``: a search for a class that
  /// cannot does not walk a stable subtree (10 000 rows of text hold no scroll view).
  class var canBeLayoutStable: Bool { false }

  func isFlexible(along axis: Axis) -> Bool { false }

  /// Which of a stack's children take space first when there is too little for all
  /// (``View/layoutPriority(_:)``); 0 unless set.
  var layoutPriority: Double { 0 }

  /// Places the element in `rect`; containers place their children.
  func place(in rect: CellRect) { frame = rect }

  /// Draws the element.
  func draw(on canvas: inout CellCanvas) {}

  /// The elements directly inside this one (for searches such as a modifier looking for the
  /// scroll view it applies to).
  var children: [Element] { [] }

  /// The first element of type `T` at or below this one, depth first.
  func first<T: Element>(_ type: T.Type) -> T? {
    if let match = self as? T { return match }
    if isLayoutStable, !T.canBeLayoutStable { return nil }
    for child in children {
      if let match = child.first(type) { return match }
    }
    return nil
  }
}

/// An element wrapping one other (padding, frames, backgrounds).
@MainActor
class WrapperElement: Element {
  let child: Element

  init(_ child: Element) { self.child = child }

  override func sizeThatFits(_ proposal: ProposedSize) -> CellSize { child.sizeThatFits(proposal) }
  override func isFlexible(along axis: Axis) -> Bool { child.isFlexible(along: axis) }
  override func place(in rect: CellRect) {
    frame = rect
    child.place(in: rect)
  }
  override func draw(on canvas: inout CellCanvas) { child.draw(on: &canvas) }
  override var children: [Element] { [child] }
}

extension Array where Element == GuiaUI.Element {
  /// One element standing for these: itself if alone, else a vertical stack of them (a
  /// modifier applied to a group lays the group out as a column).
  @MainActor
  func combined() -> GuiaUI.Element {
    count == 1 ? self[0] : StackElement(axis: .vertical, alignment: .center, spacing: 0, children: self)
  }
}
