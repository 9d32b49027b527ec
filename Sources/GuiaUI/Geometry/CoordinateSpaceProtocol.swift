import ScrollKit

/// A coordinate space named by a value, as SwiftUI's `CoordinateSpaceProtocol`:
/// `.global`, `.local`, `.named("scroll")`, `.scrollView`.
public protocol CoordinateSpaceProtocol {
  /// The space as a ``CoordinateSpace``.
  var coordinateSpace: CoordinateSpace { get }
}

/// The screen's space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
  /// The screen's space.
  public var coordinateSpace: CoordinateSpace { .global }
}

/// The view's own space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
  /// The view's own space.
  public var coordinateSpace: CoordinateSpace { .local }
}

/// The space of the ancestor named with ``View/coordinateSpace(_:)``.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
  let name: AnyHashable
  /// The named space.
  public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  /// The screen's space.
  public static var global: GlobalCoordinateSpace { .init() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  /// The view's own space.
  public static var local: LocalCoordinateSpace { .init() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// The space of the ancestor named `name`.
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: AnyHashable(name))
  }
}

extension View {
  /// Names this view's frame as a coordinate space, as SwiftUI's
  /// `.coordinateSpace(.named("scroll"))`.
  public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
    modifier(CoordinateSpaceModifier(name: name.name))
  }
}

extension GeometryProxy {
  /// The frame in `coordinateSpace` (see ``frame(in:)-(CoordinateSpace)``).
  public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
    frame(in: coordinateSpace.coordinateSpace)
  }

  /// The frame of the space named `coordinateSpace` in this view's own space, or nil when
  /// no ancestor has that name.
  public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
    guard let space = namedFrames[coordinateSpace.name] else { return nil }
    var relative = space
    relative.x -= frameInCells.x
    relative.y -= frameInCells.y
    return relative.points
  }
}
