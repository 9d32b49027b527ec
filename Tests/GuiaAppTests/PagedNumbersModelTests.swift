import Glibc
import GuiaUI
import Reader
import ScrollKit
import Synchronization
import TerminalUI
import Testing

@testable import GuiaApp

/// Pages of 20 numbers that arrive only when the test lets them: the loads a model starts,
/// and how many ran at once, are counted where they run.
private final class HeldSource: PageSource, Sendable {
  private struct Counts {
    var started = 0
    var running = 0
    var mostAtOnce = 0
    var waiting: [CheckedContinuation<Void, Never>] = []
    var isClosed = false
  }
  private let counts = Mutex(Counts())
  /// The loads (1 for the first) that fail once released.
  let failing: Set<Int>

  init(failing: Set<Int> = []) { self.failing = failing }

  var started: Int { counts.withLock { $0.started } }
  var mostAtOnce: Int { counts.withLock { $0.mostAtOnce } }
  var waiting: Int { counts.withLock { $0.waiting.count } }

  func loadPage(_ index: Int) async throws -> Page<Int> {
    let attempt = counts.withLock { $0.started + 1 }
    await withCheckedContinuation { continuation in
      let closed = counts.withLock {
        $0.started += 1
        $0.running += 1
        $0.mostAtOnce = max($0.mostAtOnce, $0.running)
        if !$0.isClosed { $0.waiting.append(continuation) }
        return $0.isClosed
      }
      if closed { continuation.resume() }
    }
    let closed = counts.withLock {
      $0.running -= 1
      return $0.isClosed
    }
    if closed || failing.contains(attempt) { throw Failure() }
    let first = 10 + index * 20 + 1
    return Page(items: Array(first..<(first + 20)), hasMore: true)
  }

  /// Ends the test's source: the loads waiting, and any asked for later, fail at once, so the
  /// model stops loading and no task outlives the test.
  func close() {
    counts.withLock { $0.isClosed = true }
    release()
  }

  /// Lets the loads waiting finish.
  func release() {
    let waiting = counts.withLock { counts in
      defer { counts.waiting.removeAll() }
      return counts.waiting
    }
    for continuation in waiting { continuation.resume() }
  }
}

private struct Failure: Error, CustomStringConvertible {
  var description: String { "sin red" }
}

/// Waits (on the main actor, whose jobs the test runner runs) until `condition` holds.
@MainActor
private func eventually(_ condition: () -> Bool) async throws {
  // Longer under the sanitizers (several times slower): only a failure waits it out.
  let limit: Duration = getenv("GUIA_SANITIZER") != nil ? .seconds(120) : .seconds(20)
  let deadline = ContinuousClock.now + limit
  while !condition(), ContinuousClock.now < deadline {
    try await Task.sleep(for: .milliseconds(1))
  }
  // Another test may have held the main actor until now: what it queued gets its turns.
  for _ in 0..<100 where !condition() { await Task.yield() }
}

/// The screen's text without the scroll indicator's thumb, trailing blanks removed.
@MainActor
private func text(_ host: GuiaUIHost<NumbersDemoView>) -> [String] {
  host.screen().lines.map { line in
    var line = line
    if line.count == 80, line.last == "█" { line.removeLast() }
    while line.hasSuffix(" ") { line.removeLast() }
    return line
  }
}

@MainActor
@Suite struct PagedNumbersModelTests {
  private func demo(prefetch: Int, failing: Set<Int> = []) -> (
    PagedNumbersModel, HeldSource, GuiaUIHost<NumbersDemoView>
  ) {
    let source = HeldSource(failing: failing)
    let model = PagedNumbersModel(source: source, prefetch: prefetch)
    let host = GuiaUIHost(root: NumbersDemoView(model: model))
    host.resize(to: CellSize(width: 80, height: 24))
    return (model, source, host)
  }

