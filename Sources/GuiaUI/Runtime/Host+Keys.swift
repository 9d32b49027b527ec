import TerminalUI

extension GuiaUIHost {
  /// Answers a key: a focused text field takes it first, then the keyboard shortcuts
  /// (``View/keyboardShortcut(_:)``), then the `onKeyPress` handlers
  /// the last pass registered (around the focused view, innermost first), then the host:
  /// Tab and Shift-Tab move focus, the innermost ``View/scrollKeys(_:)`` table (else
  /// ``ScrollKeys/standard``) scrolls, `q` and `Q` quit (a terminal program's Cmd-Q).
  ///
  /// Every handler runs here, outside any pass; a state it wrote is shown by the update
  /// that follows, in the same frame. Every key is answered by a frame, changed or not, as
  /// the pager's always were: a script driving guia through a terminal learns from it that
  /// the key was taken (the terminal sends only the cells that differ).
  ///
  /// With `moreKeysWaiting` (a burst, such as a paste typed key by key), no pass runs: the
  /// loop draws once after the burst's last key, and that key's pass shows them all, so
  /// typing N characters costs one pass, not N.
  func handle(_ key: Key, moreKeysWaiting: Bool = false) -> EventOutcome {
    if let exit = dispatch(key) { return exit }
    if moreKeysWaiting {
      // A key after a scroll reads where the scroll went (`g` then `&` or `/` in one burst,
      // as a script or a paste sends them): the pass that moves it runs now, undrawn.
      if graph.takeScrollRequest() { layOut() }
      return isTerminationRequested ? .exit(.quit) : .redraw
    }
    // Drawn changed or not: the screens are not compared here (the terminal's writer sends
    // only what differs), only the update run.
    _ = screen()
    return isTerminationRequested ? .exit(.quit) : .redraw
  }

  /// Runs the handler that takes `key`; returns the outcome when the key ends the loop.
  private func dispatch(_ key: Key) -> EventOutcome? {
    // In a burst, a key after Tab (or after a handler that wrote a `FocusState`) goes to the
    // view now focused, and Tab moves among the views
    // the keys before it left (an Enter that opened a sheet): their pass runs now, undrawn.
    // Other keys run no pass (typing N characters is one pass).
    if graph.input.focusMoved || ((key == .control("i") || key == .backTab) && graph.needsUpdate) { layOut() }
    if let focused = graph.input.focused, let edit = focused.edit, edit(key) {
      // Return in a one-row field also presses the default button, and Escape the cancel
      // button, as in a Mac's window.
      if key == .enter || key == .escape, focused.entersText, let press = KeyPress(key),
        let action = graph.input.shortcutAction(for: press)
      {
        action()
      }
      return nil
    }
    let input = graph.input
    if case .paste(let text) = key, let paste = input.pasteHandlers.last {
      paste(text)
      return nil
    }
    if let press = KeyPress(key) {
      // A shortcut before the handlers, as a Mac offers key equivalents before the focused
      // view's keyDown; a focused control or field has had the key above.
      if let action = input.shortcutAction(for: press) {
        action()
        return nil
      }
      for handler in input.chain where handler.respond(press) == .handled { return nil }
      if press.key == .tab, moveFocus(backward: press.modifiers.contains(.shift)) { return nil }
    }
    if key == .character("q") || key == .character("Q") { return .exit(.quit) }
    if let command = (input.scrollKeys.last ?? .standard).command(for: key) { perform(command) }
    return nil
  }

  /// Offers Ctrl-C (SIGINT in a terminal that keeps signals) to the `onKeyPress` handlers
  /// as the key Ctrl-C: one that takes it keeps the loop running; otherwise the signal ends
  /// the loop, and the caller raises it again once the terminal is restored.
  func offerInterrupt() -> EventOutcome {
    let press = KeyPress(.control("c"))!
    for handler in graph.input.chain where handler.respond(press) == .handled {
      return settled()
    }
    return .exit(.signal(Platform.interruptSignal))
  }

  /// Gives focus to the focusable view after the focused one (the first when none is, the
  /// first again after the last), or with `backward` (Shift-Tab) before it (the last when
  /// none is, the last again before the first), as a Mac moves among controls; returns
  /// whether any view can take it.
  private func moveFocus(backward: Bool = false) -> Bool {
    let candidates = graph.input.focusables.filter { $0.focus != nil }
    guard !candidates.isEmpty else { return false }
    let current = candidates.firstIndex { $0.isFocused }
    let step = backward ? candidates.count - 1 : 1
    let next = current.map { ($0 + step) % candidates.count } ?? (backward ? candidates.count - 1 : 0)
    candidates[next].focus?()
    graph.input.focusMoved = true
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
