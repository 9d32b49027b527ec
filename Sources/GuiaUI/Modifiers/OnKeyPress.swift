extension View {
  /// Runs `action` when `key` is pressed while this view (or a view inside it) has focus,
  /// or while no view has focus; a key `action` handles goes no further.
  ///
  /// A key goes first to a focused ``TextField``, then to the handlers around the focused
  /// view, innermost first, then to the host, which scrolls (``ScrollKeys``) and quits on
  /// `q`. With no view focused (a terminal's window always has the keyboard), every handler
  /// is asked, each before the handlers around it and otherwise in the order of the tree.
  /// The handlers of the last pass answer the next key; they run outside any pass, so they
  /// may write state, and a pass follows.
  ///
  /// ```swift
  /// Text(message).onKeyPress("r") {
  ///   model.retry()
  ///   return .handled
  /// }
  /// ```
  public func onKeyPress(
    _ key: KeyEquivalent, action: @escaping () -> KeyPress.Result
  ) -> some View {
    onKeyPress { press in press.key == key ? action() : .ignored }
  }

  /// Runs `action` when one of `keys` is pressed (see ``onKeyPress(_:action:)``).
  public func onKeyPress(
    keys: Set<KeyEquivalent>, action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    onKeyPress { press in keys.contains(press.key) ? action(press) : .ignored }
  }

  /// Runs `action` when a key is pressed whose characters are all in `characters` (see
  /// ``onKeyPress(_:action:)``); a stand-in for SwiftUI's `CharacterSet` form, which
  /// would need Foundation.
  public func onKeyPress(
    characters: @escaping (Character) -> Bool, action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    onKeyPress { press in
      !press.characters.isEmpty && press.characters.allSatisfy(characters)
        ? action(press) : .ignored
    }
  }

  /// Runs `action` for every key pressed (see ``onKeyPress(_:action:)``); it returns
  /// ``KeyPress/Result/ignored`` for the keys it leaves to others.
  public func onKeyPress(action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
    modifier(KeyPressModifier(action: action))
  }
}

@usableFromInline
struct KeyPressModifier: PrimitiveModifier {
  let action: (KeyPress) -> KeyPress.Result

  func resolve(content: ResolveContent, in context: ResolveContext) -> [Element] {
    // One handler per node, its action the latest: the views inside, which hold it in their
    // environment, find that environment the same from pass to pass and are reused.
    let handler = context.node.slot(LifecycleModifier.slot + 6) {
      KeyHandler(node: context.node, enclosing: context.environment.keyHandlers, respond: action)
    }
    handler.respond = action
    handler.enclosing = context.environment.keyHandlers
    if !context.environment.isInputSuspended {
      context.graph.register(.keyHandler(handler))
    }
    var inner = context
    inner.environment.keyHandlers.append(handler)
    return content.resolve(in: inner)
  }
}
