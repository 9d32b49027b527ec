/// What a scroll view is doing, as SwiftUI's `ScrollPhase`. On a terminal a scroll is a
/// key: the reader's keys make it `.interacting`, a request (`scrollTo`, a `ScrollPosition`)
/// `.animating`, and it is `.idle` again once no scroll has come for
/// ``ScrollPhase/settleDelay`` (a held key keeps it scrolling).
public enum ScrollPhase: Hashable, Sendable {
  /// Not scrolling.
  case idle
  /// About to follow the reader (no terminal input starts this way).
  case tracking
  /// Moving with the reader's keys.
  case interacting
  /// Slowing after a flick (none on a terminal).
  case decelerating
  /// Moving to a place the program asked for.
  case animating

  /// Whether the scroll view is moving: any phase but `.idle`.
  public var isScrolling: Bool { self != .idle }

  /// How long after its last move a scroll view is idle again: about a key's auto-repeat
  /// delay, so that a held key is one scroll.
  public static let settleDelay: Duration = .milliseconds(250)
}

/// What the scroll view was like when its phase changed.
public struct ScrollPhaseChangeContext {
  /// The scroll view's geometry, in points, as the phase changed.
  public let geometry: ScrollGeometry
}

extension View {
  /// Runs `action` with the old and new phase when the scroll view in this view starts or
  /// stops scrolling, as SwiftUI's.
  public func onScrollPhaseChange(
    _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void
  ) -> some View {
    onScrollPhaseChange { old, new, _ in action(old, new) }
  }

  /// Runs `action` with the old and new phase and the geometry when the scroll view in this
  /// view starts or stops scrolling.
  public func onScrollPhaseChange(
    _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext)
      -> Void
  ) -> some View {
    modifier(ScrollPhaseChangeModifier(action: action))
  }
}

/// The phase a scroll view is in, kept between passes.
final class ScrollPhaseRecord {
  var phase = ScrollPhase.idle
  var offset: CGPoint?
  var lastMove = ContinuousClock.now
  var geometry = ScrollGeometry(contentSize: .zero, containerSize: .zero)
}

@usableFromInline
struct ScrollPhaseChangeModifier: PrimitiveModifier {
  let action: (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void

  func resolve(content: ResolveContent, in context: ResolveContext) -> [Element] {
    let elements = content.resolve(in: context)
    let record = context.node.slot(LifecycleModifier.slot + 4) { ScrollPhaseRecord() }
    let graph = context.graph
    let action = action
    guard let scroll = elements.lazy.compactMap({ $0.first(ScrollElement.self) }).first else {
      return elements
    }
    let storage = scroll.storage
    // Weak: the tick's action is kept by the graph itself.
    let change = { [weak graph] (phase: ScrollPhase) in
      let old = record.phase
      guard old != phase else { return }
      record.phase = phase
      let context = ScrollPhaseChangeContext(geometry: record.geometry)
      graph?.enqueue { action(old, phase, context) }
    }
    let delay = ScrollPhase.settleDelay
    let settle = context.node.slot(LifecycleModifier.slot + 8) { TickRequest() }
    settle.fire = { [unowned settle] _ in
      settle.deadline = nil
      if record.phase != .idle { change(.idle) }
    }
    scroll.setObserver(context.node) { [weak graph] geometry in
      record.geometry = geometry
      defer { record.offset = geometry.contentOffset }
      guard let offset = record.offset, offset != geometry.contentOffset else { return }
      record.lastMove = .now
      change(storage.lastMoveWasByUser ? .interacting : .animating)
      // Idle once no move came for the delay: each move puts the deadline back. Asked here
      // too: this layout may be the pass's last, and its resolve saw an idle view.
      settle.deadline = (graph?.now() ?? .now) + delay
      graph?.requestTick(settle)
    }
    graph.register(.scrollPhase(record, settle: settle))
    return elements
  }
}
