import TerminalUI

/// What the last pass found that takes keys: the `onKeyPress` handlers and the focusable
/// views, and which of them has focus.
///
/// It is filled during a pass and read between passes: the handlers of the last pass answer
/// the next key, and they run outside any pass (they may write state; a pass follows).
/// Which `FocusState` holds focus outlives passes: one view is focused at a time, so a
/// state claiming focus takes it from the one holding it.
@MainActor
final class InputRegistry {
  /// The handlers, in the order the pass reached them.
  private(set) var handlers: [KeyHandler] = []
  /// The focusable views, in the order the pass reached them (the order Tab follows).
  private(set) var focusables: [Focusable] = []
  /// What the last pass's `onPasteCommand` modifiers do with pasted text, in tree order.
  private(set) var pasteHandlers: [(String) -> Void] = []
  /// The last pass's keyboard shortcuts and the controls' actions, in tree order.
  private(set) var shortcuts: [(shortcut: KeyboardShortcut, action: () -> Void)] = []
  /// The last pass's `scrollKeys` tables, in tree order: the last is the innermost.
  private(set) var scrollKeys: [ScrollKeys] = []
  /// The focus state holding focus, if any.
  private weak var focusOwner: (any FocusOwner)?
  /// The focusable view with no `focused` binding that holds focus (Tab gave it), by node:
  /// SwiftUI focuses a field whether or not the program watches its focus.
  private(set) var unboundFocus: ObjectIdentifier?
  /// Whether the focus moved since the last pass (Tab, a `FocusState` written): what is
  /// focused here is then stale.
  var focusMoved = false
  /// Where each node's handler and focusable view are in their lists: a pass registering
  /// 10 000 rows' finds each in one step.
  private var handlerIndex: [ObjectIdentifier: Int] = [:]
  private var focusableIndex: [ObjectIdentifier: Int] = [:]

  /// The node of the view that had focus in the pass before this one.
  private(set) var focusedBeforePass: ObjectIdentifier?

  /// Forgets what the previous pass found.
  func beginPass() {
    focusedBeforePass = focused?.node
    focusMoved = false
    orderedHandlers = nil
    handlers.removeAll(keepingCapacity: true)
    focusables.removeAll(keepingCapacity: true)
    handlerIndex.removeAll(keepingCapacity: true)
    focusableIndex.removeAll(keepingCapacity: true)
    pasteHandlers.removeAll()
    scrollKeys.removeAll()
    shortcuts.removeAll()
  }

  func registerShortcut(_ shortcut: KeyboardShortcut, action: @escaping () -> Void) {
    shortcuts.append((shortcut, action))
  }

  /// The action of the first control whose shortcut `press` is.
  func shortcutAction(for press: KeyPress) -> (() -> Void)? {
    shortcuts.first { $0.shortcut.matches(press) }?.action
  }

  func registerPaste(_ handler: @escaping (String) -> Void) {
    pasteHandlers.append(handler)
  }

  func registerScrollKeys(_ keys: ScrollKeys) {
    scrollKeys.append(keys)
  }

  /// Adds `handler`; one resolved again in the same pass (a lazy row measured, then
  /// placed) replaces the one its node registered before.
  func register(_ handler: KeyHandler) {
    orderedHandlers = nil
    if let index = handlerIndex[handler.node] {
      handlers[index] = handler
    } else {
      handlerIndex[handler.node] = handlers.count
      handlers.append(handler)
    }
  }

  /// Notes that the focusable view of `node` is itself the scroll view of `scroll`.
  func setScroll(_ scroll: ScrollStorage, ofFocusable node: ObjectIdentifier) {
    guard let index = focusableIndex[node] else { return }
    focusables[index].scroll = scroll
  }

  /// Adds `focusable`, replacing one its node registered before in the same pass.
  func register(_ focusable: Focusable) {
    if let index = focusableIndex[focusable.node] {
      focusables[index] = focusable
    } else {
      focusableIndex[focusable.node] = focusables.count
      focusables.append(focusable)
    }
  }

  /// The focused view: the first focusable whose binding says so.
  var focused: Focusable? { focusables.first { $0.isFocused } }

