import TerminalUI

extension GuiaUIHost {
  /// Answers a key: a focused text field takes it first, then the `onKeyPress` handlers
  /// the last pass registered (around the focused view, innermost first), then the host:
  /// Tab moves focus, the key map scrolls, `q` quits.
  ///
  /// Every handler runs here, outside any pass; a state it wrote is shown by the update
  /// that follows, in the same frame.
  func handle(_ key: Key) -> EventOutcome {
    let input = graph.input
    if let edit = input.focused?.edit, edit(key) { return settled() }
    if case .paste(let text) = key, let paste = input.pasteHandlers.last {
      paste(text)
      return settled()
    }
    if let press = KeyPress(key) {
      for handler in input.chain where handler.respond(press) == .handled {
        return settled()
      }
      if press.key == .tab, moveFocus() { return settled() }
    }
    if let command = keyMap.command(for: key) {
      if command == .quit { return .exit(.quit) }
      perform(command)
    }
    return settled()
  }

  /// Gives focus to the focusable view after the focused one (the first when none is, the
  /// first again after the last); returns whether any view can take it.
  private func moveFocus() -> Bool {
    let candidates = graph.input.focusables.filter { $0.focus != nil }
    guard !candidates.isEmpty else { return false }
    let current = candidates.firstIndex { $0.isFocused }
    let next = current.map { ($0 + 1) % candidates.count } ?? 0
    candidates[next].focus?()
    return true
  }

  /// The outcome once the update an event caused has settled: the loop ends if
  /// ``TerminateAction`` was called, else the screen is drawn if it changed.
  func settled() -> EventOutcome {
    let changed = changed()
    if isTerminationRequested { return .exit(.quit) }
    return changed ? .redraw : .ignore
  }
}
