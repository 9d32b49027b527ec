#if GUIA_FOUNDATION
  import Foundation
#endif

extension View {
  /// Runs `action` with each value `publisher` hands out while this view is shown, as
  /// SwiftUI's: a timer's dates (`Timer.publish(every: 1, on: .main, in: .common)
  /// .autoconnect()`), a subject's values. A timer's ticks are deadlines of the host's event
  /// loop: keys and other work in between leave them where they were.
  public func onReceive<P: Publisher>(
    _ publisher: P, perform action: @escaping (P.Output) -> Void
  ) -> some View where P.Failure == Never {
    modifier(OnReceiveModifier(source: publisher._source, action: action))
  }
}

/// A receiver's hold on its publisher: the timer's wake-up, or the subject's subscription.
@MainActor
final class ReceiveRecord<Output> {
  var identity: AnyObject?
  var action: (Output) -> Void = { _ in }
  let request = TickRequest()
  var interval: TimeInterval?
  var unsubscribe: (() -> Void)?

  func cancel() {
    unsubscribe?()
    unsubscribe = nil
    request.deadline = nil
  }
}

@usableFromInline
struct OnReceiveModifier<Output>: PrimitiveModifier {
  let source: PublisherSource<Output>
  let action: (Output) -> Void

  func resolve(content: ResolveContent, in context: ResolveContext) -> [Element] {
    let record = context.node.slot(LifecycleModifier.slot + 9) { ReceiveRecord<Output>() }
    let graph = context.graph
    record.action = action
    switch source.kind {
    case .timer(let timer, let value):
      if record.identity !== timer {
        // A view that makes its timer again in each body (`let timer = Timer.publish(…)` in a
        // struct rebuilt by its parent) keeps the ticks of the one before it; a timer made
        // after the last was cancelled (a stopwatch started again) counts from now.
        let previous = record.identity as? Timer.TimerPublisher
        if record.interval != timer.interval || previous?.wasCancelled == true { record.request.deadline = nil }
        record.identity = timer
        record.interval = timer.interval
      }
      let interval = Duration.guiaSeconds(timer.interval)
      if !timer.isConnected {
        record.request.deadline = nil
      } else if record.request.deadline == nil {
        record.request.deadline = graph.now() + interval
      }
      record.request.fire = { [unowned record, unowned graph, weak timer] due in
        guard let timer, timer.isConnected else {
          record.request.deadline = nil
          return
        }
        // The next date a whole interval after this one's deadline; when the loop was held up
        // past several, the dates missed are dropped, as a run loop's timer drops them.
        var next = (record.request.deadline ?? due) + interval
        let current = graph.now()
        if next <= current { next = current + interval }
        record.request.deadline = next
        record.action(value())
      }
      let request = record.request
      graph.register(.tick(request))
    case .subject, .stream:
      // A chain of operators is made anew with each body: its values go on from the source
      // at its root while that stays the same.
      if record.identity !== source.identity {
        record.cancel()
        record.identity = source.identity
        record.unsubscribe = source.subscribe { [weak record, weak graph] value in
          guard let record else { return }
          let action = record.action
          if let graph { graph.perform { action(value) } } else { action(value) }
        }
      }
    }
    context.node.disappearActions = [{ record.cancel(); record.identity = nil }]
    return content.resolve(in: context)
  }
}
