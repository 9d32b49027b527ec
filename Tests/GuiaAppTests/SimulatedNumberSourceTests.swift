import ScrollKit
import Testing

@testable import GuiaApp

/// `guia demo numbers --fail-every N --pages N`: the demo's simulated source, as the command
/// line sets it up (the list showing its failure and r: PagedNumbersModelTests; the demo in a
/// real terminal: EndToEndTests.LoadingJourneyTests).
@Suite struct SimulatedNumberSourceTests {
  @Test("--fail-every 2: every second load fails, a retry included; the pages are 20 numbers from 11")
  func failEvery() async throws {
    let options = try Options.parse(["demo", "numbers", "--latency", "0", "--fail-every", "2"])
    #expect(options.numbers.failEvery == 2)
    let source = SimulatedNumberSource(options: options.numbers)
    let first = try await source.loadPage(0)
    #expect(first.items == Array(11...30) && first.hasMore)
    await #expect(throws: SimulatedNumberSource.SimulatedFailure.self) { try await source.loadPage(1) }
    // r: the same page asked for again, the third load.
    let retried = try await source.loadPage(1)
    #expect(retried.items == Array(31...50))
    await #expect(throws: SimulatedNumberSource.SimulatedFailure.self) { try await source.loadPage(2) }
  }

  @Test("--pages 3: the third page is the last")
  func lastPage() async throws {
    let options = try Options.parse(["demo", "numbers", "--latency", "0", "--pages", "3"])
    let source = SimulatedNumberSource(options: options.numbers)
    #expect(try await source.loadPage(1).hasMore)
    let last = try await source.loadPage(2)
    #expect(!last.hasMore && last.items.last == 70)
  }
}
