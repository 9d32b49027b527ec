import Document
import ScrollKit

/// A scroll view laid out: its frame, its content at the content's own size, the offset.
@MainActor
final class ScrollElement: Element {
  let axes: Axis.Set
  let showsIndicators: Bool
  let content: Element
  let storage: ScrollStorage
  let margins: ScrollMargins
  /// Called with the geometry in points after each layout (the observers).
  var observers: [(ScrollGeometry) -> Void] = []
  private(set) var geometryInCells: ScrollGeometry?

  init(
    axes: Axis.Set, showsIndicators: Bool, content: Element, storage: ScrollStorage,
    margins: ScrollMargins
  ) {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content
    self.storage = storage
    self.margins = margins
  }

  override var children: [Element] { [content] }

  override func isFlexible(along axis: Axis) -> Bool { true }

  private func contentProposal(for size: CellSize, insets: CellInsets) -> ProposedSize {
    ProposedSize(
      width: axes.contains(.horizontal) ? nil : size.width - insets.horizontal,
      height: axes.contains(.vertical) ? nil : size.height - insets.vertical)
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> CellSize {
    if let width = proposal.width, let height = proposal.height {
      return CellSize(width: width, height: height)
    }
    let insets = margins.content(in: proposal.width ?? 0)
    let ideal = content.sizeThatFits(
      ProposedSize(
        width: axes.contains(.horizontal) ? nil : proposal.width.map { $0 - insets.horizontal },
        height: axes.contains(.vertical) ? nil : proposal.height.map { $0 - insets.vertical }))
    return CellSize(
      width: proposal.width ?? ideal.width + insets.horizontal,
      height: proposal.height ?? ideal.height + insets.vertical)
  }

  override func place(in rect: CellRect) {
    frame = rect
    let insets = margins.content(in: rect.width)
    let proposal = contentProposal(for: rect.size, insets: insets)
    var size = content.sizeThatFits(proposal)
    // Content narrower than the viewport fills it across the scrolling axis, so its own
    // alignment (or a centred child) decides where it sits, as in SwiftUI.
    if let width = proposal.width { size.width = max(size.width, width) }
    if let height = proposal.height { size.height = max(size.height, height) }
    let state = storage.update(
      contentSize: size, containerSize: rect.size, insets: insets,
      resolveTarget: { id, anchor in
        self.content.place(in: CellRect(x: rect.x, y: rect.y, size: size))
        return self.offset(toShow: id, anchor: anchor, viewport: rect)
      })
    let offset = state.geometry.contentOffset
    content.place(
      in: CellRect(
        x: rect.x - Int(offset.x), y: rect.y - Int(offset.y), width: size.width,
        height: size.height))
    geometryInCells = state.geometry
    let geometry = PointScale.points(state.geometry)
    for observer in observers { observer(geometry) }
  }

  /// The vertical offset that puts the element with `id` at `anchor` in the viewport.
  private func offset(toShow id: AnyHashable, anchor: UnitPoint?, viewport: CellRect) -> Int? {
    guard let target = content.first(where: { ($0 as? IdentifiedElement)?.id == id }) else {
      return nil
    }
    let top = target.frame.y - viewport.y
    let fraction = anchor?.y ?? 0
    let slack = Double(viewport.height - target.frame.height)
    return top - Int((slack * fraction).rounded(.down))
  }

  override func draw(on canvas: inout Canvas) {
    let viewport = frame
    let indicator = showsIndicators && axes.contains(.vertical)
      ? geometryInCells.flatMap { ScrollIndicator(geometry: $0, trackLength: frame.height) }
      : nil
    if canvas.screen.scrollRegion == nil, axes.contains(.vertical), frame.height >= 2 {
      canvas.screen.scrollRegion = frame.y..<frame.maxY
      canvas.screen.scrollColumns = frame.x..<(frame.maxX - (indicator == nil ? 0 : 1))
    }
    canvas.clipped(to: viewport) { content.draw(on: &$0) }
    if let indicator {
      // Only the thumb is drawn: a bare track keeps a one-row scroll cheap.
      for row in 0..<frame.height where indicator.isThumb(row) {
        canvas.put([Span("█")], row: frame.y + row, column: frame.maxX - 1)
      }
    }
  }
}

extension Element {
  /// The first element at or below this one that satisfies `predicate`, depth first.
  func first(where predicate: (Element) -> Bool) -> Element? {
    if predicate(self) { return self }
    for child in children {
      if let match = child.first(where: predicate) { return match }
    }
    return nil
  }
}
