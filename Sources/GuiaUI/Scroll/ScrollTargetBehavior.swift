/// Where a scroll comes to rest, as SwiftUI's `ScrollTargetBehavior`: `.paging` moves by
/// the container's height, `.viewAligned` rests with a target view (a row of a
/// ``View/scrollTargetLayout(isEnabled:)``) at the top. On a terminal a scroll is a key, not
/// a flick: the behaviour adjusts where each scroll key would have gone.
public protocol ScrollTargetBehavior {
  /// Changes `target`, where the scroll would rest, to where it rests.
  func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext)
}

/// Where a scroll would come to rest: the part of the content the container would show.
public struct ScrollTarget: Sendable {
  /// The content's rectangle the container would show, in points.
  public var rect: CGRect
  /// The anchor of `rect` that is the target's place (`nil`: its origin).
  public var anchor: UnitPoint?

  /// A target showing `rect`.
  public init(rect: CGRect, anchor: UnitPoint? = nil) {
    self.rect = rect
    self.anchor = anchor
  }
}

/// What a ``ScrollTargetBehavior`` knows of the scroll: where it started, the sizes.
public struct ScrollTargetBehaviorContext {
  /// Where the scroll started: the content's rectangle shown before the key.
  public var originalTarget: ScrollTarget
  /// The content's size, in points.
  public var contentSize: CGSize
  /// The container's size, in points.
  public var containerSize: CGSize
  /// The axes that scroll.
  public var axes: Axis.Set
  /// Where the targets start along the axis, in points from the content's top.
  let targetStarts: ScrollTargetStarts
}

/// Scrolls a page at a time: a scroll forward rests a container's height below where it
/// started, on a multiple of it, as SwiftUI's `.paging`.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  /// The paging behaviour.
  public init() {}

  public func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {
    let across = context.axes == .horizontal
    let page = across ? context.containerSize.width : context.containerSize.height
    guard page > 0 else { return }
    let start = across ? context.originalTarget.rect.origin.x : context.originalTarget.rect.origin.y
    let moved = (across ? target.rect.origin.x : target.rect.origin.y) - start
    guard moved != 0 else { return }
    let pages = moved > 0 ? (start / page).rounded(.down) + 1 : (start / page).rounded(.up) - 1
    if across { target.rect.origin.x = max(0, pages * page) } else { target.rect.origin.y = max(0, pages * page) }
  }
}

/// Rests with a target view's top at the top of the container, as SwiftUI's
/// `.viewAligned`: a line down goes to the next target, a page down to the last target it
/// reaches.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
  /// How far one scroll may go, as SwiftUI's; a key moves as its amount says whatever
  /// the limit (kept for SwiftUI's signatures).
  public struct LimitBehavior: Hashable, Sendable {
    let kind: Int
    /// The platform's choice.
    public static let automatic = LimitBehavior(kind: 0)
    /// At most one target at a time.
    public static let always = LimitBehavior(kind: 1)
    /// No limit.
    public static let never = LimitBehavior(kind: 2)
    /// A few targets at a time.
    public static let alwaysByFew = LimitBehavior(kind: 3)
    /// One target at a time.
    public static let alwaysByOne = LimitBehavior(kind: 4)
  }

  /// The limit asked for.
  public let limitBehavior: LimitBehavior

  /// A view-aligned behaviour.
  public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }

  public func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {
    let across = context.axes == .horizontal
    let start = across ? context.originalTarget.rect.origin.x : context.originalTarget.rect.origin.y
    let proposed = across ? target.rect.origin.x : target.rect.origin.y
    let starts = context.targetStarts
    var rest: CGFloat?
    if proposed > start {
      // The last target the scroll reaches; when it reaches none, the next one.
      if let reached = starts.atOrBefore(proposed), reached > start {
        rest = reached
      } else {
        rest = starts.after(proposed)
      }
    } else if proposed < start {
      if let reached = starts.atOrAfter(proposed), reached < start {
        rest = reached
      } else {
        rest = starts.before(proposed)
      }
    }
    guard let rest else { return }
    if across { target.rect.origin.x = rest } else { target.rect.origin.y = rest }
  }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  /// A page at a time.
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  /// At rest with a target view at the top.
  public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

  /// At rest with a target view at the top; `limitBehavior` is kept for SwiftUI's signature.
  public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior)
    -> ViewAlignedScrollTargetBehavior
  {
    ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
  }
}

/// Where the scroll targets start along the scrolling axis, in points from the content's
/// top, asked near a place: a lazy stack answers from its row positions, not from a list.
struct ScrollTargetStarts {
  /// The last start at or before a place.
  let atOrBefore: (CGFloat) -> CGFloat?
  /// The first start at or after a place.
  let atOrAfter: (CGFloat) -> CGFloat?

  /// The first start after a place.
  func after(_ place: CGFloat) -> CGFloat? { atOrAfter(place + 1) }
  /// The last start before a place.
  func before(_ place: CGFloat) -> CGFloat? { atOrBefore(place - 1) }

  /// Starts from a sorted list.
  init(sorted starts: [CGFloat]) {
    atOrBefore = { place in
      var low = 0
      var high = starts.count
      while low < high {
        let middle = (low + high) / 2
        if starts[middle] <= place { low = middle + 1 } else { high = middle }
      }
      return low > 0 ? starts[low - 1] : nil
    }
    atOrAfter = { place in
      var low = 0
      var high = starts.count
      while low < high {
        let middle = (low + high) / 2
        if starts[middle] < place { low = middle + 1 } else { high = middle }
      }
      return low < starts.count ? starts[low] : nil
    }
  }

  init(atOrBefore: @escaping (CGFloat) -> CGFloat?, atOrAfter: @escaping (CGFloat) -> CGFloat?) {
    self.atOrBefore = atOrBefore
    self.atOrAfter = atOrAfter
  }
}

extension View {
  /// Makes the scroll views in this view rest as `behavior` says (`.paging`, `.viewAligned`).
  public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
    environment(\.scrollTargetBehavior, behavior)
  }

  /// Makes the children of this layout container (a stack's rows, `ForEach`'s views) the
  /// scroll targets of the scroll view around it: `.viewAligned` rests on them, and a
  /// scroll position names the one at the top (`ScrollPosition.viewID`,
  /// ``View/scrollPosition(id:anchor:)``), as SwiftUI's.
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
    environment(\.isScrollTargetLayout, isEnabled)
  }
}

struct ScrollTargetBehaviorKey: EnvironmentKey {
  nonisolated(unsafe) static let defaultValue: (any ScrollTargetBehavior)? = nil
}

struct ScrollTargetLayoutKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// How the scroll views below come to rest, if set.
  var scrollTargetBehavior: (any ScrollTargetBehavior)? {
    get { self[ScrollTargetBehaviorKey.self] }
    set { self[ScrollTargetBehaviorKey.self] = newValue }
  }

  /// Whether the views made here are children of a scroll target layout.
  var isScrollTargetLayout: Bool {
    get { self[ScrollTargetLayoutKey.self] }
    set { self[ScrollTargetLayoutKey.self] = newValue }
  }
}
