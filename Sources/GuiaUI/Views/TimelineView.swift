/// When a ``TimelineView`` updates, as SwiftUI's `TimelineSchedule`: every so many seconds,
/// or as often as the terminal can draw.
public struct TimelineSchedule: Hashable, Sendable {
  /// Milliseconds between updates (0: as soon as no key is waiting).
  let interval: Int

  /// Every `seconds` seconds (SwiftUI's `.periodic(from:by:)`, from now: a terminal has no
  /// wall-clock start to offer without Foundation's `Date`).
  public static func periodic(by seconds: Double) -> TimelineSchedule {
    TimelineSchedule(interval: max(1, Int((seconds * 1000).rounded())))
  }

  /// As often as frames can be drawn: the next update comes as soon as no key is waiting,
  /// so work done a slice per update never keeps a key from being read.
  public static let animation = TimelineSchedule(interval: 0)
}

/// A view that updates on a schedule, as SwiftUI's `TimelineView`: its content is evaluated
/// again at every tick, with the tick's number and time in its context. Put work to do a
/// slice at a time (a long search), or a check every 200 ms (a file followed), in an
/// `onChange(of: context.tick)` inside it; with `isPaused` nothing ticks.
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
    if !isPaused {
      let interval = schedule.interval
      context.graph.register(.timeline(interval: interval))
      if clock.lastPass != context.graph.tickCount {
        clock.lastPass = context.graph.tickCount
        clock.ticks += 1
      }
    }
    let now = Context(tick: clock.ticks, date: .now)
    return elements(of: content(now), in: context.child(0, type: Content.self))
  }
}

/// What a ``TimelineView``'s content is evaluated with, as SwiftUI's.
public struct TimelineViewDefaultContext: Hashable, Sendable {
  /// How many ticks have passed since the timeline started (the first evaluation is 1).
  public let tick: Int
  /// When this tick came (SwiftUI gives a `Date`; GuiaUI has no Foundation).
  public let date: ContinuousClock.Instant
}

/// A timeline's count of ticks.
@MainActor
final class TimelineClock {
  var ticks = 0
  var lastPass = -1
}
