import Document
import ScrollKit
import TerminalUI
#if GUIA_FOUNDATION
  import Foundation
#endif

/// Runs a view on a terminal: events update state, the view is evaluated and laid out, and
/// the screen it draws goes to the terminal, which sends only what changed.
///
/// One event gives one frame: the passes an event causes (a scroll, then the observer's
/// state write, then the footer's new text) all run before the frame is drawn, so a footer
/// flips in the same frame as the scroll that reached the end.
///
/// ```swift
/// let host = GuiaUIHost(root: AssemblyGuideView())
/// let reason = try host.run(on: NcursesTerminal())
/// ```
@MainActor
public final class GuiaUIHost<Root: View> {
  let graph = ViewGraph()
  private let root: Root
  private var size = CellSize(width: 80, height: 24)
  /// The tree the last pass laid out (the reuse tests compare it with a fresh host's).
  private(set) var laidOut: Element?
  /// The scroll views moved since the last drawing with no pass (``rescroll()``).
  private var rescrolled: [ScrollElement] = []
  /// The frame: the cells the terminal was last given, drawn over by each frame, with the
  /// rows drawn and moved since it showed them (``Screen/damage``).
  private var frame: CellCanvas?
  /// Where a pass draws the tree whole before the rows that differ are taken into ``frame``
  /// (ratatui's second buffer): kept, so a frame allocates no screen.
  private var scratch: CellCanvas?
  /// Whether ``frame`` shows the last layout (no pass ran since it was drawn).
  private var isFrameCurrent = false
  /// Whether the terminal was given ``frame`` (``render()``): its damage is then cleared
  /// before the next frame draws over it (not at once: the loop still holds the frame).
  private var isFrameShown = false
  /// Whether the next frame must be drawn to the terminal even if no cell changed (a
  /// `.redraw` event: the terminal's screen was given away).
  private var forcesFrame = true
  /// Where the process's `print`s are caught: its last line is shown on the window's last
  /// row, under the view (the seeds print; the screen has its own descriptor).
  public var console: Console? {
    didSet { graph.setNeedsUpdate() }
  }
  /// How many passes the last update ran (tests check an update settles).
  public private(set) var lastPassCount = 0
  /// How many passes have evaluated views since the host started: a scroll that only moves
  /// rows is none (tests check that a key re-evaluates nothing it did not change).
  public var viewPassCount: Int { graph.generation }
  /// Called with what the terminal has to tell the reader (its window is larger than guia
  /// draws): text from outside, to sanitise before it is shown. Without it, notices are
  /// not shown.
  public var onNotice: ((String) -> Void)?
  /// Set by the environment's ``TerminateAction``: the loop ends after this update.
  var isTerminationRequested = false
  /// Whether the next frame is drawn whole (``RepaintAction``).
  var isRepaintRequested = false

  /// A host for `root`.
  public init(root: Root) {
    self.root = root
  }

  // What the nodes keep of the last pass (elements, registrations) may hold the graph
  // through the closures views handed in: let go of it with the host.
  isolated deinit {
    graph.forgetKeptElements()
  }

  /// Whether the last update stopped at the cycle limit (a state write in every pass).
  public var cycleDetected: Bool { graph.cycleDetected }

  /// Runs the passes waiting, then returns the screen.
  public func screen() -> Screen {
    let generation = graph.generation
    update()
    // No pass ran since the last drawing: nothing it shows can differ (a key's frame asks
    // for the screen twice, to compare it and to draw it). Once the terminal was given it,
    // its moves and rows are shown: given again, they would be moved a second time.
    if lastPassCount == 0, isFrameCurrent, frame != nil {
      if isFrameShown { frame?.screen.markShown() }
      if let frame { return frame.screen }
    }
    defer { rescrolled.removeAll(keepingCapacity: true) }
    var canvas = takeFrame()
    if graph.generation == generation, isFrameCurrent, !rescrolled.isEmpty {
      // Only scroll views moved, with no view evaluated: drawn over the last frame where
      // they are, and where the rows that read their geometry are (the header's status).
      for element in rescrolled { element.redraw(on: &canvas) }
      for line in graph.geometryLines { line.redraw(on: &canvas) }
    } else {
      // A pass ran: the tree is drawn whole on the second canvas, and its rows that differ
      // are taken into the frame.
      var whole = scratch.flatMap { $0.screen.size == size ? $0 : nil } ?? CellCanvas(size: size)
      scratch = nil
      whole.erase()
      drawWhole(on: &whole)
      canvas.screen.adopt(whole.screen)
      scratch = whole
    }
    frame = canvas
    isFrameCurrent = true
    return canvas.screen
  }

