extension View {
  /// Runs `action` after the pass in which this view first appears on screen, and again
  /// each time it comes back after leaving (a lazy row scrolled away and back).
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    modifier(LifecycleModifier(onAppear: action, onDisappear: nil))
  }

  /// Runs `action` after the pass in which this view leaves the screen's tree.
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    modifier(LifecycleModifier(onAppear: nil, onDisappear: action))
  }
}

/// Whether a node has appeared: kept in its slot, so a node made anew appears again.
final class AppearanceRecord {
  var hasAppeared = false
}

@usableFromInline
struct LifecycleModifier: PrimitiveModifier {
  let onAppear: (() -> Void)?
  let onDisappear: (() -> Void)?

  func resolve(content: ResolveContent, in context: ResolveContext) -> [Element] {
    let record = context.node.slot(LifecycleModifier.slot) { AppearanceRecord() }
    if !record.hasAppeared {
      record.hasAppeared = true
      if let onAppear { context.graph.enqueue(onAppear) }
    }
    if let onDisappear { context.node.disappearActions = [onDisappear] }
    return content.resolve(in: context)
  }

  /// Modifier slots sit above any view's property indices.
  static let slot = 1 << 20
}