  /// 80×24: the header, 20 rows of list, the status row, the divider and the footer. Ten
  /// numbers of 6 rows (100 pt) are 60 rows: 40 below the screen at the top.
  @Test("a load starts when the rows below the screen come down to --prefetch", arguments: [0, 6, 13])
  func prefetchZone(prefetch: Int) throws {
    let (model, source, host) = demo(prefetch: prefetch)
    // Loads still held when the test ends are let go, so that no task outlives the test.
    defer { source.close() }
    var lines = text(host)
    #expect(lines[0].hasPrefix("Números"))
    #expect(lines[3] == "  Number 1")
    #expect(lines[21].isEmpty)
    #expect(lines[22].hasPrefix("───"))
    #expect(lines[23].trimmingCharacters(in: .whitespaces) == "Quedan pasos por ver")
    var presses = 0
    while !model.loader.isLoading, presses < 60 {
      host.perform(.scroll(.rows(1), .forward))
      lines = text(host)
      presses += 1
    }
    #expect(presses == 40 - prefetch)
    #expect(model.loader.requestCount == 1)
    #expect(lines[21] == "  Cargando la página 1…")
  }

  @Test("one load at a time: keys, resizes and the end start no second load until the first is back")
  func oneLoadAtATime() async throws {
    let (model, source, host) = demo(prefetch: 6)
    defer { source.close() }
    _ = host.screen()
    host.perform(.edge(.bottom))
    _ = host.screen()
    try await eventually { source.waiting == 1 }
    for command in [Command.lineUp, .bottom, .pageUp, .bottom, .lineUp, .lineDown].compactMap(\.scrollCommand) {
      host.perform(command)
      _ = host.screen()
    }
    host.resize(to: CellSize(width: 60, height: 30))
    _ = host.screen()
    host.resize(to: CellSize(width: 80, height: 24))
    let lines = host.screen().lines
    #expect(lines[21] == "  Cargando la página 1…")
    // A load starts in the same turn as the layout that asks for it (`loadsInFlight` counts
    // it before its task runs): none but the first was started, with no wait for a task.
    #expect(model.loader.requestCount == 1)
    #expect(model.loadsInFlight == 1)
    #expect(source.started == 1)

    source.release()
    try await eventually { model.numbers.count == 30 }
    #expect(model.numbers.last == 30)
    // The page added 120 rows below: out of the zone, nothing loads.
    #expect(host.screen().lines[21].isEmpty)
    #expect(!model.loader.isLoading)
    #expect(host.screen().lines[23].trimmingCharacters(in: .whitespaces) == "Quedan pasos por ver")
    host.perform(.edge(.bottom))
    _ = host.screen()
    try await eventually { source.started == 2 }
    #expect(source.started == 2)
    #expect(source.mostAtOnce == 1)
    #expect(model.loader.phase == .loading(page: 1))
    source.release()
    try await eventually { model.numbers.count == 50 }
    #expect(source.mostAtOnce == 1)
  }

  @Test("a failed page stays failed, whatever the keys, until r loads it again")
  func failureWaitsForRetry() async throws {
    let (model, source, host) = demo(prefetch: 6, failing: [1])
    defer { source.close() }
    _ = host.screen()
    host.perform(.edge(.bottom))
    _ = host.screen()
    try await eventually { source.waiting == 1 }
    source.release()
    try await eventually { !model.loader.isLoading }
    var lines = text(host)
    #expect(lines[21] == "  No se pudo cargar la página 1: sin red. Pulsa r para reintentar.")
    for command in [Command.lineUp, .bottom, .top, .bottom].compactMap(\.scrollCommand) {
      host.perform(command)
      _ = host.screen()
    }
    // A load starts in the same turn as the key or layout that asks for it (`loadsInFlight`
    // counts it before its task runs): none was started, with no wait for a task.
    #expect(model.loadsInFlight == 0)
    #expect(model.loader.requestCount == 1)
    #expect(source.started == 1)
    _ = host.respond(to: .key(.character("r")))
    lines = text(host)
    #expect(lines[21] == "  Cargando la página 1…")
    try await eventually { source.waiting == 1 }
    #expect(source.started == 2)
    source.release()
    try await eventually { model.numbers.count == 30 }
    #expect(model.numbers.last == 30)
  }
}
