import ScrollKit

/// A scrollable view, as SwiftUI's `ScrollView`: its content is laid out at its ideal size
/// along the scrolling axes and shown through the view's frame.
///
/// The offset belongs to the scroll view's place in the tree. Keys (through the host) and
/// `scrollTo` only ask for a scroll; layout applies the request and clamps it, then the
/// geometry is handed to the observers (``View/onScrollGeometryChange(for:of:action:)``)
/// in points.
public struct ScrollView<Content: View>: View, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> {
    _ViewResolver(
      makeElements: { $0.makeElements(in: $1) }, makeViewList: nil, isPrimitive: true,
      isSame: { lhs, rhs in
        lhs.axes == rhs.axes && lhs.showsIndicators == rhs.showsIndicators
          && isSameView(lhs.content, rhs.content)
      })
  }
  /// The scrolling axes.
  public let axes: Axis.Set
  /// Whether the scroll indicator shows.
  public let showsIndicators: Bool
  /// The content.
  public let content: Content

  /// A scroll view over `content`.
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content()
  }

  /// Whether the indicator shows: as `.scrollIndicators` says, else as the scroll view says.
  static func showsIndicator(_ asked: Bool, _ visibility: ScrollIndicatorVisibility) -> Bool {
    switch visibility.kind {
    case .automatic: asked
    case .visible: true
    case .hidden, .never: false
    }
  }

  func makeElements(in context: ResolveContext) -> [Element] {
    let storage = context.node.slot(0) { ScrollStorage() }
    var inner = context.child(0, type: Content.self)
    inner.environment.stackAxis = axes.contains(.vertical) ? .vertical : .horizontal
    inner.environment.scrollMargins = ScrollMargins()
    inner.environment.scrollPosition = nil
    inner.environment.enclosingScroll = storage
    inner.environment.scrollAnchors = ScrollAnchors()
    inner.environment.scrollIndicators = .automatic
    inner.environment.isScrollDisabled = false
    inner.environment.scrollTargetBehavior = nil
    inner.environment.refresh = nil
    inner.environment.scrollPositionID = nil
    let element = ScrollElement(
      axes: axes, showsIndicators: Self.showsIndicator(showsIndicators, context.environment.scrollIndicators),
      content: elements(of: content, in: inner).combined(), storage: storage,
      margins: context.environment.scrollMargins)
    // Under a sheet, a scroll view keeps its place but takes no scroll key.
    context.graph.register(
      .scrollView(
        storage, takesKeys: !context.environment.isInputSuspended, reader: context.environment.scrollReader))
    storage.element = element
    storage.axes = axes
    storage.isDisabled = context.environment.isScrollDisabled
    storage.anchors = context.environment.scrollAnchors
    storage.targetBehavior = context.environment.scrollTargetBehavior
    storage.graph = context.graph
    if let action = context.environment.refresh {
      if storage.refresh == nil { storage.refresh = ScrollRefresh(action) }
    } else {
      storage.refresh = nil
    }
    if let binding = context.environment.scrollPosition {
      storage.follow(binding, graph: context.graph)
    } else {
      storage.positionBinding = nil
    }
    if let binding = context.environment.scrollPositionID {
      storage.follow(id: binding, graph: context.graph)
    } else {
      storage.idBinding = nil
    }
    return [element]
  }
}

/// What a scroll view keeps between passes: its offset, and the requests waiting for the
/// next layout. Layout is the offset's one writer.
@MainActor
final class ScrollStorage {
  /// The offset and sizes, in cells, as of the last layout.
  private(set) var state: ScrollState?
  /// Over a ``RowsView``: the top row and the estimated sizes, as of the last layout.
  var rowState: LazyScrollState?
  /// Over a ``RowsView``: what the rows' last drawing showed, whichever pass made them.
  var rowsDrawn: RowsElement.Drawn?
  /// Over views: the frame and the offset (in rows) the scroll view was last drawn at.
  var drawnOffset: (frame: CellRect, offset: Int)?
  /// The axes of the scroll view, as of the last pass.
  var axes: Axis.Set = .vertical
  /// Whether the reader's scroll keys leave it where it is (``View/scrollDisabled(_:)``).
  var isDisabled = false
  /// Where the offset sits when it is first laid out and when the content's size changes.
  var anchors = ScrollAnchors()
  /// The `.scrollPosition` binding, and the position last published through it.
  var positionBinding: Binding<ScrollPosition>?
  /// The position last taken from or written to the binding.
  var publishedPositionValue: ScrollPosition?
  /// The graph of the pass that took the binding, where its write-back is queued.
  weak var graph: ViewGraph?
  /// The reload a pull (a scroll up at the top) starts (``View/refreshable(action:)``).
  var refresh: ScrollRefresh?
  /// Where a scroll comes to rest (``View/scrollTargetBehavior(_:)``), if set.
  var targetBehavior: (any ScrollTargetBehavior)?
  /// The `.scrollPosition(id:)` binding, and the id last taken from or written to it (none
  /// before the first pass).
  var idBinding: ScrollIDBinding?
  var publishedID: AnyHashable?? = .none
  /// Whether a layout looks for the target at the top (a binding reports it).
  var reportsTarget: Bool { idBinding != nil || positionBinding != nil }
  /// Whether the last scroll came from the reader (a key) rather than from a request.
  var lastMoveWasByUser = false
  /// Where the scroll view was last placed, in screen cells (visibility is measured in it).
  var viewport = CellRect.zero
  /// The views watching their visibility that the current layout placed.
  var placedVisibilityElements: [VisibilityElement] = []
  /// The views that reported themselves visible, each with what hides it when a layout no
  /// longer places it.
  var shownVisibility: [ObjectIdentifier: () -> Void] = [:]
  /// The requests waiting, which the layout takes (``removeRequests()``).
  private(set) var requests: [ScrollRequest] = []
  /// The scroll view the last pass laid out for this storage (a scroll with no state
  /// written moves it without a pass: ``ScrollElement/rescroll()``).
  weak var element: ScrollElement?

