/// A drag, as SwiftUI's `DragGesture`: a terminal without a mouse never drags, so its
/// `onChanged` and `onEnded` never run (docs/guiaui.md, "Where it differs").
public struct DragGesture: Gesture {
  /// Where a drag is, as SwiftUI's `DragGesture.Value`.
  public struct Value: Equatable, Sendable {
    /// Where the drag is now.
    public var location: CGPoint
    /// Where the drag started.
    public var startLocation: CGPoint
    /// How far the drag has moved.
    public var translation: CGSize
    /// How fast the drag moves, in points a second.
    public var velocity: CGSize
    /// Where the drag would end, were it let go now.
    public var predictedEndLocation: CGPoint
    /// How far the drag would have moved, were it let go now.
    public var predictedEndTranslation: CGSize
  }

  /// How far a drag moves before it is recognised, in points.
  public var minimumDistance: CGFloat

  /// A drag recognised after `minimumDistance` points.
  public init(minimumDistance: CGFloat = 10) { self.minimumDistance = minimumDistance }

  /// A drag recognised after `minimumDistance` points, measured in `coordinateSpace`.
  public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol) {
    self.minimumDistance = minimumDistance
  }
}

/// A pinch, as SwiftUI's `MagnifyGesture`: never recognised on a terminal.
public struct MagnifyGesture: Gesture {
  /// How far the pinch has magnified.
  public struct Value: Equatable, Sendable {
    /// The magnification, 1 at the start.
    public var magnification: CGFloat
  }
  /// A pinch recognised after `minimumScaleDelta`.
  public init(minimumScaleDelta: CGFloat = 0.01) {}
}

/// A turn of two fingers, as SwiftUI's `RotateGesture`: never recognised on a terminal.
public struct RotateGesture: Gesture {
  /// How far the turn has gone.
  public struct Value: Equatable, Sendable {
    /// The rotation.
    public var rotation: Angle
  }
  /// A turn recognised after `minimumAngleDelta`.
  public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

/// The context of a change of state, as SwiftUI's `Transaction`: its animation (a terminal
/// does not animate).
public struct Transaction {
  /// The animation of the change.
  public var animation: Animation?
  /// A transaction with `animation`.
  public init(animation: Animation? = nil) { self.animation = animation }
}

/// State that a gesture sets while it lasts and that goes back to its first value when it
/// ends, as SwiftUI's `@GestureState`: the gestures that would set it (a drag) never run on
/// a terminal, so it keeps its first value.
@propertyWrapper
public struct GestureState<Value> {
  private let initialValue: Value

  /// State that starts, and rests, at `wrappedValue`.
  public init(wrappedValue: Value) { initialValue = wrappedValue }

  /// State that starts, and rests, at `initialValue`.
  public init(initialValue: Value) { self.initialValue = initialValue }

  /// The value: its first one.
  public var wrappedValue: Value { initialValue }

  /// The state, for ``Gesture/updating(_:body:)``.
  public var projectedValue: GestureState<Value> { self }
}

/// A gesture that sets a ``GestureState`` while it lasts, as SwiftUI's `GestureStateGesture`.
public struct GestureStateGesture<Base: Gesture, State>: Gesture, KeyActivatedGesture, KeyFinishedGesture {
  public typealias Value = Base.Value
  let base: Base
  var keyAction: (() -> Void)? { gestureKeyAction(of: base) }
  var finalValue: Any? { keyFinalValue(of: base) }
}

extension Gesture {
  /// Sets `state` with `body` as the gesture changes, as SwiftUI's.
  public func updating<State>(
    _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self)
  }
}

/// A pinch, as SwiftUI's earlier `MagnificationGesture`: never recognised on a terminal.
public struct MagnificationGesture: Gesture {
  public typealias Value = CGFloat
  /// A pinch recognised after `minimumScaleDelta`.
  public init(minimumScaleDelta: CGFloat = 0.01) {}
}

/// A turn, as SwiftUI's earlier `RotationGesture`: never recognised on a terminal.
public struct RotationGesture: Gesture {
  public typealias Value = Angle
  /// A turn recognised after `minimumAngleDelta`.
  public init(minimumAngleDelta: Angle = .degrees(1)) {}
}
