extension View {
  /// Runs `action` with text pasted into the terminal (bracketed paste) when no text field
  /// has the focus, as macOS SwiftUI's `onPasteCommand` hands a view what is pasted (here as
  /// a string: a terminal pastes text only). The innermost such view takes it.
  public func onPasteCommand(perform action: @escaping (String) -> Void) -> some View {
    modifier(PasteModifier(action: action))
  }
}

@usableFromInline
struct PasteModifier: PrimitiveModifier {
  let action: (String) -> Void

  func resolve(content: ResolveContent, in context: ResolveContext) -> [Element] {
    // Registered before the content: an inner view's handler comes later and is taken first.
    if !context.environment.isInputSuspended {
      context.graph.register(.paste(action))
    }
    return content.resolve(in: context)
  }
}
