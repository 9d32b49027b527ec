import ScrollKit

#if GUIA_FOUNDATION
import Foundation
#endif
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
    [OutlineElement(corners: cornerRadius > 0 ? ("╭", "╮", "╰", "╯") : ("┌", "┐", "└", "┘"), in: context)]
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
    [OutlineElement(corners: ("┌", "┐", "└", "┘"), in: context)]
  }
}

@MainActor
final class OutlineElement: Element {
  let corners: (DisplayText, DisplayText, DisplayText, DisplayText)
  /// Dim, or the colour of a `.stroke` or `.foregroundStyle`.
  var style: TextStyle = .dim

  init(corners: (DisplayText, DisplayText, DisplayText, DisplayText)) { self.corners = corners }

  /// An outline in the colour the environment sets, else dim.
  convenience init(corners: (DisplayText, DisplayText, DisplayText, DisplayText), in context: ResolveContext) {
    self.init(corners: corners)
    if let color = context.environment.foregroundColor, color != .secondary, let terminal = color.terminalColor {
      style = TextStyle()
      style.foreground = terminal
    }
  }

  override func isFlexible(along axis: Axis) -> Bool { true }

  override func sizeThatFits(_ proposal: ProposedSize) -> CellSize {
    CellSize(width: proposal.width ?? 2, height: proposal.height ?? 2)
  }

  override func draw(on canvas: inout CellCanvas) {
    guard frame.width >= 2, frame.height >= 2 else { return }
    let line = DisplayText(repeating: "─", count: frame.width - 2)
    canvas.put([Span(corners.0 + line + corners.1, style: style)], row: frame.y, column: frame.x)
    for row in (frame.y + 1)..<(frame.maxY - 1) {
      canvas.put([Span("│", style: style)], row: row, column: frame.x)
      canvas.put([Span("│", style: style)], row: row, column: frame.maxX - 1)
    }
    canvas.put(
      [Span(corners.2 + line + corners.3, style: style)], row: frame.maxY - 1, column: frame.x)
  }
}

/// A capsule, drawn as a rounded rectangle `╭─╮ │ ╰─╯`.
public struct Capsule: Shape, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> { .primitive }
  /// How the ends are rounded (kept for SwiftUI's signature).
  public var style: RoundedCornerStyle
  /// A capsule that fills the space offered.
  public init(style: RoundedCornerStyle = .circular) { self.style = style }

  func makeElements(in context: ResolveContext) -> [Element] {
    [OutlineElement(corners: ("╭", "╮", "╰", "╯"), in: context)]
  }
}

/// A circle: a cell grid has none, so it is drawn as a rounded rectangle `╭─╮ │ ╰─╯`.
public struct Circle: Shape, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> { .primitive }
  /// A circle that fills the space offered.
  public init() {}

  func makeElements(in context: ResolveContext) -> [Element] {
    [OutlineElement(corners: ("╭", "╮", "╰", "╯"), in: context)]
  }
}

/// An ellipse, drawn as a rounded rectangle `╭─╮ │ ╰─╯`.
public struct Ellipse: Shape, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> { .primitive }
  /// An ellipse that fills the space offered.
  public init() {}

  func makeElements(in context: ResolveContext) -> [Element] {
    [OutlineElement(corners: ("╭", "╮", "╰", "╯"), in: context)]
  }
}

extension Shape {
  /// Fills the shape's cells with `content`'s colour (`█` in it; nothing for a clear one),
  /// as SwiftUI's `fill`.
  public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
    ShapeFill(color: textColor(of: content))
  }

  /// Draws the shape's outline in `content`'s colour, as SwiftUI's `stroke`.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    self.foregroundStyle(content)
  }

  /// Draws the shape's outline inside its frame in `content`'s colour.
  public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    self.foregroundStyle(content)
  }
}

/// A shape filled with a colour: every cell of its frame a `█` in it.
struct ShapeFill: View, PrimitiveView {
  typealias Body = Never
  static var _resolver: _ViewResolver<Self> { .primitive }
  let color: Color?

  func makeElements(in context: ResolveContext) -> [Element] {
    guard let color, color.opacity > 0 else { return [FillElement()] }
    var style = TextStyle()
    if color == .secondary { style.insert(.dim) } else if let terminal = color.terminalColor { style.foreground = terminal }
    return [BlockFillElement(style: style)]
  }
}

/// Takes all the space offered and fills it with `█` in a style.
@MainActor
final class BlockFillElement: Element {
  let style: TextStyle

  init(style: TextStyle) { self.style = style }

  override func isFlexible(along axis: Axis) -> Bool { true }

  override func sizeThatFits(_ proposal: ProposedSize) -> CellSize {
    CellSize(width: proposal.width ?? 1, height: proposal.height ?? 1)
  }

  override func draw(on canvas: inout CellCanvas) {
    guard frame.width > 0 else { return }
    let row = DisplayText(repeating: "█", count: frame.width)
    for y in frame.y..<frame.maxY { canvas.put([Span(row, style: style)], row: y, column: frame.x) }
  }
}
