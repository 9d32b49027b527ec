import ScrollKit

extension View {
  /// Runs `action` after a pass in which this view became visible in its scroll view (at
  /// least `threshold` of its area in the viewport) or stopped being so, as SwiftUI's. The
  /// first layout reports `true` when the view starts visible.
  ///
  /// Visible is kept apart from "at the bottom": a step half on screen has been seen whether
  /// or not the end has been reached (seed 000).
  public func onScrollVisibilityChange(
    threshold: Double = 0.5, _ action: @escaping (_ isVisible: Bool) -> Void
  ) -> some View {
    modifier(ScrollVisibilityModifier(threshold: threshold, action: action))
  }
}

@usableFromInline
struct ScrollVisibilityModifier: PrimitiveModifier {
  let threshold: Double
  let action: (Bool) -> Void

  func resolve(content: ResolveContent, in context: ResolveContext) -> [Element] {
    let elements = content.resolve(in: context)
    guard let scroll = context.environment.enclosingScroll else { return elements }
    let record = context.node.slot(LifecycleModifier.slot + 3) { ValueRecord<Bool>() }
    let graph = context.graph
    let (threshold, action) = (threshold, action)
    let key = ObjectIdentifier(record)
    return [
      VisibilityElement(elements.combined(), scroll: scroll, key: key) { [unowned scroll] frame in
        let visible = frame.intersection(scroll.viewport)
        let area = frame.width * frame.height
        let isVisible = area > 0
          && Double(visible.width * visible.height) >= threshold * Double(area)
        if record.value != isVisible {
          if record.value != nil || isVisible { graph.enqueue { action(isVisible) } }
          record.value = isVisible
        }
        // A visible view that a later layout does not place (a lazy row dropped as it
        // scrolled away) is hidden then: it says so before it goes.
        // Kept by the scroll view's storage, which the graph owns: the graph is held weakly.
        scroll.shownVisibility[key] = isVisible
          ? { [weak graph] in
            guard record.value == true, let graph else { return }
            record.value = false
            graph.enqueue { action(false) }
          } : nil
      }
    ]
  }
}

/// Reports its frame once its scroll view has placed its content for good (a scroll view
/// may place it more than once in a pass, to find a `scrollTo` target or after measuring
/// lazy rows).
@MainActor
final class VisibilityElement: WrapperElement {
  let report: (CellRect) -> Void
  /// The view's visibility record, which outlives the element across passes.
  let key: ObjectIdentifier
  private unowned let scroll: ScrollStorage

  init(_ child: Element, scroll: ScrollStorage, key: ObjectIdentifier, report: @escaping (CellRect) -> Void) {
    self.report = report
    self.key = key
    self.scroll = scroll
    super.init(child)
  }

  override func place(in rect: CellRect) {
    super.place(in: rect)
    scroll.placedVisibilityElements.append(self)
  }
}

struct EnclosingScrollKey: EnvironmentKey {
  static let defaultValue: ScrollStorage? = nil
}

extension EnvironmentValues {
  /// The scroll view around this view, if any.
  var enclosingScroll: ScrollStorage? {
    get { self[EnclosingScrollKey.self] }
    set { self[EnclosingScrollKey.self] = newValue }
  }
}
