import ScrollKit
import Document
import TerminalUI

/// An alert or a confirmation dialog over the view (``View/alert(_:isPresented:actions:)``,
/// ``View/confirmationDialog(_:isPresented:titleVisibility:actions:)``): a box in the middle
/// of the view's frame, the view still drawn around it but taking no key.
///
/// Its buttons are chosen with the arrows or Tab and run with Enter or Space; Escape runs
/// the cancel button (or just closes). Any button closes it, then runs its action.
@usableFromInline
struct DialogModifier<Actions: View, Message: View>: PrimitiveModifier {
  enum Kind { case alert, confirmationDialog(showsTitle: Bool) }
  let kind: Kind
  let title: Text
  let isPresented: Bool
  let dismiss: () -> Void
  let actions: Actions?
  let message: (() -> Message)?

  func resolve(content base: ResolveContent, in context: ResolveContext) -> [Element] {
    let state = context.node.slot(DialogState.slot) { DialogState() }
    let wasPresented = state.isPresented
    state.isPresented = isPresented
    context.node.slot(PresentationFocus.slot) { PresentationFocus() }
      .update(wasPresented: wasPresented, isPresented: isPresented && actions != nil, graph: context.graph)
    guard isPresented, let actions else { return base.resolve(in: context) }
    var belowContext = context
    belowContext.environment.isInputSuspended = true
    let below = base.resolve(in: belowContext).combined()

    let dialog = context.child("dialog", type: Actions.self)
    let actionRows = traitRows(of: actions, at: { dialog.child(0, type: Actions.self) })
    let buttons = arranged(actionRows, place: { dialog.child(2, type: Text.self) })
    // An alert's text fields (SwiftUI's `TextField` among its actions) stand above its buttons.
    let fields = if case .alert = kind { actionRows.filter { $0.action == nil } } else { [TraitRow]() }
    if !wasPresented { state.highlighted = Self.defaultButton(buttons.rows) }
    state.highlighted = min(state.highlighted, buttons.rows.count - 1)
    let (node, graph, dismiss) = (context.node, context.graph, dismiss)
    let rows = buttons.rows
    let run: (Int) -> Void = { index in
      dismiss()
      rows[index].action?()
      graph.setNeedsUpdate()
    }
    let cancel: () -> Void = {
      if let index = rows.firstIndex(where: { $0.role == .cancel }) { run(index) } else { dismiss() }
    }
    // Return and Escape reach the box's buttons from its text field too, as shortcuts.
    context.graph.register(.keyboardShortcut(.defaultAction, action: { run(state.highlighted) }))
    context.graph.register(.keyboardShortcut(.cancelAction, action: cancel))
    let box = DialogBox(
      title: showsTitle ? title : nil, message: message?(), fields: fields, buttons: rows,
      isHorizontal: buttons.isHorizontal, highlighted: state.highlighted
    )
    .onKeyPress { press in
      // With text fields, Tab goes from field to field (the host's focus), the arrows choose
      // the button.
      if !fields.isEmpty, press.key == .tab { return .ignored }
      switch state.answer(press.terminalKey, rows: rows, isHorizontal: buttons.isHorizontal, run: run, dismiss: dismiss) {
      case .ignored: return .ignored
      case .moved:
        node.invalidate()
        return .handled
      case .ran:
        graph.setNeedsUpdate()
        return .handled
      }
    }
    let focusablesBefore = context.graph.input.focusables.count
    let boxElement = elements(of: box, in: dialog.child(1, type: type(of: box))).combined()
    // The first text field has focus as the alert appears, as SwiftUI gives it.
    if !wasPresented, !fields.isEmpty {
      context.graph.input.focusables.dropFirst(focusablesBefore).first { $0.edit != nil }?.focus?()
    }
    return [DialogElement(below, dialog: boxElement)]
  }

  private var showsTitle: Bool {
    switch kind {
    case .alert: true
    case .confirmationDialog(let showsTitle): showsTitle
    }
  }

  /// The buttons in the order SwiftUI shows them: an alert's two side by side, the cancel
  /// button first; more, and a dialog's, one a row, the cancel button last. An alert with no
  /// button has OK; a dialog with no cancel button gains Cancel.
  private func arranged(
    _ rows: [TraitRow], place: @escaping @MainActor () -> ResolveContext
  ) -> (rows: [TraitRow], isHorizontal: Bool) {
    var buttons = rows.filter { $0.action != nil }
    let cancel = buttons.firstIndex { $0.role == .cancel }.map { buttons.remove(at: $0) }
    switch kind {
    case .alert:
      if buttons.isEmpty, cancel == nil { return ([Self.standardButton("OK", role: nil, at: place)], true) }
      if buttons.count + (cancel == nil ? 0 : 1) <= 2 { return ((cancel.map { [$0] } ?? []) + buttons, true) }
      return (buttons + (cancel.map { [$0] } ?? []), false)
    case .confirmationDialog:
      return (buttons + [cancel ?? Self.standardButton("Cancel", role: .cancel, at: place)], false)
    }
  }

