/// An input a view recognises, as SwiftUI's `Gesture`, attached with ``View/gesture(_:including:)``.
/// A terminal has keys, not touches: a tap or a long press is Enter or Space on the focused
/// view (Tab focuses it); a drag, a magnification or a rotation never ends without a mouse,
/// so its actions never run (docs/guiaui.md, "Where it differs").
public protocol Gesture {
  /// What the gesture reports as it changes and when it ends.
  associatedtype Value
}

/// A gesture a key can finish: its action for Enter or Space on the focused view.
protocol KeyActivatedGesture {
  var keyAction: (() -> Void)? { get }
}

/// The action a key runs for `gesture`, if any.
func gestureKeyAction(of gesture: some Gesture) -> (() -> Void)? {
  (gesture as? KeyActivatedGesture)?.keyAction
}

/// Which gestures of a view and its subviews take part, as SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// None of them.
  public static let none: GestureMask = []
  /// The gesture added here.
  public static let gesture = GestureMask(rawValue: 1)
  /// The subviews' gestures.
  public static let subviews = GestureMask(rawValue: 2)
  /// Both.
  public static let all: GestureMask = [.gesture, .subviews]
}

/// A gesture with an action for when it ends, as SwiftUI's `_EndedGesture`.
public struct _EndedGesture<Content: Gesture>: Gesture {
  public typealias Value = Content.Value
  let content: Content
  let action: (Value) -> Void
}

/// A gesture with an action for each change, as SwiftUI's `_ChangedGesture`.
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
  public typealias Value = Content.Value
  let content: Content
  let action: (Value) -> Void
}

extension _EndedGesture: KeyActivatedGesture {
  var keyAction: (() -> Void)? {
    guard let value = keyFinalValue(of: content) as? Value else { return gestureKeyAction(of: content) }
    let inner = gestureKeyAction(of: content)
    return { [action] in
      inner?()
      action(value)
    }
  }
}

extension _ChangedGesture: KeyActivatedGesture {
  var keyAction: (() -> Void)? {
    guard let value = keyFinalValue(of: content) as? Value else { return gestureKeyAction(of: content) }
    let inner = gestureKeyAction(of: content)
    return { [action] in
      inner?()
      action(value)
    }
  }
}

/// A gesture that a key finishes with a value: a tap (nothing) or a long press (`true`),
/// and the gestures wrapping one (`nil` when what they wrap is finished by no key).
protocol KeyFinishedGesture {
  var finalValue: Any? { get }
}

/// The value a key finishes `gesture` with, if a key finishes it.
func keyFinalValue(of gesture: some Gesture) -> Any? {
  (gesture as? KeyFinishedGesture)?.finalValue
}

extension _EndedGesture: KeyFinishedGesture {
  var finalValue: Any? { keyFinalValue(of: content) }
}

extension _ChangedGesture: KeyFinishedGesture {
  var finalValue: Any? { keyFinalValue(of: content) }
}

extension Gesture {
  /// Runs `action` with the gesture's last value when it ends.
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(content: self, action: action)
  }

  /// Runs `action` with each new value of the gesture.
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> where Value: Equatable {
    _ChangedGesture(content: self, action: action)
  }

  /// This gesture and `other` recognised together, as SwiftUI's.
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
    SimultaneousGesture(first: self, second: other)
  }

  /// This gesture, then `other` once it has ended, as SwiftUI's.
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(first: self, second: other)
  }

  /// This gesture, or `other` when this one fails, as SwiftUI's.
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(first: self, second: other)
  }
}

/// Two gestures recognised together, as SwiftUI's: a key runs both.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, KeyActivatedGesture {
  /// The two gestures' values, each `nil` until it changes.
  public struct Value {
    /// The first gesture's value.
    public var first: First.Value?
    /// The second gesture's value.
    public var second: Second.Value?
  }
  /// The first gesture.
  public var first: First
  /// The second gesture.
  public var second: Second

  var keyAction: (() -> Void)? {
    let actions = [gestureKeyAction(of: first), gestureKeyAction(of: second)].compactMap { $0 }
    guard !actions.isEmpty else { return nil }
    return { actions.forEach { $0() } }
  }
}

/// One of two gestures, the first if it can be, as SwiftUI's: a key runs the first that a
/// key can finish.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture, KeyActivatedGesture {
  /// Which gesture was recognised.
  public enum Value {
    /// The first, with its value.
    case first(First.Value)
    /// The second, with its value.
    case second(Second.Value)
  }
  /// The preferred gesture.
  public var first: First
  /// The gesture recognised when the first fails.
  public var second: Second

  var keyAction: (() -> Void)? { gestureKeyAction(of: first) ?? gestureKeyAction(of: second) }
}

/// One gesture, then another, as SwiftUI's: a key ends the first and, when a key can end it
/// too, the second.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture, KeyActivatedGesture {
  /// How far the sequence is.
  public enum Value {
    /// The first gesture, with its value.
    case first(First.Value)
    /// The second, with the first's value and the second's if it has begun.
    case second(First.Value, Second.Value?)
  }
  /// The gesture that comes first.
  public var first: First
  /// The gesture that follows it.
  public var second: Second

  var keyAction: (() -> Void)? {
    let actions = [gestureKeyAction(of: first), gestureKeyAction(of: second)].compactMap { $0 }
    guard !actions.isEmpty else { return nil }
    return { actions.forEach { $0() } }
  }
}