  /// Whether a scroll was asked for since the last layout.
  var hasRequests: Bool { !requests.isEmpty }

  /// Forgets the first `count` requests (every one by default) once the layout applied
  /// them, keeping their storage: the next key's request is appended with no allocation.
  func removeRequests(first count: Int? = nil) {
    requests.removeFirst(min(count ?? requests.count, requests.count))
  }

  /// Asks the next layout to scroll.
  func request(_ request: ScrollRequest, byUser: Bool = false) {
    requests.append(request)
    lastMoveWasByUser = byUser
  }

  /// Lays the offset out again for new sizes, keeping it (clamped), then applies the
  /// requests waiting.
  func update(
    contentSize: CellSize, containerSize: CellSize, insets: CellInsets,
    resolveTarget: (_ id: AnyHashable, _ anchor: UnitPoint?, _ currentOffset: Double) -> Int?,
    alignTarget: ((_ axis: Axis, _ start: Double, _ proposed: Double) -> Double)? = nil
  ) -> ScrollState {
    let old = state
    var new = ScrollState(
      contentSize: Size(width: contentSize.width, height: contentSize.height),
      containerSize: Size(width: containerSize.width, height: containerSize.height),
      contentInsets: EdgeInsets(
        top: Double(insets.top), leading: Double(insets.leading), bottom: Double(insets.bottom),
        trailing: Double(insets.trailing)))
    if let old {
      new.scrollTo(y: old.offsetY)
      new.scrollTo(x: old.geometry.contentOffset.x)
      if let anchor = anchors.sizeChanges, old.geometry.contentSize != new.geometry.contentSize {
        // The anchor's point of the content stays where it was in the viewport (`.bottom`:
        // content that grows pushes the offset down with it, as `tail -f` follows).
        let oldSlack = old.geometry.maxOffsetY - old.geometry.minOffsetY
        let newSlack = new.geometry.maxOffsetY - new.geometry.minOffsetY
        let wasAt = old.offsetY - old.geometry.minOffsetY
        new.scrollTo(y: new.geometry.minOffsetY + wasAt + (newSlack - oldSlack) * anchor.y)
      }
    } else if let anchor = anchors.initialOffset {
      let slack = new.geometry.maxOffsetY - new.geometry.minOffsetY
      new.scrollTo(y: new.geometry.minOffsetY + (slack * anchor.y).rounded(.down))
    }
    for request in requests {
      switch request {
      case .scroll(_, .backward) where new.geometry.isAtTop && refresh != nil:
        // A pull: the reader scrolls up past the top.
        refresh?.start { [weak self] in self?.graph?.setNeedsUpdate() }
      case .scroll(let amount, let direction):
        let start = new.offsetY
        new.scroll(amount, direction)
        // A key scroll rests where the target behaviour says (`.paging`, `.viewAligned`).
        if let alignTarget, new.offsetY != start { new.scrollTo(y: alignTarget(.vertical, start, new.offsetY)) }
      case .edge(let edge): new.scrollTo(edge: edge)
      case .columns(let columns):
        let start = new.geometry.contentOffset.x
        new.scrollTo(x: start + Double(columns))
        let moved = new.geometry.contentOffset.x
        if let alignTarget, moved != start { new.scrollTo(x: alignTarget(.horizontal, start, moved)) }
      case .target(let id, let anchor):
        if let y = resolveTarget(id, anchor, new.offsetY) { new.scrollTo(y: Double(y)) }
      case .offset(let y): new.scrollTo(y: Double(y))
      case .row(let y, _): new.scrollTo(y: Double(y))
      }
    }
    removeRequests()
    state = new
    return new
  }
}

/// A scroll asked of a scroll view.
enum ScrollRequest {
  case scroll(ScrollAmount, ScrollDirection)
  case edge(VerticalEdge)
  case columns(Int)
  /// Align the view with this id at the anchor (`ScrollViewProxy.scrollTo`).
  case target(AnyHashable, UnitPoint?)
  /// Put the content's row `y` at the top (a `ScrollPosition` point).
  case offset(Int)
  /// Put a ``RowsView``'s row at this position at the top (whatever the end, `pastEnd`).
  case row(Int, pastEnd: Bool = false)

  /// Whether a scroll view over rows measures the rows where the request leaves it (the
  /// rows below the new top counted, the geometry set from them); a sideways move and an
  /// offset do not.
  var measuresRows: Bool {
    switch self {
    case .scroll, .edge, .target, .row: true
    case .columns, .offset: false
    }
  }
}
