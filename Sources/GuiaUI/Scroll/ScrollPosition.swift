/// Where a scroll view is, and a request to move it, as SwiftUI's `ScrollPosition`: bind it
/// with ``View/scrollPosition(_:)``; set it (`position.scrollTo(edge: .bottom)`) to scroll,
/// read it to know where the reader went.
public struct ScrollPosition: Hashable, @unchecked Sendable {
  /// The edge asked for, if the position was set to one.
  public private(set) var edge: Edge?
  /// The offset of the content at the top-leading corner, in points, when known.
  public private(set) var point: CGPoint?
  /// The id asked for, if the position was set to a view (its value is `Sendable`: the
  /// initialisers take only such ids, which is why the struct may be sent).
  public private(set) var viewID: AnyHashable?
  /// Whether the reader moved the scroll view since the position was last set.
  public private(set) var isPositionedByUser = false
  /// Counts the requests, so that asking for the same place twice scrolls twice.
  private var request = 0

  /// A position at `edge`; `.top` by default.
  public init(edge: Edge = .top) { self.edge = edge }

  /// A position at the view with `id`.
  public init(id: some Hashable & Sendable) { viewID = AnyHashable(id) }

  /// Scrolls to `edge` (`.top` or `.bottom`).
  public mutating func scrollTo(edge: Edge) {
    // The count goes on: a new position made here would start it again, and a second
    // request (Bottom, then Top) would look like none.
    let request = self.request
    self = ScrollPosition(edge: edge)
    self.request = request + 1
  }

  /// Scrolls to the view with `id`.
  public mutating func scrollTo(id: some Hashable & Sendable) {
    let request = self.request
    self = ScrollPosition(id: id)
    self.request = request + 1
  }

  /// Scrolls so that the content's point at `y` points is at the top.
  public mutating func scrollTo(y: CGFloat) {
    let request = self.request
    self = ScrollPosition()
    edge = nil
    point = CGPoint(x: 0, y: y)
    self.request = request + 1
  }

  /// The id of the view asked for or, after a scroll, of the scroll target at the top
  /// (with ``View/scrollTargetLayout(isEnabled:)``), when it is of type `type`.
  public func viewID<T: Hashable>(type: T.Type) -> T? {
    viewID?.base as? T
  }

  /// The position a scroll view reports after the reader moved it; `target` is the scroll
  /// target at the top, if the content has targets.
  static func reported(
    _ offset: CGPoint, target: AnyHashable?, byUser: Bool, after previous: ScrollPosition?
  ) -> ScrollPosition {
    var position = ScrollPosition()
    position.edge = nil
    position.point = offset
    position.viewID = target
    position.isPositionedByUser = byUser
    position.request = previous?.request ?? 0
    return position
  }

  /// Whether `other` asks for something this one did not (a new request).
  func isNewRequest(comparedTo other: ScrollPosition?) -> Bool {
    guard let other else { return true }
    return request != other.request
  }

  /// Whether this is the position `other` was reported after, or one with the same request.
  func hasRequest(of other: ScrollPosition) -> Bool { request == other.request }
}

/// Where a scroll view's offset is anchored, per role (`defaultScrollAnchor(_:for:)`).
public struct ScrollAnchorRole: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case initialOffset, sizeChanges, alignment }
  let kind: Kind
  /// Where the first layout puts the offset.
  public static let initialOffset = ScrollAnchorRole(kind: .initialOffset)
  /// What stays put when the content's size changes.
  public static let sizeChanges = ScrollAnchorRole(kind: .sizeChanges)
  /// How content smaller than the viewport is aligned in it (`.bottom`: a chat's first
  /// messages sit above its input, not at the top).
  public static let alignment = ScrollAnchorRole(kind: .alignment)
}

struct ScrollAnchors: Hashable, Sendable {
  var initialOffset: UnitPoint?
  var sizeChanges: UnitPoint?
  var alignment: UnitPoint?
}

struct ScrollAnchorsKey: EnvironmentKey {
  static let defaultValue = ScrollAnchors()
}

struct ScrollPositionKey: EnvironmentKey {
  nonisolated(unsafe) static let defaultValue: Binding<ScrollPosition>? = nil
}

extension EnvironmentValues {
  var scrollAnchors: ScrollAnchors {
    get { self[ScrollAnchorsKey.self] }
    set { self[ScrollAnchorsKey.self] = newValue }
  }

  var scrollPosition: Binding<ScrollPosition>? {
    get { self[ScrollPositionKey.self] }
    set { self[ScrollPositionKey.self] = newValue }
  }
}