  /// The handlers a key goes to, in order: those around the focused view, innermost first;
  /// with no view focused, every handler, each before the handlers around it and otherwise
  /// in the order of the tree (a terminal's window always has the keyboard).
  ///
  /// That order is the tree of handlers (each under the nearest handler around it) walked
  /// children first: one step a handler, where inserting each before the first handler around
  /// it was quadratic (10 000 rows with `onKeyPress` took seconds a key).
  var chain: [KeyHandler] {
    if let focused { return focused.handlers.reversed() }
    if let ordered = orderedHandlers { return ordered }
    var children: [ObjectIdentifier: [KeyHandler]] = [:]
    var roots: [KeyHandler] = []
    for handler in handlers {
      if let parent = handler.enclosing.last(where: { handlerIndex[$0.node] != nil && $0.node != handler.node }) {
        children[parent.node, default: []].append(handler)
      } else {
        roots.append(handler)
      }
    }
    var ordered: [KeyHandler] = []
    ordered.reserveCapacity(handlers.count)
    // Depth first, each handler after its children, without recursion (rows nest deeply).
    var stack: [(handler: KeyHandler, next: Int)] = roots.reversed().map { ($0, 0) }
    while let (handler, next) = stack.popLast() {
      let inner = children[handler.node] ?? []
      if next < inner.count {
        stack.append((handler, next + 1))
        stack.append((inner[next], 0))
      } else {
        ordered.append(handler)
      }
    }
    orderedHandlers = ordered
    return ordered
  }

  /// The handlers in the order ``chain`` gives them with no view focused, until a pass
  /// registers them again: made once, not at each key (a dictionary and a walk every key).
  private var orderedHandlers: [KeyHandler]?

  /// Gives focus to `owner`, taking it from the state that held it.
  func claimFocus(_ owner: any FocusOwner) {
    if let previous = focusOwner, previous !== owner { previous.resignFocus() }
    focusOwner = owner
    unboundFocus = nil
  }

  /// Gives focus to the focusable view of `node`, which no `focused` binding watches.
  func focusUnbound(_ node: ObjectIdentifier) {
    if let previous = focusOwner {
      focusOwner = nil
      previous.resignFocus()
    }
    unboundFocus = node
  }

  /// Takes focus from the unbound view of `node` (Escape in its text field).
  func releaseUnbound(_ node: ObjectIdentifier) {
    if unboundFocus == node { unboundFocus = nil }
  }

  /// Forgets the unbound focus when the last pass did not find its view (it went with a
  /// closed sheet).
  func forgetVanishedFocus() {
    if let node = unboundFocus, focusableIndex[node] == nil { unboundFocus = nil }
  }

  /// Notes that `owner` no longer holds focus.
  func releaseFocus(_ owner: any FocusOwner) {
    if focusOwner === owner { focusOwner = nil }
  }
}

/// A key handler a pass registered (`onKeyPress`), with the handlers around it.
@MainActor
final class KeyHandler: Equatable {
  /// The node of the `onKeyPress` modifier: what identifies the handler within a pass.
  let node: ObjectIdentifier
  var respond: (KeyPress) -> KeyPress.Result
  /// The handlers whose views enclose this one's, outermost first.
  var enclosing: [KeyHandler]

  init(
    node: ViewNode, enclosing: [KeyHandler], respond: @escaping (KeyPress) -> KeyPress.Result
  ) {
    self.node = ObjectIdentifier(node)
    self.enclosing = enclosing
    self.respond = respond
  }

  /// The same handler: one node's, whatever its action is now.
  nonisolated static func == (lhs: KeyHandler, rhs: KeyHandler) -> Bool { lhs === rhs }
}

/// A view that can take focus, as a pass found it.
@MainActor
struct Focusable {
  /// The node of the focusable view.
  let node: ObjectIdentifier
  /// Whether its `focused` binding holds focus now.
  let isFocused: Bool
  /// Gives it focus (through its binding, or the registry's own for a view no binding
  /// watches).
  let focus: (() -> Void)?
  /// The handlers around it, outermost first.
  let handlers: [KeyHandler]
  /// A text field's editing: takes a key before any handler, returns whether it did.
  let edit: ((Key) -> Bool)?
  /// Whether it is a one-row field, where Return also presses the default button.
  var entersText = false
  /// The scroll view the scroll keys move while this view has focus: the one it is, when a
  /// scroll view is made focusable, else the one it is in.
  weak var scroll: ScrollStorage?
}

/// A focus state, as the registry sees it.
@MainActor
protocol FocusOwner: AnyObject {
  /// Lets go of focus: the state goes back to `false` or `nil`.
  func resignFocus()
}

struct InputSuspendedKey: EnvironmentKey {
  static let defaultValue = false
}

struct KeyHandlersKey: EnvironmentKey {
  static let defaultValue: [KeyHandler] = []
}

extension EnvironmentValues {
  /// Whether the views here take no key, focus, paste or scroll key: they are under a sheet
  /// or a pushed screen, kept with their state but not shown.
  var isInputSuspended: Bool {
    get { self[InputSuspendedKey.self] }
    set { self[InputSuspendedKey.self] = newValue }
  }

  /// The key handlers around a view, outermost first.
  var keyHandlers: [KeyHandler] {
    get { self[KeyHandlersKey.self] }
    set { self[KeyHandlersKey.self] = newValue }
  }
}
