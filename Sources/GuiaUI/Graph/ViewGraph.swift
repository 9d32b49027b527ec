#if GUIA_FOUNDATION
  import Foundation
#endif

/// The tree of nodes and the rules of an update: one pass at a time, user code after it.
///
/// A pass evaluates bodies, lays out and observes; the closures views hand in (observer
/// actions, `onChange`, `onAppear`, preference actions) and state writes made during it are
/// only queued, then run in order once it has returned. No user code runs while graph or
/// scroll storage is borrowed, so an action may read any state (the "Fatal access conflict"
/// of an action reading the viewer inside its scroll update cannot happen). A write starts
/// another pass; after ``passLimit`` passes in a row the update stops, as SwiftUI breaks a
/// cycle.
@MainActor
final class ViewGraph {
  /// Passes one update may run before it is taken for a cycle.
  static let passLimit = 8

  /// Counts passes; a node remembers the last one that reached it.
  private(set) var generation = 0
  private(set) var isInPass = false
  /// Whether a state write since the last pass asks for another.
  private(set) var needsUpdate = true
  private var queue: [() -> Void] = []
  /// Set when an update stopped at ``passLimit`` (shown by tests and the host's log).
  private(set) var cycleDetected = false
  private(set) lazy var root = ViewNode(graph: self)
  /// The scroll views the last pass laid out, in tree order: the host sends scroll keys to
  /// them.
  var scrollStorages: [ScrollStorage] = []
  /// The rows the last pass laid out that are drawn from a scroll geometry
  /// (``ScrollGeometryLine``): a scroll with no pass draws them again.
  var geometryLines: [ScrollGeometryLineElement] = []
  /// The key handlers and focusable views of the last pass, and the focus.
  let input = InputRegistry()

  /// Asks for another pass in which every view is resolved again: a change whose readers
  /// are not known (a resize, focus, an `ObservableObject`, a timeline's tick).
  func setNeedsUpdate() {
    needsUpdate = true
    allInvalidatedAt = stamp()
  }

  /// Asks for another pass that resolves only the views marked stale
  /// (``ViewNode/invalidate()``) and those whose value or environment changed.
  func setNeedsPass() { needsUpdate = true }

  /// A clock of invalidations and evaluations: a memo is valid when it was made after
  /// every invalidation that concerns it.
  private var clock = 0
  /// When every view was last marked stale (``setNeedsUpdate()``).
  private(set) var allInvalidatedAt = 0

  /// The next tick of the clock.
  func stamp() -> Int {
    clock += 1
    return clock
  }

  /// How many views that resolve views while they are laid out (lazy stacks) were made: a
  /// view whose elements hold one is resolved every pass, since what it makes depends on
  /// the layout (``ViewMemo``). A geometry reader is not one: its element keeps its content
  /// and what it registered while its frame stays.
  var layoutResolvers = 0

  /// The registrations the current pass made, in the order of the tree (a scroll view,
  /// a key handler, a tick): a view whose elements are reused declares its own again from
  /// its memo (``replay(_:)``).
  private(set) var registrations: [Registration] = []

  /// Declares a registration of this pass: applies it, and keeps it for the memos of the
  /// views being resolved.
  func register(_ registration: Registration) {
    apply(registration)
    registrations.append(registration)
  }

  /// The last two environments compared, and whether they were the same: the children of
  /// a view resolved again compare the same pair.
  private var lastComparison: (old: EnvironmentValues, new: EnvironmentValues, isSame: Bool)?

  /// Whether a view resolved in `old` makes the same elements in `new`.
  func isSame(_ old: EnvironmentValues, _ new: EnvironmentValues) -> Bool {
    if old.isSameStorage(as: new) { return true }
    if let last = lastComparison, last.old.isSameStorage(as: old), last.new.isSameStorage(as: new) {
      return last.isSame
    }
    let isSame = old.isSame(as: new)
    lastComparison = (old, new, isSame)
    return isSame
  }

  /// Lets go of what the nodes keep of the last pass and of the environments last compared:
  /// closures views handed in may hold the graph.
  func forgetKeptElements() {
    root.forgetMemos()
    lastComparison = nil
    ContentComparisons.forget()
    registrations.removeAll()
  }

  /// Declares again the registrations a reused view made when it was resolved.
  func replay(_ recorded: ArraySlice<Registration>) {
    for registration in recorded { apply(registration) }
    registrations.append(contentsOf: recorded)
  }

  /// Whether a handler asked a scroll view to move since the last look (see
  /// ``takeScrollRequest()``).
  private var scrollRequested = false

  /// Whether a scroll view was asked to move since the last pass, with no state written:
  /// the update may then only lay the scroll views out again (see ``update(_:rescroll:)``).
  private(set) var needsScroll = false

  /// Asks for the layout that moves a scroll view as a handler asked.
  func setNeedsScroll() {
    needsScroll = true
    scrollRequested = true
  }

  /// Whether a scroll was asked for since the last call; the question resets it.
  func takeScrollRequest() -> Bool {
    defer { scrollRequested = false }
    return scrollRequested
  }

