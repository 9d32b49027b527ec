import ScrollKit
import Document

/// Space that grows along the enclosing stack's axis.
public struct Spacer: View, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> { .primitive }
  let minLength: CGFloat?

  /// A spacer at least `minLength` points long (none by default).
  public init(minLength: CGFloat? = nil) { self.minLength = minLength }

  func makeElements(in context: ResolveContext) -> [Element] {
    let axis = context.environment.stackAxis
    return [SpacerElement(axis: axis, minimum: PointScale.cells(minLength ?? 0, along: axis))]
  }
}

@MainActor
final class SpacerElement: Element {
  let axis: Axis
  let minimum: Int

  init(axis: Axis, minimum: Int) {
    self.axis = axis
    self.minimum = minimum
  }

  override func isFlexible(along axis: Axis) -> Bool { axis == self.axis }

  override func sizeThatFits(_ proposal: ProposedSize) -> CellSize {
    var size = CellSize.zero
    size[axis] = max(minimum, proposal[axis] ?? 0)
    return size
  }
}

/// A line across the enclosing stack: `─` in a column, `│` in a row.
public struct Divider: View, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> { .primitive }
  /// A divider across the enclosing stack (in a `VStack`, a row of `─`).
  public init() {}

  func makeElements(in context: ResolveContext) -> [Element] {
    [DividerElement(across: context.environment.stackAxis)]
  }
}

@MainActor
final class DividerElement: Element {
  /// The stack's axis: the line runs along the other one.
  let stackAxis: Axis

  init(across stackAxis: Axis) { self.stackAxis = stackAxis }

  override func isFlexible(along axis: Axis) -> Bool { axis != stackAxis }

  override func sizeThatFits(_ proposal: ProposedSize) -> CellSize {
    stackAxis == .vertical
      ? CellSize(width: proposal.width ?? 1, height: 1)
      : CellSize(width: 1, height: proposal.height ?? 1)
  }

  override func draw(on canvas: inout CellCanvas) {
    if stackAxis == .vertical {
      let line = DisplayText(repeating: "─", count: frame.width)
      canvas.put([Span(line, style: .dim)], row: frame.y, column: frame.x)
    } else {
      for row in frame.y..<frame.maxY {
        canvas.put([Span("│", style: .dim)], row: row, column: frame.x)
      }
    }
  }
}
