import Document

/// A one-row field's elements and keys, as ``TextField`` and ``SecureField`` share them:
/// focused, characters and pastes are added at the end, Backspace removes the last
/// character, Enter runs the submit actions, Escape lets focus go; other keys go on.
/// `shown` is what the row shows of the text (sanitised, or masked).
@MainActor
func oneRowField(
  title: DisplayText, text: Binding<String>, in context: ResolveContext, shown: (String) -> DisplayText
) -> [Element] {
  let submit = context.environment.submitActions
  let unfocus = unfocusAction(in: context)
  let inner = registerFocusable(in: context, entersText: true) { key in
    switch key {
    case .character(let character): text.wrappedValue.append(character)
    case .paste(let pasted): text.wrappedValue += pasted
    case .backspace:
      if !text.wrappedValue.isEmpty { text.wrappedValue.removeLast() }
    case .enter: for action in submit { action() }
    case .escape: unfocus()
    default: return false
    }
    return true
  }
  let style = (context.environment.font ?? .body).style
  return [
    TextFieldElement(
      text: shown(text.wrappedValue), prompt: title, style: style, showsCursor: inner.environment.isFocused)
  ]
}

/// What Escape does in a field that has focus: lets it go (the `FocusState` bound to it, or
/// the focus Tab gave it).
@MainActor
func unfocusAction(in context: ResolveContext) -> () -> Void {
  let node = ObjectIdentifier(context.node)
  let graph = context.graph
  return context.environment.focusBinding?.unfocus ?? { [weak graph] in
    graph?.input.releaseUnbound(node)
    graph?.setNeedsUpdate()
  }
}
