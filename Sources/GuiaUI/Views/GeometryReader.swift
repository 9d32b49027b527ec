import ScrollKit

/// A view that takes all the space offered and hands its size and position to its content,
/// as SwiftUI's `GeometryReader`.
///
/// ```swift
/// content.background(GeometryReader { proxy in
///   Color.clear.preference(key: OffsetKey.self, value: proxy.frame(in: .global).origin)
/// })
/// ```
///
/// The content depends on the frame, so it is made when layout places the reader (still
/// inside the pass: its state lives on, and what it queues runs after the pass as any
/// view's actions do). It is placed at the reader's top-leading corner and does not change
/// the reader's size. Offered nothing on an axis (inside a scroll view, along the scroll),
/// the reader takes SwiftUI's 10 points: one cell.
///
/// A reader is memoised as any view: reused in a pass that changed none of its inputs, and
/// placed with the frame it had, its content stands, and declares again what it registered.
public struct GeometryReader<Content: View>: View, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> {
    // Its one field, the content closure, as stored: not its generic type's field records.
    .primitive { hasSameBytes($0, $1) }
  }
  /// Makes the content from the reader's geometry.
  public var content: (GeometryProxy) -> Content

  /// A reader whose content `content` makes from its geometry.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  func makeElements(in context: ResolveContext) -> [Element] {
    let content = content
    let inner = context.child(0, type: Content.self)
    return [
      GeometryReaderElement(
        graph: context.graph, spaces: context.environment.coordinateSpaces,
        resolve: { proxy in
          // The content is made at layout: what it reads, it reads for the reader's node.
          let outer = ViewNode.resolving
          ViewNode.resolving = inner.node
          let view = content(proxy)
          ViewNode.resolving = outer
          return elements(of: view, in: inner)
        })
    ]
  }
}

/// A reader laid out: flexible on both axes, its content made when it is placed.
@MainActor
final class GeometryReaderElement: Element {
  /// SwiftUI's size for an axis the parent leaves open, in points.
  static let unspecifiedLength: CGFloat = 10

  private unowned let graph: ViewGraph
  private let spaces: [AnyHashable: CoordinateSpaceAnchor]
  private let resolve: (GeometryProxy) -> [Element]
  private var content: Element?
  private var proxy: GeometryProxy?
  /// What the content registered when it was made, and the pass that last declared it.
  private var registrations: [Registration] = []
  private var declaredIn: Int?

  init(
    graph: ViewGraph, spaces: [AnyHashable: CoordinateSpaceAnchor],
    resolve: @escaping (GeometryProxy) -> [Element]
  ) {
    self.graph = graph
    self.spaces = spaces
    self.resolve = resolve
  }

  override var children: [Element] { content.map { [$0] } ?? [] }

  override func isFlexible(along axis: Axis) -> Bool { true }

  override func sizeThatFits(_ proposal: ProposedSize) -> CellSize {
    CellSize(
      width: proposal.width ?? PointScale.columns(Self.unspecifiedLength),
      height: proposal.height ?? PointScale.rows(Self.unspecifiedLength))
  }

  override func place(in rect: CellRect) {
    frame = rect
    let proxy = GeometryProxy(frameInCells: rect, namedFrames: spaces.mapValues(\.frame))
    // Placed again with the same geometry (a scroll view resolving a `scrollTo` places its
    // content twice, a reused reader is placed in the next pass), the content made for it
    // stands: its actions are not queued twice, its registrations are declared once a pass.
    if self.proxy?.isSame(as: proxy) != true {
      self.proxy = proxy
      let first = graph.registrations.count
      content = OverlayElement(layers: resolve(proxy), alignment: .topLeading)
      registrations = Array(graph.registrations[first...])
      declaredIn = graph.generation
    } else if declaredIn != graph.generation {
      declaredIn = graph.generation
      graph.replay(registrations[...])
    }
    content?.place(in: rect)
  }

  override func draw(on canvas: inout CellCanvas) { content?.draw(on: &canvas) }
}

extension GeometryProxy {
  fileprivate func isSame(as other: GeometryProxy) -> Bool {
    frameInCells == other.frameInCells && namedFrames == other.namedFrames
  }
}
