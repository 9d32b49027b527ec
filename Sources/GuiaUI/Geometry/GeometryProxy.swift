import ScrollKit

/// The size and position of a ``GeometryReader``, handed to its content as SwiftUI's.
///
/// The values are those of the layout that placed the reader: cells times the scale
/// (``PointScale``), so `size` is a whole number of columns and rows in points and a frame
/// moves by 16 points a row when a scroll view scrolls.
public struct GeometryProxy {
  /// The reader's frame, in screen cells.
  let frameInCells: CellRect
  /// The frames of the named coordinate spaces around the reader, in screen cells.
  let namedFrames: [AnyHashable: CellRect]

  init(frameInCells: CellRect, namedFrames: [AnyHashable: CellRect]) {
    self.frameInCells = frameInCells
    self.namedFrames = namedFrames
  }

  /// The size of the reader: all the space it was offered.
  public var size: CGSize { frameInCells.points.size }

  /// The safe-area insets: a terminal has none.
  public var safeAreaInsets: EdgeInsets { .zero }

  /// The reader's frame in `coordinateSpace`: from the screen's origin
  /// (``CoordinateSpace/global``), from its own (``CoordinateSpace/local``), or from a named
  /// ancestor's frame.
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    switch coordinateSpace {
    case .global:
      return frameInCells.points
    case .local:
      return CGRect(origin: .zero, size: size)
    case .named(let name):
      guard let space = namedFrames[name] else { return frameInCells.points }
      var relative = frameInCells
      relative.x -= space.x
      relative.y -= space.y
      return relative.points
    }
  }
}
