extension View {
  /// Sets which of a stack's views take space first when there is too little for all, as
  /// SwiftUI's: a stack offers its views of higher priority what they ask before its others
  /// share what is left (a lower one's text then wraps or is cut). The default is 0.
  public func layoutPriority(_ value: Double) -> some View {
    modifier(LayoutPriorityModifier(priority: value))
  }
}

@usableFromInline
struct LayoutPriorityModifier: PrimitiveModifier {
  let priority: Double

  func resolve(content: ResolveContent, in context: ResolveContext) -> [Element] {
    [LayoutPriorityElement(content.resolve(in: context).combined(), priority: priority)]
  }
}

/// Its child, with the priority a stack reads when space is short.
@MainActor
final class LayoutPriorityElement: WrapperElement {
  let priority: Double

  init(_ child: Element, priority: Double) {
    self.priority = priority
    super.init(child)
  }

  override var layoutPriority: Double { priority }
}
