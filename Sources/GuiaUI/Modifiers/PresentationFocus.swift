/// What had focus when a presentation (a sheet, an alert, a confirmation dialog) opened:
/// SwiftUI gives focus back to it when the presentation closes. Without this, focus stays
/// with the presentation's field, gone with it, and typing reaches nothing until Tab.
@MainActor
final class PresentationFocus {
  static let slot = LifecycleModifier.slot + 44

  /// The node of the focusable view focused before the presentation opened.
  private var saved: ObjectIdentifier?

  /// Notes a presentation's pass: as it opens, remembers what had focus in the pass before;
  /// as it closes, gives focus back once the pass is done, when nothing else took it.
  func update(wasPresented: Bool, isPresented: Bool, graph: ViewGraph) {
    if !wasPresented, isPresented {
      saved = graph.input.focusedBeforePass
    } else if wasPresented, !isPresented {
      let saved = saved
      self.saved = nil
      // Queued now, it runs before `onDismiss` and the actions queued after it, so a program
      // that moves focus itself as the presentation closes has the last word.
      graph.enqueue { [weak graph] in graph?.input.restoreFocus(to: saved) }
    }
  }
}

extension InputRegistry {
  /// Gives focus back to the view of `node` if the last pass found it, else to the first
  /// view that takes focus; with nothing saved, only forgets focus left on a view gone.
  /// Nothing moves when a view already has focus (a `FocusState` the program set).
  func restoreFocus(to node: ObjectIdentifier?) {
    guard focused == nil else { return }
    let candidates = focusables.filter { $0.focus != nil }
    forgetVanishedFocus()
    guard let node else { return }
    guard let target = candidates.first(where: { $0.node == node }) ?? candidates.first else { return }
    target.focus?()
    focusMoved = true
  }
}
