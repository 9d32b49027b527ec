#if GUIA_FOUNDATION
@_exported import Foundation

/// Core Graphics' `CGSize`, with the package trait `Foundation` (see README, "Foundation"):
/// the type a program that imports Foundation names.
public typealias Size = Foundation.CGSize
#else
/// A width and a height, one unit per terminal cell.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// The width, in columns.
  public var width: Double
  /// The height, in rows.
  public var height: Double

  /// Creates a size from its two extents.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// A size with no extent.
  public static let zero = Size(width: 0, height: 0)

  public var description: String { "\(width)x\(height)" }
}
#endif
