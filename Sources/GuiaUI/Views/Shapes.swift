import Document

/// A shape: on a terminal, an outline of box-drawing characters that fills the space
/// offered.
public protocol Shape: View, Sendable {}

/// How rounded corners are drawn (kept for SwiftUI's signature).
public enum RoundedCornerStyle: Hashable, Sendable {
  /// Quarter circles (drawn as the same `╭` corners).
  case circular
  /// Smooth corners, SwiftUI's default (drawn as the same `╭` corners).
  case continuous
}

/// A rectangle with rounded corners, drawn `╭─╮ │ ╰─╯`.
public struct RoundedRectangle: Shape, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> { .primitive }
  /// The corners' radius in points: above 0 the corners are drawn round, at 0 square.
  public var cornerRadius: CGFloat
  /// How the corners are rounded (kept for SwiftUI's signature).
  public var style: RoundedCornerStyle

  /// A rectangle with corners of `cornerRadius` points (seed 004's cards).
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.cornerRadius = cornerRadius
    self.style = style
  }

  func makeElements(in context: ResolveContext) -> [Element] {
    [OutlineElement(corners: cornerRadius > 0 ? ("╭", "╮", "╰", "╯") : ("┌", "┐", "└", "┘"))]
  }
}

/// A rectangle, drawn `┌─┐ │ └─┘`.
public struct Rectangle: Shape, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> { .primitive }
  /// A rectangle that fills the space offered.
  public init() {}

  func makeElements(in context: ResolveContext) -> [Element] {
    [OutlineElement(corners: ("┌", "┐", "└", "┘"))]
  }
}

@MainActor
final class OutlineElement: Element {
  let corners: (DisplayText, DisplayText, DisplayText, DisplayText)

  init(corners: (DisplayText, DisplayText, DisplayText, DisplayText)) { self.corners = corners }

  override func isFlexible(along axis: Axis) -> Bool { true }

  override func sizeThatFits(_ proposal: ProposedSize) -> CellSize {
    CellSize(width: proposal.width ?? 2, height: proposal.height ?? 2)
  }

  override func draw(on canvas: inout Canvas) {
    guard frame.width >= 2, frame.height >= 2 else { return }
    let line = DisplayText(repeating: "─", count: frame.width - 2)
    canvas.put([Span(corners.0 + line + corners.1, style: .dim)], row: frame.y, column: frame.x)
    for row in (frame.y + 1)..<(frame.maxY - 1) {
      canvas.put([Span("│", style: .dim)], row: row, column: frame.x)
      canvas.put([Span("│", style: .dim)], row: row, column: frame.maxX - 1)
    }
    canvas.put(
      [Span(corners.2 + line + corners.3, style: .dim)], row: frame.maxY - 1, column: frame.x)
  }
}
