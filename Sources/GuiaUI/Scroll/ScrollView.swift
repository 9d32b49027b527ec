import ScrollKit

/// A scrollable view, as SwiftUI's `ScrollView`: its content is laid out at its ideal size
/// along the scrolling axes and shown through the view's frame.
///
/// The offset belongs to the scroll view's place in the tree. Keys (through the host) and
/// `scrollTo` only ask for a scroll; layout applies the request and clamps it, then the
/// geometry is handed to the observers (``View/onScrollGeometryChange(for:of:action:)``)
/// in points.
public struct ScrollView<Content: View>: View, PrimitiveView {
  public typealias Body = Never
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

  func makeElements(in context: ResolveContext) -> [Element] {
    let storage = context.node.slot(0) { ScrollStorage() }
    var inner = context.child(0, type: Content.self)
    inner.environment.stackAxis = axes.contains(.vertical) ? .vertical : .horizontal
    inner.environment.scrollMargins = ScrollMargins()
    let element = ScrollElement(
      axes: axes, showsIndicators: showsIndicators,
      content: elements(of: content, in: inner).combined(), storage: storage,
      margins: context.environment.scrollMargins)
    context.graph.scrollStorages.append(storage)
    context.environment.scrollReader?.scrollViews.append(storage)
    storage.axes = axes
    return [element]
  }
}

/// What a scroll view keeps between passes: its offset, and the requests waiting for the
/// next layout. Layout is the offset's one writer.
@MainActor
final class ScrollStorage {
  /// The offset and sizes, in cells, as of the last layout.
  private(set) var state: ScrollState?
  /// The axes of the scroll view, as of the last pass.
  var axes: Axis.Set = .vertical
  private var requests: [ScrollRequest] = []

  /// Asks the next layout to scroll.
  func request(_ request: ScrollRequest) {
    requests.append(request)
  }

  /// Lays the offset out again for new sizes, keeping it (clamped), then applies the
  /// requests waiting.
  func update(
    contentSize: CellSize, containerSize: CellSize, insets: CellInsets,
    resolveTarget: (AnyHashable, UnitPoint?) -> Int?
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
    }
    for request in requests {
      switch request {
      case .scroll(let amount, let direction): new.scroll(amount, direction)
      case .edge(let edge): new.scrollTo(edge: edge)
      case .columns(let columns): new.scrollTo(x: new.geometry.contentOffset.x + Double(columns))
      case .target(let id, let anchor):
        if let y = resolveTarget(id, anchor) { new.scrollTo(y: Double(y)) }
      }
    }
    requests.removeAll()
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
}
