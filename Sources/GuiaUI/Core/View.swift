/// A piece of user interface: a value whose `body` describes what it shows, as SwiftUI's.
///
/// Views are cheap values made anew on every update; what must last (``State``, scroll
/// offsets) lives in the view's place in the tree. Every view is evaluated on the main actor.
@MainActor @preconcurrency
public protocol View {
  /// The view this one is made of.
  associatedtype Body: View
  /// The content of the view.
  @ViewBuilder @MainActor var body: Body { get }
  /// How GuiaUI resolves views of this type: through `body`, unless GuiaUI draws the view
  /// itself. Keep the default.
  @MainActor static var _resolver: _ViewResolver<Self> { get }
}

extension View {
  /// A view is made of its `body`.
  @inlinable public static var _resolver: _ViewResolver<Self> { .body }
}

extension View where Self: Equatable {
  /// An `Equatable` view made of its `body` is compared with its `==`: its body runs again
  /// only when the view is not equal to the last one (or its state or environment changed),
  /// as SwiftUI compares an `EquatableView`. Its fields are not compared as stored.
  @inlinable public static var _resolver: _ViewResolver<Self> { .equatableBody }
}

/// `Never` is the `Body` of views that have none (primitive views), as in SwiftUI.
extension Never: View {
  /// `Never` has no body either: the chain of bodies ends here.
  public typealias Body = Never
  /// Never called: no value of `Never` exists.
  public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
  /// Views GuiaUI draws itself have no body; asking for one is a programming error.
  public var body: Never { fatalError("\(Self.self) has no body") }
}
