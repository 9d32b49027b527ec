import ScrollKit

/// Where a view is in a scroll view's visible region, as SwiftUI's `ScrollTransitionPhase`.
public enum ScrollTransitionPhase: Hashable, Sendable {
  /// Coming in at the top or leading edge.
  case topLeading
  /// In view.
  case identity
  /// Going out at the bottom or trailing edge.
  case bottomTrailing

  /// Whether the view is in view.
  public var isIdentity: Bool { self == .identity }
  /// -1 at the top or leading edge, 0 in view, 1 at the bottom or trailing edge.
  public var value: Double {
    switch self {
    case .topLeading: -1
    case .identity: 0
    case .bottomTrailing: 1
    }
  }
}

/// How a scroll transition follows the scroll, as SwiftUI's `ScrollTransitionConfiguration`.
public struct ScrollTransitionConfiguration: Sendable {
  /// Follows the scroll as it moves.
  public static let interactive = ScrollTransitionConfiguration()
  /// Animates to each phase.
  public static let animated = ScrollTransitionConfiguration()
  /// Stays in view: the transition is never applied.
  public static let identity = ScrollTransitionConfiguration()
  /// Animates to each phase with `animation`.
  public static func animated(_ animation: Animation) -> ScrollTransitionConfiguration { .animated }
}

/// An effect a scroll transition applies, as SwiftUI's `VisualEffect`: on a terminal, an
/// opacity below one half dims the view; the geometric effects have no cells to move to.
public protocol VisualEffect: Sendable {}

/// The effect that changes nothing, which a transition's closure starts from.
public struct EmptyVisualEffect: VisualEffect {
  /// No effect.
  public init() {}
}

/// An effect the closure made: kept as a value only.
public struct TransformedVisualEffect: VisualEffect {}

extension VisualEffect {
  /// The view at `opacity`.
  public func opacity(_ opacity: Double) -> TransformedVisualEffect { .init() }
  /// The view scaled by `scale`.
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> TransformedVisualEffect { .init() }
  /// The view scaled by `scale` across and down.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> TransformedVisualEffect { .init() }
  /// The view scaled by `x` across and `y` down.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> TransformedVisualEffect { .init() }
  /// The view moved by `offset`.
  public func offset(_ offset: CGSize) -> TransformedVisualEffect { .init() }
  /// The view moved by `x` across and `y` down.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> TransformedVisualEffect { .init() }
  /// The view blurred by `radius`.
  public func blur(radius: CGFloat, opaque: Bool = false) -> TransformedVisualEffect { .init() }
  /// The view brighter by `amount`.
  public func brightness(_ amount: Double) -> TransformedVisualEffect { .init() }
  /// The view's colours saturated by `amount`.
  public func saturation(_ amount: Double) -> TransformedVisualEffect { .init() }
  /// The view in grey by `amount`.
  public func grayscale(_ amount: Double) -> TransformedVisualEffect { .init() }
}

extension View {
  /// Applies `transition` as the view enters and leaves a scroll view's visible region, as
  /// SwiftUI's. A terminal scrolls by whole rows and draws the rows in view as they are: the
  /// closure is type-checked and the view is drawn in its `.identity` phase.
  public func scrollTransition(
    _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> some View {
    self
  }

  /// As ``scrollTransition(_:axis:transition:)``, with the phases in and out configured apart.
  public func scrollTransition(
    topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
    axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> some View {
    self
  }
}
