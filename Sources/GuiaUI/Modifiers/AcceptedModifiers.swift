// Modifiers a terminal has nothing to do for, accepted so that SwiftUI code compiles and
// runs (docs/guiaui.md, "Where it differs"), or drawn the nearest way cells can.

extension View {
  /// Moves this view to where the view of the same `id` in `namespace` was, animating the
  /// change, as SwiftUI's: a terminal does not animate, so the view simply appears in its
  /// new place.
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View { self }

  /// Runs `action` when the system hands the app an address to open, as SwiftUI's: a
  /// terminal program is handed none, so `action` never runs.
  public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }

  /// Pads the safe area of this view on `edges` by `length`, as SwiftUI's: a terminal has
  /// no safe area, so the padding is the view's own, as ``padding(_:_:)``.
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    padding(edges, length)
  }

  /// Pads the safe area of this view by `length` on every edge, as ``padding(_:)``.
  public func safeAreaPadding(_ length: CGFloat) -> some View { padding(length) }

  /// Pads the safe area of this view by `insets`, as ``padding(_:)``.
  public func safeAreaPadding(_ insets: EdgeInsets) -> some View { padding(insets) }
}

/// Which parts of a view's geometry ``View/matchedGeometryEffect(id:in:properties:anchor:isSource:)``
/// matches, as SwiftUI's `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// The position.
  public static let position = MatchedGeometryProperties(rawValue: 1)
  /// The size.
  public static let size = MatchedGeometryProperties(rawValue: 2)
  /// Both.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}
