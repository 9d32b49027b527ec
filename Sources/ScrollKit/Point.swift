#if GUIA_FOUNDATION
@_exported import Foundation

/// Core Graphics' `CGPoint`, with the package trait `Foundation` (see README, "Foundation"):
/// the type a program that imports Foundation names.
public typealias Point = Foundation.CGPoint
#else
/// A position in the scroll coordinate space, one unit per terminal cell.
///
/// `x` counts columns to the right and `y` rows downwards, as SwiftUI's `CGPoint` does with
/// points. The values are `Double` so the core stays unit-agnostic (the seeds' worked examples in
/// points hold verbatim), while the terminal only ever produces whole numbers.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal coordinate, in columns.
  public var x: Double
  /// The vertical coordinate, in rows.
  public var y: Double

  /// Creates a point from its two coordinates.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, `(0, 0)`.
  public static let zero = Point(x: 0, y: 0)

  public var description: String { "(\(x), \(y))" }
}
#endif
