#if GUIA_FOUNDATION
// With the package trait `Foundation`, GuiaUI brings Foundation as SwiftUI does, and its
// Core Graphics names are Foundation's own, so a file that imports both compiles.
@_exported import Foundation
#endif
@_exported import Dispatch
@_exported import struct Document.DisplayText
import ScrollKit

// SwiftUI code speaks Core Graphics' types. Foundation would bring them, at ten megabytes of
// peak memory for a hello (5.2 → 15.1 MB) and 2.6 ms more to start, so by default GuiaUI
// names ScrollKit's Double-based values instead: a seed's `CGPoint.zero`, `max(_:_:)` on
// `CGFloat` and `geometry.contentOffset.y` compile unchanged and no Foundation is linked.
// A program that imports Foundation beside GuiaUI turns on the trait (README, "Foundation").

#if GUIA_FOUNDATION
/// A length in points (see ``PointScale``): Foundation's, which converts to and from `Double`.
public typealias CGFloat = Foundation.CGFloat
#else
/// A length in points (see ``PointScale``): a `Double`, as `CGFloat` is on 64-bit platforms.
public typealias CGFloat = Double
#endif
/// A point in points; prints as `(x, y)`, as Core Graphics' does.
public typealias CGPoint = ScrollKit.Point
/// A size in points.
public typealias CGSize = ScrollKit.Size
/// A rectangle in points.
public typealias CGRect = ScrollKit.Rect
/// Insets in points, per edge.
public typealias EdgeInsets = ScrollKit.EdgeInsets
/// A scroll view's geometry in points, as SwiftUI's `ScrollGeometry`.
public typealias ScrollGeometry = ScrollKit.ScrollGeometry

#if !GUIA_FOUNDATION
// Foundation's Core Graphics types have these already: with the trait, GuiaUI's would make
// `CGPoint(x: 1, y: 2)` ambiguous.
extension ScrollKit.Point {
  /// Creates a point from its coordinates.
  public init(x: Int, y: Int) { self.init(x: Double(x), y: Double(y)) }
}

extension ScrollKit.Size {
  /// Creates a size from its dimensions.
  public init(width: Int, height: Int) { self.init(width: Double(width), height: Double(height)) }
}

extension ScrollKit.Rect {
  /// The rectangle's width.
  public var width: CGFloat { size.width }
  /// The rectangle's height.
  public var height: CGFloat { size.height }
  /// The horizontal middle.
  public var midX: CGFloat { origin.x + size.width / 2 }
  /// The vertical middle.
  public var midY: CGFloat { origin.y + size.height / 2 }
  /// The rectangle at the origin with no size.
  public static var zero: ScrollKit.Rect { ScrollKit.Rect(origin: .zero, size: .zero) }
}
#endif

extension ScrollKit.EdgeInsets {
  /// The same inset on every edge.
  public init(_ all: CGFloat) { self.init(top: all, leading: all, bottom: all, trailing: all) }
}
