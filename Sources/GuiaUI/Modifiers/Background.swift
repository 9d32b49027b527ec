import ScrollKit

#if GUIA_FOUNDATION
import Foundation
#endif
extension View {
  /// Draws `background` behind this view, offered this view's size.
  public func background<Background: View>(
    _ background: Background, alignment: Alignment = .center
  ) -> some View {
    modifier(LayerModifier(layer: background, alignment: alignment, isOverlay: false))
  }

  /// Draws the view `content` builds behind this view.
  public func background<Background: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Background
  ) -> some View {
    background(content(), alignment: alignment)
  }

  /// Fills `shape` with `style` behind this view: on a terminal the shape's outline is
  /// drawn around the view (a colour has no cells to fill).
  public func background<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    background(shape, alignment: .center)
  }

  /// Draws a square outline of `content`'s colour around the view, as SwiftUI's `border`. A
  /// line of cells would cover the view's own edge, so the box takes a cell around it: the
  /// view with its border is a row taller and two columns wider.
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    padding(.vertical, PointScale.pointsPerRow).padding(.horizontal, PointScale.pointsPerColumn)
      .background(Rectangle().foregroundStyle(content))
  }

  /// Draws `overlay` over this view, offered this view's size.
  public func overlay<Overlay: View>(
    _ overlay: Overlay, alignment: Alignment = .center
  ) -> some View {
    modifier(LayerModifier(layer: overlay, alignment: alignment, isOverlay: true))
  }

  /// Draws the view `content` builds over this view.
  public func overlay<Overlay: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Overlay
  ) -> some View {
    overlay(content(), alignment: alignment)
  }
}

/// How a shape is filled (kept for SwiftUI's signatures; a terminal has one way).
public struct FillStyle: Hashable, Sendable {
  /// Whether the even-odd rule decides what is inside (no effect: an outline is drawn).
  public var isEOFilled: Bool
  /// Whether edges are smoothed (no effect: cells have no partial coverage).
  public var isAntialiased: Bool
  /// A fill style, as SwiftUI's; GuiaUI draws the same outline whatever it says.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

@usableFromInline
struct LayerModifier<Layer: View>: PrimitiveModifier {
  let layer: Layer
  let alignment: Alignment
  let isOverlay: Bool

  func resolve(content: ResolveContent, in context: ResolveContext) -> [Element] {
    let layerContext = context.child("layer", type: Layer.self)
    if !isOverlay, let color = layer as? Color, color.opacity > 0 {
      // A cell has no colour of its own: text on a background colour is shown in reverse
      // video, as a terminal shows a selection. A translucent one too (a selected row's
      // `Color.accentColor.opacity(0.3)`): a terminal neither blends nor knows the colour
      // of its own background, and a fill left out would hide the selection.
      var inner = context
      inner.environment.invertsText = true
      return content.resolve(in: inner)
    }
    return content.resolve(in: context).map { element in
      LayeredElement(
        element, layer: elements(of: layer, in: layerContext).combined(), alignment: alignment,
        isOverlay: isOverlay)
    }
  }
}

/// A view with a background or overlay sized to it: only the view counts for layout.
@MainActor
final class LayeredElement: WrapperElement {
  let layer: Element
  let alignment: Alignment
  let isOverlay: Bool

  init(_ child: Element, layer: Element, alignment: Alignment, isOverlay: Bool) {
    self.layer = layer
    self.alignment = alignment
    self.isOverlay = isOverlay
    super.init(child)
  }

  override var children: [Element] { [child, layer] }

  override func place(in rect: CellRect) {
    super.place(in: rect)
    let size = layer.sizeThatFits(ProposedSize(rect.size))
    layer.place(in: aligned(size, in: rect, alignment))
  }

  override func draw(on canvas: inout CellCanvas) {
    if isOverlay {
      child.draw(on: &canvas)
      layer.draw(on: &canvas)
    } else {
      layer.draw(on: &canvas)
      child.draw(on: &canvas)
    }
  }
}

struct InvertsTextKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether text below sits on an opaque background, and so is drawn in reverse video.
  var invertsText: Bool {
    get { self[InvertsTextKey.self] }
    set { self[InvertsTextKey.self] = newValue }
  }
}
