import Document
import ScrollKit
import TerminalUI

/// A view drawn by code, as SwiftUI's `Canvas`: it takes the space offered and runs
/// `renderer` with a ``GraphicsContext`` and that space's size in points; the paths it fills
/// and strokes become cells of `█` in their colours (docs/guiaui.md, "Where it differs").
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
/// }
/// ```
public struct Canvas<Symbols: View>: View, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> { .primitive }
  let renderer: (inout GraphicsContext, CGSize) -> Void

  func makeElements(in context: ResolveContext) -> [Element] {
    [CanvasElement(renderer: renderer, foreground: context.environment.foregroundColor)]
  }
}

extension Canvas where Symbols == EmptyView {
  /// A canvas that `renderer` draws; the other arguments are SwiftUI's, with nothing to change
  /// on a terminal.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {
    self.renderer = renderer
  }
}

/// How a canvas blends its colours, as SwiftUI's `ColorRenderingMode` (a terminal does not).
public enum ColorRenderingMode: Hashable, Sendable {
  case nonLinear, linear, extendedLinear
}

/// A canvas laid out: the space offered, painted when drawn.
@MainActor
final class CanvasElement: Element {
  let renderer: (inout GraphicsContext, CGSize) -> Void
  let foreground: Color?

  init(renderer: @escaping (inout GraphicsContext, CGSize) -> Void, foreground: Color?) {
    self.renderer = renderer
    self.foreground = foreground
  }

  override func isFlexible(along axis: Axis) -> Bool { true }

  override func sizeThatFits(_ proposal: ProposedSize) -> CellSize {
    CellSize(width: proposal.width ?? 1, height: proposal.height ?? 1)
  }

  override func draw(on canvas: inout CellCanvas) {
    guard frame.width > 0, frame.height > 0 else { return }
    var context = GraphicsContext(size: CellSize(width: frame.width, height: frame.height), foreground: foreground)
    renderer(&context, CGSize(width: PointScale.points(columns: frame.width), height: PointScale.points(rows: frame.height)))
    for (offset, row) in context.cells.enumerated() {
      let spans = row.map { style in style.map { Span("█", style: $0) } ?? Span(" ") }
      canvas.put(spans, row: frame.y + offset, column: frame.x)
    }
  }
}