  /// The timed wake-ups the last pass's views asked for (timelines, tick actions, timers),
  /// each keeping its own deadline from pass to pass.
  private(set) var tickRequests: [TickRequest] = []
  /// The requests in ``tickRequests``, to register each once however often it is replayed.
  private var requested: Set<ObjectIdentifier> = []

  /// The soonest deadline of the requests: when the terminal should report a tick. Read
  /// from the requests as they are now, so a tick that ran an action and no pass still
  /// asks for the action's next deadline.
  var tickDeadline: ContinuousClock.Instant? {
    var soonest: ContinuousClock.Instant?
    for request in tickRequests {
      if let deadline = request.deadline, soonest.map({ deadline < $0 }) ?? true { soonest = deadline }
    }
    return soonest
  }

  /// Adds `request` to this pass's wake-ups (from a registration, so that a view whose
  /// elements are reused asks again).
  func requestTick(_ request: TickRequest) {
    if requested.insert(ObjectIdentifier(request)).inserted { tickRequests.append(request) }
  }

  /// The time it is now, for deadlines (a test may set its own clock, in the same clock's
  /// instants).
  var now: () -> ContinuousClock.Instant = { .now }

  /// The wall-clock date at `instant`: a timeline's entries and a timer's text are dates,
  /// their wake-ups instants.
  func date(at instant: ContinuousClock.Instant) -> Date {
    Date().addingTimeInterval((instant - .now) / .seconds(1))
  }

  /// The instant at which the wall clock reads `date`.
  func instant(at date: Date) -> ContinuousClock.Instant {
    .now + .guiaSeconds(date.timeIntervalSince(Date()))
  }

  /// The date it is now, by ``now``.
  var currentDate: Date { date(at: now()) }

  /// Takes a tick: the terminal says the soonest deadline has come, so the time is taken as
  /// at least that deadline (a tick is never early for the request that asked for it), and
  /// every request whose deadline has come fires, after the current work.
  func tick() {
    let current = now()
    let due = tickDeadline.map { max($0, current) } ?? current
    for request in tickRequests {
      guard let deadline = request.deadline, deadline <= due else { continue }
      enqueue { request.fire(due) }
    }
  }

  /// Queues `action` to run after the current pass (or at once when none is running and the
  /// queue is being drained).
  func enqueue(_ action: @escaping () -> Void) { queue.append(action) }

  /// Runs `write` now, or after the pass when one is running.
  func perform(write: @escaping () -> Void) {
    if isInPass { queue.append(write) } else { write() }
  }

  /// Runs passes until no state changes (or the cycle limit): each `pass` is followed by the
  /// actions it queued. Returns how many passes ran.
  ///
  /// A scroll asked for with no state written needs no view re-evaluated: `rescroll` lays
  /// the scroll views out again where the last pass put them, runs their observers, and
  /// returns whether it could (`false`: a full pass runs instead). An observer's action that
  /// writes state then asks for a full pass, as any write does. A scroll is a pass too for
  /// the count: it changes what is drawn.
  @discardableResult
  func update(_ pass: () -> Void, rescroll: () -> Bool = { false }) -> Int {
    var passes = 0
    cycleDetected = false
    while needsUpdate || needsScroll || !queue.isEmpty {
      if needsScroll, !needsUpdate {
        guard passes < Self.passLimit else {
          cycleDetected = true
          needsScroll = false
          queue.removeAll()
          break
        }
        needsScroll = false
        isInPass = true
        let done = rescroll()
        isInPass = false
        if done {
          passes += 1
        } else {
          needsUpdate = true
        }
      }
      if needsUpdate {
        needsScroll = false
        guard passes < Self.passLimit else {
          // A cycle: the actions still queued would only start it again, and are dropped.
          cycleDetected = true
          needsUpdate = false
          queue.removeAll()
          break
        }
        needsUpdate = false
        generation += 1
        isInPass = true
        scrollStorages.removeAll()
        geometryLines.removeAll()
        tickRequests.removeAll(keepingCapacity: true)
        requested.removeAll(keepingCapacity: true)
        registrations.removeAll(keepingCapacity: true)
        ContentComparisons.forget()
        input.beginPass()
        pass()
        runLayoutChecks()
        root.prune()
        isInPass = false
        passes += 1
      }
      drain()
    }
    return passes
  }

  // MARK: After layout

  /// Reads of the laid-out tree waiting for this pass's layout to finish.
  private var layoutChecks: [() -> Void] = []

  /// Runs `check` once this pass's layout is complete (every geometry reader has made its
  /// content) and before the nodes the pass did not reach are pruned. A check reads elements
  /// and queues actions (`onPreferenceChange`); it runs no action itself.
  func afterLayout(_ check: @escaping () -> Void) { layoutChecks.append(check) }

  private func runLayoutChecks() {
    while !layoutChecks.isEmpty {
      let checks = layoutChecks
      layoutChecks.removeAll()
      for check in checks { check() }
    }
  }

  private func drain() {
    while !queue.isEmpty {
      let actions = queue
      queue.removeAll()
      for action in actions { action() }
    }
  }
}
