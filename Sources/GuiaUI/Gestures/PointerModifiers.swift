// What SwiftUI code writes for a pointer: a terminal without a mouse has no hover and no hit
// test, so these are accepted and draw the view as it is (docs/guiaui.md, "Where it differs").

extension View {
  /// Runs `action` as the pointer enters (`true`) or leaves (`false`) this view, as
  /// SwiftUI's: a terminal reports no pointer, so it never runs.
  public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }

  /// Runs `action` as the pointer moves over this view, as SwiftUI's: never on a terminal.
  public func onContinuousHover(
    coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (HoverPhase) -> Void
  ) -> some View { self }

  /// An effect as the pointer hovers over this view, as SwiftUI's: none on a terminal.
  public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }

  /// Whether this view takes taps and clicks, as SwiftUI's: a terminal's taps are keys on
  /// the focused view, which this does not change.
  public func allowsHitTesting(_ enabled: Bool) -> some View { self }

  /// The order of this view among its overlapping siblings, as SwiftUI's: a `ZStack` draws
  /// its views in the order written, whatever their `zIndex`.
  public func zIndex(_ value: Double) -> some View { self }

  /// Runs `action` with where this view was tapped, as SwiftUI's `onTapGesture(count:coordinateSpace:perform:)`:
  /// Enter or Space on the focused view taps it at its origin.
  public func onTapGesture(
    count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (CGPoint) -> Void
  ) -> some View {
    onTapGesture(count: count) { action(CGPoint(x: 0, y: 0)) }
  }
}

/// Where a hover is, as SwiftUI's `HoverPhase`.
public enum HoverPhase: Equatable, Sendable {
  /// The pointer is over the view, at a point.
  case active(CGPoint)
  /// The pointer has left.
  case ended
}

/// An effect of hovering, as SwiftUI's `HoverEffect`.
public struct HoverEffect: Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = HoverEffect(name: "automatic")
  /// A highlight.
  public static let highlight = HoverEffect(name: "highlight")
  /// A lift.
  public static let lift = HoverEffect(name: "lift")
}
