import ScrollKit

/// Closes the sheet (or other presentation) the view is in, as SwiftUI's `DismissAction`:
/// `@Environment(\.dismiss) private var dismiss`, then `dismiss()`.
public struct DismissAction {
  let action: @MainActor () -> Void

  /// Closes the presentation; outside one it does nothing.
  @MainActor public func callAsFunction() { action() }
}

struct DismissKey: EnvironmentKey {
  nonisolated(unsafe) static let defaultValue: DismissAction? = nil
}

extension EnvironmentValues {
  /// What closes the presentation the view is in (nothing outside one).
  public var dismiss: DismissAction {
    get { self[DismissKey.self] ?? DismissAction(action: {}) }
    set { self[DismissKey.self] = newValue }
  }

  /// Whether the view is in a presentation (a sheet), as SwiftUI's.
  public var isPresented: Bool { self[DismissKey.self] != nil }
}

extension View {
  /// Presents `content` while `isPresented` is true, as SwiftUI's sheet: on a terminal it
  /// covers this view's frame (a terminal has no window to slide over), this view keeping
  /// its state below; the sheet takes the keys and Tab; Escape or `dismiss()` closes it,
  /// then `onDismiss` runs.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      SheetModifier(
        isPresented: isPresented.wrappedValue,
        dismiss: { isPresented.wrappedValue = false },
        onDismiss: onDismiss, content: content))
  }

  /// Presents the sheet `content` makes for `item` while it is not nil; closing it sets it
  /// to nil. A new item is a new sheet (its state starts again).
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    let shown = item.wrappedValue
    return modifier(
      SheetModifier(
        isPresented: shown != nil, dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss,
        content: { shown.map { content($0).id(AnyHashable($0.id)) } }))
  }

  /// As ``View/sheet(isPresented:onDismiss:content:)``: a terminal's sheet covers the view.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    sheet(isPresented: isPresented, onDismiss: onDismiss, content: content)
  }
}

@usableFromInline
struct SheetModifier<Sheet: View>: PrimitiveModifier {
  let isPresented: Bool
  let dismiss: () -> Void
  let onDismiss: (() -> Void)?
  let content: () -> Sheet

  func resolve(content base: ResolveContent, in context: ResolveContext) -> [Element] {
    let record = context.node.slot(LifecycleModifier.slot + 5) { ValueRecord<Bool>() }
    let wasPresented = record.value ?? false
    record.value = isPresented
    context.node.slot(PresentationFocus.slot) { PresentationFocus() }
      .update(wasPresented: wasPresented, isPresented: isPresented, graph: context.graph)
    if wasPresented, !isPresented, let onDismiss { context.graph.enqueue(onDismiss) }
    guard isPresented else { return base.resolve(in: context) }
    // The view below keeps its state, but takes no key, no focus and no scroll key (its lazy
    // rows, made later in layout, included: the environment goes with them).
    var belowContext = context
    belowContext.environment.isInputSuspended = true
    let below = base.resolve(in: belowContext).combined()
    var inner = context.child("sheet", type: Sheet.self)
    let (graph, dismiss) = (context.graph, dismiss)
    inner.environment.dismiss = DismissAction { [weak graph] in
      dismiss()
      graph?.setNeedsUpdate()
    }
    let sheet = elements(
      of: self.content()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .onKeyPress(.escape) {
          dismiss()
          return .handled
        },
      in: inner
    ).combined()
    return [CoverElement(below, coveredBy: sheet)]
  }
}

/// A view covered by another that takes all the space offered (a sheet, a pushed screen):
/// the view below keeps its layout, at its own size, and none of it shows.
@MainActor
final class CoverElement: Element {
  let base: Element
  let cover: Element

  init(_ base: Element, coveredBy cover: Element) {
    self.base = base
    self.cover = cover
  }

  override var children: [Element] { [base, cover] }

  override func isFlexible(along axis: Axis) -> Bool { true }

  override func sizeThatFits(_ proposal: ProposedSize) -> CellSize {
    let below = base.sizeThatFits(proposal)
    let above = cover.sizeThatFits(proposal)
    return CellSize(
      width: proposal.width ?? max(below.width, above.width),
      height: proposal.height ?? max(below.height, above.height))
  }

  override func place(in rect: CellRect) {
    frame = rect
    let below = base.sizeThatFits(ProposedSize(rect.size))
    base.place(
      in: CellRect(x: rect.x, y: rect.y, width: min(below.width, rect.width), height: min(below.height, rect.height)))
    cover.place(in: rect)
  }

  override func draw(on canvas: inout CellCanvas) {
    // Nothing of the view below is drawn: the cover's blank cells stay blank.
    for row in max(0, frame.y)..<max(0, frame.maxY) {
      canvas.screen.clear(columns: max(0, frame.x)..<max(0, frame.maxX), row: row)
    }
    cover.draw(on: &canvas)
  }
}
