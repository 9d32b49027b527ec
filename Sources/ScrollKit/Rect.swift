#if GUIA_FOUNDATION
@_exported import Foundation

/// Core Graphics' `CGRect`, with the package trait `Foundation` (see README, "Foundation"):
/// the type a program that imports Foundation names.
public typealias Rect = Foundation.CGRect
#else
/// A rectangle in the scroll coordinate space: an origin and a size.
public struct Rect: Hashable, Sendable {
  /// The top-leading corner.
  public var origin: Point
  /// The extent.
  public var size: Size

  /// Creates a rectangle from its corner and extent.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its corner's coordinates and its extent.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The smallest `y` inside the rectangle.
  public var minY: Double { origin.y }
  /// The first `y` below the rectangle.
  public var maxY: Double { origin.y + size.height }
  /// The smallest `x` inside the rectangle.
  public var minX: Double { origin.x }
  /// The first `x` after the rectangle.
  public var maxX: Double { origin.x + size.width }
}
#endif
