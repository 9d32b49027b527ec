#if GUIA_FOUNDATION
  import Foundation
#endif

/// A view that updates on a schedule, as SwiftUI's `TimelineView`: its content is evaluated
/// again at every entry of the schedule, with the entry's date and the count of updates in
/// its context. Put work to do a slice at a time (a long search), or a check every 200 ms (a
/// file followed), in an `onChange(of: context.tick)` inside it; with `isPaused` nothing ticks.
///
/// Each entry is a deadline: keys, a task waking or any other event between two entries
/// leave the next one where it was, so a clock ticks every second whatever else happens.
public struct TimelineView<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> { .primitive }

  /// What the content is evaluated with.
  public typealias Context = TimelineViewDefaultContext

  let schedule: TimelineSchedule
  let isPaused: Bool
  let content: (Context) -> Content

  /// A view updated on `schedule` (not while `isPaused`).
  public init(
    _ schedule: TimelineSchedule, isPaused: Bool = false,
    @ViewBuilder content: @escaping (Context) -> Content
  ) {
    self.schedule = schedule
    self.isPaused = isPaused
    self.content = content
  }

  func makeElements(in context: ResolveContext) -> [Element] {
    let clock = context.node.slot(0) { TimelineClock() }
    let graph = context.graph
    clock.follow(schedule, graph: graph)
    if isPaused {
      clock.request.deadline = nil
    } else {
      clock.resume(graph: graph)
      let request = clock.request
      graph.register(.tick(request))
    }
    let now = Context(tick: clock.ticks, date: clock.entry ?? graph.currentDate, cadence: schedule.cadence)
    return elements(of: content(now), in: context.child(0, type: Content.self))
  }
}

/// What a ``TimelineView``'s content is evaluated with, as SwiftUI's.
public struct TimelineViewDefaultContext: Hashable, Sendable {
  /// How many updates the timeline has shown (the first evaluation is 1; a GuiaUI addition).
  public let tick: Int
  /// The date of the schedule's entry being shown (not the time the content is evaluated).
  public let date: Date
  /// How often the schedule asks for updates.
  public let cadence: Cadence

  /// How often a timeline updates, as SwiftUI's: content that shows seconds can leave them
  /// out when the cadence is `.minutes`.
  public enum Cadence: Comparable, Hashable, Sendable {
    /// Many times a second.
    case live
    /// About once a second.
    case seconds
    /// About once a minute.
    case minutes
  }
}

/// A timeline's place in its schedule: the entry shown, the updates counted, and the wake-up
/// for the next entry.
@MainActor
final class TimelineClock {
  var ticks = 0
  /// The entry shown.
  var entry: Date?
  /// When the timeline first showed: the start of a periodic schedule without one.
  var origin = Date.distantPast
  var schedule: TimelineSchedule?
  let request = TickRequest()

  /// Starts again when the schedule changed (another kind, a new interval). A periodic one
  /// whose start alone moved is the same schedule: `.periodic(from: .now, by: 1)` in a body
  /// names a new start at every evaluation, and its clock must not start again with each.
  func follow(_ schedule: TimelineSchedule, graph: ViewGraph) {
    guard !schedule.isSameSchedule(as: self.schedule) else { return }
    self.schedule = schedule
    let now = graph.currentDate
    if entry == nil { origin = now }
    entry = schedule.entry(at: now, origin: origin)
    ticks += 1
    request.deadline = nil
  }

  /// Asks for the next entry's wake-up, if none is pending (a pause ended, a new schedule).
  func resume(graph: ViewGraph) {
    if request.deadline == nil { request.deadline = deadline(graph: graph) }
    request.fire = { [unowned self, unowned graph] due in self.advance(to: due, graph: graph) }
  }

  /// The next entry's date as a deadline of the graph's clock.
  private func deadline(graph: ViewGraph) -> ContinuousClock.Instant? {
    guard let schedule, let entry, let next = schedule.entry(after: entry, origin: origin) else { return nil }
    return graph.instant(at: next)
  }

  /// Shows the entry come by `due` (the next one at least: a tick is never early), then asks
  /// for the one after; every view is evaluated again (its readers are not known).
  private func advance(to due: ContinuousClock.Instant, graph: ViewGraph) {
    guard let schedule, let entry, let next = schedule.entry(after: entry, origin: origin) else {
      request.deadline = nil
      return
    }
    let late = graph.date(at: due)
    self.entry = max(next, schedule.entry(at: late, origin: origin) ?? next)
    ticks += 1
    request.deadline = deadline(graph: graph)
    graph.setNeedsUpdate()
  }
}
