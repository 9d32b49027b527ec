import ScrollKit

/// Finds a scroll view's targets (the children of a ``View/scrollTargetLayout(isEnabled:)``)
/// among its laid-out content.
@MainActor
enum ScrollTargetSearch {
  /// The target at `anchor` of the viewport (the top when nil): the one across that row,
  /// else the first below it; nil when the content has no targets.
  static func id(in content: Element, viewport: CellRect, anchor: UnitPoint?) -> AnyHashable? {
    let row = viewport.y + Int((Double(max(0, viewport.height - 1)) * (anchor?.y ?? 0)).rounded(.down))
    var below: IdentifiedElement?
    var across: IdentifiedElement?
    visitTargets(in: content) { target in
      guard across == nil else { return }
      if target.frame.y <= row, row < target.frame.maxY, target.frame.height > 0 {
        across = target
      } else if target.frame.y > row, target.frame.y < viewport.maxY,
        below.map({ target.frame.y < $0.frame.y }) ?? true
      {
        below = target
      }
    }
    return (across ?? below)?.id
  }

  /// Where each target starts along `axis`, in cells from the content's leading edge (the
  /// content placed with that edge at `leading`), in order.
  static func starts(in content: Element, along axis: Axis, leading: Int) -> [Int] {
    var starts: [Int] = []
    visitTargets(in: content) { starts.append((axis == .vertical ? $0.frame.y : $0.frame.x) - leading) }
    return starts.sorted()
  }

  /// Calls `visit` on each target, depth first; a target's own insides are not searched
  /// (a row's views are not targets).
  private static func visitTargets(in element: Element, _ visit: (IdentifiedElement) -> Void) {
    if let identified = element as? IdentifiedElement, identified.isScrollTarget {
      return visit(identified)
    }
    for child in element.children { visitTargets(in: child, visit) }
  }
}