/// A `.scrollPosition(id:)` binding with its type erased.
struct ScrollIDBinding {
  let get: () -> AnyHashable?
  let set: (AnyHashable?) -> Void
  let anchor: UnitPoint?
}

struct ScrollPositionIDKey: EnvironmentKey {
  nonisolated(unsafe) static let defaultValue: ScrollIDBinding? = nil
}

extension EnvironmentValues {
  var scrollPositionID: ScrollIDBinding? {
    get { self[ScrollPositionIDKey.self] }
    set { self[ScrollPositionIDKey.self] = newValue }
  }
}

extension View {
  /// Binds the id of the scroll target at `anchor` (the top when nil) of the scroll views
  /// in this view to `id`, as SwiftUI's: the reader's scrolls write the id of the target
  /// (a child of a ``View/scrollTargetLayout(isEnabled:)``) now there; setting it scrolls
  /// that view there.
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
    environment(
      \.scrollPositionID,
      ScrollIDBinding(
        get: { id.wrappedValue.map { AnyHashable($0) } },
        set: { id.wrappedValue = $0?.base as? ID },
        anchor: anchor))
  }

  /// Binds the position of the scroll views in this view to `position`: setting it
  /// scrolls them, and their scrolls are written back to it.
  public func scrollPosition(_ position: Binding<ScrollPosition>) -> some View {
    environment(\.scrollPosition, position)
  }

  /// Anchors the offset of the scroll views in this view at `anchor` (`nil`: none): for
  /// `.sizeChanges`, `.bottom` keeps the end in view as content grows (follow mode); for
  /// `.initialOffset`, the first layout shows that part of the content; for `.alignment`,
  /// content shorter than the viewport sits there. Without a role, all three, as SwiftUI's.
  public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole? = nil)
    -> some View
  {
    transformEnvironment(\.scrollAnchors) { anchors in
      if role == nil || role == .initialOffset { anchors.initialOffset = anchor }
      if role == nil || role == .sizeChanges { anchors.sizeChanges = anchor }
      if role == nil || role == .alignment { anchors.alignment = anchor }
    }
  }
}

extension ScrollStorage {
  /// Takes the binding's position as a request when it is new.
  func follow(_ binding: Binding<ScrollPosition>, graph: ViewGraph) {
    positionBinding = binding
    self.graph = graph
    let position = binding.wrappedValue
    guard position.isNewRequest(comparedTo: publishedPositionValue) else { return }
    if let edge = position.edge {
      request(edge == .bottom ? .edge(.bottom) : .edge(.top))
    } else if let id = position.viewID {
      request(.target(id, nil))
    } else if let point = position.point {
      request(.offset(PointScale.rows(point.y)))
    }
    publishedPositionValue = position
  }

  /// Takes the binding's id as a request when it is not the one last published.
  func follow(id binding: ScrollIDBinding, graph: ViewGraph) {
    idBinding = binding
    self.graph = graph
    let id = binding.get()
    guard publishedID.map({ $0 != id }) ?? true else { return }
    publishedID = .some(id)
    if let id { request(.target(id, binding.anchor ?? .top)) }
  }

  /// Writes the offset, and the target at the top (`target`), back to the bindings after a
  /// layout (queued: the pass is running).
  func publish(_ geometry: ScrollGeometry, target: AnyHashable? = nil) {
    if let idBinding, let target, publishedID.map({ $0 != target }) ?? true {
      publishedID = .some(target)
      // Written once the pass is over, and only over the id it replaces: an id written
      // meanwhile (`scrolledID = 50` in `.onAppear`) is newer, and stays for the next pass to
      // scroll to.
      let seen = idBinding.get()
      let write = { if idBinding.get() == seen { idBinding.set(target) } }
      if let graph { graph.perform(write: write) } else { write() }
    }
    guard let binding = positionBinding else { return }
    let current = binding.wrappedValue
    guard current.point != geometry.contentOffset || (target != nil && current.viewID != target) else {
      return
    }
    let reported = ScrollPosition.reported(
      geometry.contentOffset, target: target, byUser: lastMoveWasByUser, after: current)
    publishedPositionValue = reported
    // Written once the pass is over, and only over the position it reports on: a request
    // written meanwhile (`position.scrollTo(edge: .bottom)` in `.onAppear`) is newer, and
    // stays for the next pass to carry out.
    let write = { if binding.wrappedValue.hasRequest(of: reported) { binding.wrappedValue = reported } }
    if let graph { graph.perform(write: write) } else { write() }
  }
}
