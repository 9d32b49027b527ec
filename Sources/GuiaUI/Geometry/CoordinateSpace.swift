/// A space that `GeometryProxy.frame(in:)` measures a frame in, as SwiftUI's.
///
/// Frames are in points (``PointScale``: a cell's column is 8 points, its row 16), so they
/// are what is on screen, in whole cells.
public enum CoordinateSpace: Hashable {
  /// The screen's: the origin is the terminal's top-leading cell.
  case global
  /// The view's own: the origin is its top-leading corner.
  case local
  /// The frame of the nearest ancestor given this name with
  /// ``View/coordinateSpace(name:)``; with no such ancestor, the screen's, as ``global``.
  case named(AnyHashable)

  /// Whether this is the screen's space.
  public var isGlobal: Bool { self == .global }
  /// Whether this is the view's own space.
  public var isLocal: Bool { self == .local }
}
