/// The axes a scroll view moves along, as SwiftUI's `Axis.Set`.
public struct Axes: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Left and right.
  public static let horizontal = Axes(rawValue: 1 << 0)
  /// Up and down.
  public static let vertical = Axes(rawValue: 1 << 1)
  /// Both.
  public static let all: Axes = [.horizontal, .vertical]
}

/// A scroll view that reports its offset on the axes it scrolls: seed 003's
/// `ScrollWrapperView(axes:content:perform:)`, which hides the GeometryReader and preference
/// plumbing so any screen can observe `(x, y)` without repeating it.
///
/// `perform` receives the content offset, positive as the content moves up and left, each time
/// it changes on one of `axes` (a change on another axis is not reported).
public struct ScrollWrapper<State: ScrollGeometryProviding> {
  /// The axes observed.
  public let axes: Axes
  /// The wrapped scroll view; its other observers work as usual.
  public private(set) var scrollModel: ScrollModel<State>

  /// Wraps a scroll view over `state` and starts reporting its offset to `perform`.
  public init(axes: Axes = .vertical, state: State, perform: @escaping (Point) -> Void) {
    self.axes = axes
    scrollModel = ScrollModel(state: state)
    scrollModel.onScrollOffsetChange(axes: axes, perform: perform)
  }

  /// Changes the state, reporting the offset if it moved on an observed axis.
  public mutating func update(_ change: (inout State) -> Void) {
    scrollModel.update(change)
  }

}

extension ScrollModel {
  /// Reports the content offset on `axes` to `perform` now and whenever it changes there: the
  /// seed's `onChangeParentScrollViewOffset(perform:)`, measured on the scroll view itself so
  /// the reference point cannot be wrong.
  public mutating func onScrollOffsetChange(
    axes: Axes = .vertical, perform: @escaping (Point) -> Void
  ) {
    onScrollGeometryChange(
      for: Point.self, of: { Self.project($0.contentOffset, on: axes) }, initial: true
    ) { _, offset in perform(offset) }
  }

  /// The offset with the axes that are not observed set to zero.
  public static func project(_ offset: Point, on axes: Axes) -> Point {
    Point(x: axes.contains(.horizontal) ? offset.x : 0, y: axes.contains(.vertical) ? offset.y : 0)
  }
}