  /// The frame to draw over, at the window's size, its damage cleared if the terminal was
  /// given it; taken out of ``frame`` so that it is drawn in place.
  private func takeFrame() -> CellCanvas {
    guard var canvas = frame, canvas.screen.size == size else {
      frame = nil
      isFrameShown = false
      return CellCanvas(size: size)
    }
    frame = nil
    if isFrameShown {
      canvas.screen.markShown()
      isFrameShown = false
    }
    canvas.clip = CellRect(x: 0, y: 0, width: size.width, height: size.height)
    return canvas
  }

  /// The laid-out tree drawn whole on a blank canvas (and the console's line): what an
  /// incremental frame must equal.
  func wholeScreen() -> Screen {
    var canvas = CellCanvas(size: size)
    drawWhole(on: &canvas)
    return canvas.screen
  }

  /// Draws the laid-out tree and the console's line on `canvas`, blank.
  private func drawWhole(on canvas: inout CellCanvas) {
    laidOut?.draw(on: &canvas)
    if let console, size.height > 1 {
      canvas.put([Span(console.lastLine, style: .dim)], row: size.height - 1, column: 0)
    }
  }

  /// Runs the pass waiting, if any, without drawing: the next screen is drawn anew.
  func layOut() {
    update()
    if lastPassCount > 0 { isFrameCurrent = false }
  }

  private func update() {
    lastPassCount = graph.update({ pass() }, rescroll: { rescroll() })
  }

  /// Moves the scroll views asked to scroll without evaluating a view: a key that only
  /// scrolls (`j`, Space) costs the rows it brings into view, not the whole tree. Returns
  /// `false` when one of them holds views (their layout needs a pass).
  private func rescroll() -> Bool {
    guard laidOut != nil else { return false }
    // The storages read where they are, twice, rather than the moving ones gathered in a new
    // array: moving them allocates nothing.
    let storages = graph.scrollStorages
    guard storages.allSatisfy({ !$0.hasRequests || $0.element?.canRescroll == true }) else { return false }
    for storage in storages where storage.hasRequests {
      // A request made while an earlier one moved (by a report it posted) waits, as before.
      guard let element = storage.element, element.canRescroll else { continue }
      element.rescroll()
      if !rescrolled.contains(where: { $0 === element }) { rescrolled.append(element) }
    }
    return true
  }

  /// The environment at the root: made once, so that a pass that changes nothing finds
  /// the root's environment the same and reuses what it made.
  private lazy var rootEnvironment: EnvironmentValues = {
    var environment = EnvironmentValues()
    environment.terminate = TerminateAction { [weak self] in self?.isTerminationRequested = true }
    environment.repaint = RepaintAction { [weak self] in self?.isRepaintRequested = true }
    environment.horizontalSizeClass = UserInterfaceSizeClass(columns: size.width)
    return environment
  }()

  private func pass() {
    let context = ResolveContext(
      node: graph.root.child(0, type: Root.self), environment: rootEnvironment)
    let element = elements(of: root, in: context).combined()
    let consoleRows = console != nil && size.height > 1 ? 1 : 0
    let rect = CellRect(x: 0, y: 0, width: size.width, height: size.height - consoleRows)
    // Rows a lazy stack makes as it is laid out read models too; who read them is not
    // kept, so a change there resolves every view again.
    ObservationScope.tracking({
      // The root is centred in the window, as SwiftUI centres a window's content.
      element.place(in: aligned(element.sizeThatFits(ProposedSize(rect.size)), in: rect, .center))
    }, invalidating: graph)
    laidOut = element
  }

  /// Sends `command` to the scroll view it concerns: the first vertical one for vertical
  /// scrolls, the first horizontal one for sideways scrolls.
  @discardableResult
  public func perform(_ command: ScrollCommand) -> Bool {
    // The scroll view that has focus, or holds the focused view; else the first.
    // A scroll view with scrolling disabled takes none.
    let focused = graph.input.focused?.scroll
    let storages = graph.scrollStorages.filter { !$0.isDisabled }
    let vertical = focused.flatMap { $0.axes.contains(.vertical) && !$0.isDisabled ? $0 : nil }
      ?? storages.first { $0.axes.contains(.vertical) }
    let horizontal = focused.flatMap { $0.axes.contains(.horizontal) && !$0.isDisabled ? $0 : nil }
      ?? storages.first { $0.axes.contains(.horizontal) }
    let request: (ScrollStorage?, ScrollRequest)
    switch command {
    case .scroll(let amount, let direction): request = (vertical, .scroll(amount, direction))
    case .edge(let edge): request = (vertical, .edge(edge))
    case .columns(let columns): request = (horizontal, .columns(columns))
    }
    guard let storage = request.0 else { return false }
    storage.request(request.1, byUser: true)
    graph.setNeedsScroll()
    return true
  }

