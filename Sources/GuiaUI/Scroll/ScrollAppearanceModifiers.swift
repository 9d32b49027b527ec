/// How a scroll view bounces at its edges, as SwiftUI's `ScrollBounceBehavior`.
public struct ScrollBounceBehavior: Hashable, Sendable {
  private let name: String
  /// The platform's behaviour.
  public static let automatic = ScrollBounceBehavior(name: "automatic")
  /// Bounces whatever the content's size.
  public static let always = ScrollBounceBehavior(name: "always")
  /// Bounces only when the content is larger than the view.
  public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

extension View {
  /// Kept for SwiftUI's signature: a terminal's scroll view stops at its edges, by whole
  /// rows, with no bounce to configure.
  public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
    self
  }

  /// Kept for SwiftUI's signature: a terminal's scroll view draws its content inside its
  /// cells only (a shadow or a scaled card past the edge has no cells to go to).
  public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }
}

extension ScrollPosition {
  /// A position for a scroll view whose views have ids of `idType`, at the top.
  public init<ID: Hashable & Sendable>(idType: ID.Type) { self.init(edge: .top) }

  /// A position for a scroll view whose views have ids of `idType`, at `edge`.
  public init<ID: Hashable & Sendable>(idType: ID.Type, edge: Edge) { self.init(edge: edge) }

  /// A position for a scroll view whose views have ids of `idType`, `y` points down.
  public init<ID: Hashable & Sendable>(idType: ID.Type, y: CGFloat) {
    self.init(edge: .top)
    scrollTo(y: y)
  }
}
