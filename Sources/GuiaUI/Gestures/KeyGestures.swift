/// One or more taps, as SwiftUI's `TapGesture`: Enter or Space on the focused view; `count`
/// is kept for SwiftUI's signature (a key is one tap however many are asked).
public struct TapGesture: Gesture, KeyFinishedGesture, KeyActivatedGesture {
  public typealias Value = Void
  /// The taps asked for.
  public var count: Int

  /// A gesture of `count` taps.
  public init(count: Int = 1) { self.count = count }

  var finalValue: Any? { () }
  var keyAction: (() -> Void)? { nil }
}

/// A press held long enough, as SwiftUI's `LongPressGesture`: a terminal cannot tell a held
/// key, so Enter or Space on the focused view ends it with `true`.
public struct LongPressGesture: Gesture, KeyFinishedGesture, KeyActivatedGesture {
  public typealias Value = Bool
  /// How long the press is held, in seconds.
  public var minimumDuration: Double
  /// How far the press may move, in points.
  public var maximumDistance: CGFloat

  /// A press held `minimumDuration` seconds.
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }

  var finalValue: Any? { true }
  var keyAction: (() -> Void)? { nil }
}

extension View {
  /// Adds `gesture` to this view, as SwiftUI's: a tap or long press is Enter or Space once
  /// Tab has focused the view; a drag never fires without a mouse.
  public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    modifier(GestureModifier(action: mask.contains(.gesture) ? gestureKeyAction(of: gesture) : nil))
  }

  /// Adds `gesture` to run with the subviews' gestures, as SwiftUI's; on a terminal as
  /// ``gesture(_:including:)``.
  public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    self.gesture(gesture, including: mask)
  }

  /// Adds `gesture` ahead of the subviews' gestures, as SwiftUI's; on a terminal as
  /// ``gesture(_:including:)``.
  public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    self.gesture(gesture, including: mask)
  }

  /// Runs `action` after a long press on this view, as SwiftUI's: a terminal cannot hold a
  /// key, so the press is Enter or Space once Tab has focused the view; `onPressingChanged`
  /// is told `true` then `false` around the action.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    modifier(
      GestureModifier(action: {
        onPressingChanged?(true)
        action()
        onPressingChanged?(false)
      }))
  }
}

/// A gesture on a view: a tap for the keys when a key can finish it, nothing otherwise.
struct GestureModifier: ViewModifier {
  let action: (() -> Void)?

  func body(content: Content) -> some View {
    if let action { content.onTapGesture(perform: action) } else { content }
  }
}