  /// The text of the screen at `columns`×`rows`, trailing blanks removed: what a reader would
  /// see, for tests and snapshots.
  public func lines(columns: Int, rows: Int) -> [String] {
    resize(to: CellSize(width: columns, height: rows))
    return screen().lines
  }

  /// Changes the size the view is laid out in.
  public func resize(to size: CellSize) {
    self.size = size.limitedToTerminal
    let sizeClass = UserInterfaceSizeClass(columns: self.size.width)
    if rootEnvironment.horizontalSizeClass != sizeClass { rootEnvironment.horizontalSizeClass = sizeClass }
    graph.setNeedsUpdate()
  }
}

/// The host is the event loop's application: `run(on:)` opens the loop on a terminal, and
/// each event (a key, a resize, a drained main queue, a print caught by the console) runs
/// the passes it causes and redraws only if the screen changed.
extension GuiaUIHost: @MainActor TerminalApplication {
  /// Lays the view out at the terminal's size when the loop starts.
  public func start(size: CellSize) { resize(to: size) }

  /// The soonest deadline the views on screen asked for (a ``TimelineView``'s next entry,
  /// an `onTick` action, a timer); `nil` (no timer) otherwise: a GuiaUI view changes only on
  /// events (keys, resizes, ticks, the main queue's work). Events in between leave it where
  /// it is.
  public var tickDeadline: ContinuousClock.Instant? {
    #if GUIA_FOUNDATION
      // A Foundation timer's block that ran just now wrote state: a tick at once draws it.
      let wasUpToDate = !graph.needsUpdate
      let runLoopDeadline = MainRunLoopTimers.fireDue().map(graph.instant(at:))
      if wasUpToDate, graph.needsUpdate { return graph.now() }
      guard let runLoopDeadline else { return graph.tickDeadline }
      return min(runLoopDeadline, graph.tickDeadline ?? runLoopDeadline)
    #else
      return graph.tickDeadline
    #endif
  }

  /// Turns a key into a scroll through ``ScrollKeys`` (`q` ends the loop), a resize into a new layout,
  /// and any other wake-up into a pass; asks for a redraw only when the screen changed.
  public func respond(to event: TerminalEvent, moreKeysWaiting: Bool) -> EventOutcome {
    if case .key(let key) = event { return handle(key, moreKeysWaiting: moreKeysWaiting) }
    return respond(to: event)
  }

  public func respond(to event: TerminalEvent) -> EventOutcome {
    switch event {
    case .key(let key): return handle(key)
    case .resize(let size):
      resize(to: size)
      // Always drawn, changed or not: the window may have been another size in between
      // (resizes coalesce), and what it showed then is not what it shows now.
      let outcome = settled()
      if case .ignore = outcome { return .redraw }
      return outcome
    case .redraw:
      forcesFrame = true
      return .redraw
    case .terminate(let signal) where signal == Platform.interruptSignal:
      // Ctrl-C, as a raw terminal would deliver it: an `onKeyPress` that takes it (to stop
      // work that runs, as less does) keeps guia running; otherwise the signal ends it.
      return offerInterrupt()
    case .terminate(let signal): return .exit(.signal(signal))
    case .tick:
      #if GUIA_FOUNDATION
        _ = MainRunLoopTimers.fireDue()
      #endif
      graph.tick()
    case .notice(let text):
      if let onNotice { onNotice(text) } else { graph.setNeedsUpdate() }
    // The main queue's work wrote what it wrote through states and models, which marked
    // their readers: a pass resolves those (a print caught changes no view).
    case .mainQueueDrained, .consoleChanged: graph.setNeedsPass()
    }
    return settled()
  }

  /// Whether the screen after this event differs from the last one drawn: whether the frame
  /// has rows drawn or moved since the terminal was given it (no screen is compared).
  func changed() -> Bool {
    let next = screen()
    if isFrameShown { return false }
    return forcesFrame || !next.damage.isEmpty || !next.scrollOperations.isEmpty
  }

  /// The screen to draw now, after every pending pass; the terminal sends only the cells
  /// that differ from what it drew last.
  /// `terminate()` called as the last screen was drawn (by an action of its pass, such as a
  /// timeline's tick moving to another file): the loop stops after drawing it.
  public var exitRequested: ExitReason? { isTerminationRequested ? .quit : nil }

  public func render() -> Screen {
    var next = screen()
    if isRepaintRequested {
      isRepaintRequested = false
      next.repaintsAll = true
    }
    isFrameShown = true
    forcesFrame = false
    return next
  }
}
