extension View {
  /// Scrolls with `keys` instead of ``ScrollKeys/standard`` while this view is shown: a key
  /// no view takes (no focused text field, no `onKeyPress` handler) scrolls the scroll view
  /// with focus, else the first, as `keys` says. The innermost such modifier wins.
  ///
  /// A GuiaUI addition: SwiftUI's scroll views answer the platform's keys only.
  public func scrollKeys(_ keys: ScrollKeys) -> some View {
    modifier(ScrollKeysModifier(keys: keys))
  }
}

@usableFromInline
struct ScrollKeysModifier: PrimitiveModifier {
  let keys: ScrollKeys

  func resolve(content: ResolveContent, in context: ResolveContext) -> [Element] {
    // Registered before the content: an inner table comes later and is taken first.
    if !context.environment.isInputSuspended {
      context.graph.register(.scrollKeys(keys))
    }
    return content.resolve(in: context)
  }
}
