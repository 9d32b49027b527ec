/// Scrolls the scroll views inside a ``ScrollViewReader`` to a view with an id.
@MainActor
public struct ScrollViewProxy {
  let reader: ScrollReaderStorage

  /// Asks the next layout to show the view whose id is `id` (a `ForEach` element's id or an
  /// `.id(_:)`), aligned at `anchor` (`.top`, `.center`, `.bottom`), clamped to the content;
  /// with no anchor, as SwiftUI's, by the least scroll that shows it whole (none when it
  /// already shows). An id no scroll view holds does nothing.
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    for storage in reader.scrollViews {
      storage.request(.target(AnyHashable(id), anchor))
    }
    reader.graph?.setNeedsScroll()
  }
}

/// Two proxies are equal when they reach the same reader's scroll views: a view holding one
/// can be `Equatable` (a GuiaUI addition; SwiftUI's proxy is not), and a pass that hands it
/// the same reader's proxy finds it unchanged.
extension ScrollViewProxy: Equatable {
  public nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.reader === rhs.reader }
}

/// Hands its content a ``ScrollViewProxy`` for the scroll views inside, as SwiftUI's.
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> {
    // Its one field, the content closure, as stored: not its generic type's field records.
    .primitive { hasSameBytes($0, $1) }
  }
  let content: (ScrollViewProxy) -> Content

  /// A reader whose `content` gets a proxy to scroll the scroll views it contains (seed
  /// 001 wraps its `List` in one).
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }

  func makeElements(in context: ResolveContext) -> [Element] {
    let storage = context.node.slot(0) { ScrollReaderStorage() }
    storage.graph = context.graph
    // Refilled by the scroll views inside, whose registrations a reused view replays.
    let enclosing = context.environment.scrollReader
    context.graph.register(.scrollReader(storage, enclosing: enclosing))
    var inner = context.child(0, type: Content.self)
    inner.environment.scrollReader = storage
    return elements(of: content(ScrollViewProxy(reader: storage)), in: inner)
  }
}

/// The scroll views a reader's content laid out in the last pass.
@MainActor
final class ScrollReaderStorage {
  var scrollViews: [ScrollStorage] = []
  weak var graph: ViewGraph?
  /// The reader around this one, whose proxy reaches these scroll views too (a reader
  /// around a `List`, which has its own).
  weak var enclosing: ScrollReaderStorage?

  /// Makes `storage` reachable from this reader's proxy and from those around it.
  func add(_ storage: ScrollStorage) {
    var reader: ScrollReaderStorage? = self
    while let current = reader {
      current.scrollViews.append(storage)
      reader = current.enclosing
    }
  }
}

struct ScrollReaderKey: EnvironmentKey {
  static let defaultValue: ScrollReaderStorage? = nil
}

extension EnvironmentValues {
  var scrollReader: ScrollReaderStorage? {
    get { self[ScrollReaderKey.self] }
    set { self[ScrollReaderKey.self] = newValue }
  }
}