  /// A button the dialog adds, which only closes it.
  private static func standardButton(
    _ title: String, role: ButtonRole?, at place: @escaping @MainActor () -> ResolveContext
  ) -> TraitRow {
    var row = TraitRow { context, environment in
      var context = context ?? place()
      if let environment { context.environment = environment }
      if role == .cancel { context.environment.fontWeight = .bold }
      return elements(of: Text(verbatim: title), in: context)
    }
    row.action = {}
    row.role = role
    return row
  }

  /// The button Enter runs at first: the first that neither cancels nor destroys, else the
  /// cancel button (a destructive button is never the default, as Apple's guidelines ask).
  static func defaultButton(_ rows: [TraitRow]) -> Int {
    rows.firstIndex { $0.role != .cancel && $0.role != .destructive }
      ?? rows.firstIndex { $0.role == .cancel } ?? 0
  }
}

/// Which button of a dialog the arrows are on, and whether it was shown last pass.
@MainActor
final class DialogState {
  static let slot = LifecycleModifier.slot + 41
  var isPresented = false
  var highlighted = 0

  enum Answer { case ignored, moved, ran }

  /// Answers a key: the arrows and Tab move among the buttons, Enter or Space runs one,
  /// Escape runs the cancel button or closes.
  func answer(
    _ key: Key, rows: [TraitRow], isHorizontal: Bool, run: (Int) -> Void, dismiss: () -> Void
  ) -> Answer {
    let (previous, next): (Key, Key) = isHorizontal ? (.left, .right) : (.up, .down)
    switch key {
    case previous:
      highlighted = max(0, highlighted - 1)
    case next:
      highlighted = min(rows.count - 1, highlighted + 1)
    case .control("i"):
      highlighted = (highlighted + 1) % rows.count
    case .enter, .character(" "):
      run(highlighted)
      return .ran
    case .escape:
      if let cancel = rows.firstIndex(where: { $0.role == .cancel }) { run(cancel) } else { dismiss() }
      return .ran
    default:
      // The view below takes no key while the dialog is up.
      return key == .character("q") || key == .character("Q") ? .ignored : .moved
    }
    return .moved
  }
}

/// A dialog's box: the title in bold, the message, the buttons (the one the arrows are on in
/// reverse video, a cancel button in bold, a destructive one in red), in a frame.
struct DialogBox<Message: View>: View {
  let title: Text?
  let message: Message?
  /// An alert's text fields, above its buttons.
  var fields: [TraitRow] = []
  let buttons: [TraitRow]
  let isHorizontal: Bool
  let highlighted: Int

  var body: some View {
    VStack(spacing: 0) {
      if let title { title.bold() }
      if let message { message }
      ForEach(fields.indices, id: \.self) { index in RowView(row: fields[index]) }
      if title != nil || message != nil || !fields.isEmpty { Text(verbatim: "") }
      if isHorizontal {
        HStack(spacing: 24) { buttonRows }
      } else {
        VStack(spacing: 0) { buttonRows }
      }
    }
    .padding(.horizontal, PointScale.pointsPerColumn)
    .border(Color.primary)
  }

  private var buttonRows: some View {
    ForEach(buttons.indices, id: \.self) { index in
      RowView(row: buttons[index], isLabelOnly: true)
        .environment(\.fontWeight, buttons[index].role == .cancel ? .bold : nil)
        .environment(\.invertsText, index == highlighted)
    }
  }
}

/// A view with a dialog over the middle of the terminal's window, as SwiftUI presents an
/// alert over the window whatever view it is attached to: the view is drawn, then the
/// dialog's cells over it, unclipped.
@MainActor
final class DialogElement: WrapperElement {
  let dialog: Element

  init(_ base: Element, dialog: Element) {
    self.dialog = dialog
    super.init(base)
  }

  override var children: [Element] { [child, dialog] }

  override func draw(on canvas: inout CellCanvas) {
    child.draw(on: &canvas)
    // The window's size is known here, not when the view is placed (in its own frame).
    let screen = canvas.screen.size
    let width = min(screen.width, max(30, min(60, screen.width * 2 / 3)))
    let size = dialog.sizeThatFits(ProposedSize(width: width, height: screen.height))
    let (fitted, height) = (min(size.width, screen.width), min(size.height, screen.height))
    let box = CellRect(x: (screen.width - fitted) / 2, y: (screen.height - height) / 2, width: fitted, height: height)
    dialog.place(in: box)
    let clip = canvas.clip
    canvas.clip = CellRect(x: 0, y: 0, width: screen.width, height: screen.height)
    for row in box.y..<box.maxY {
      canvas.screen.clear(columns: box.x..<box.maxX, row: row)
    }
    dialog.draw(on: &canvas)
    canvas.clip = clip
  }
}
