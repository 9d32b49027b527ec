import ScrollKit
import Synchronization

/// The numbers demo's source: page `index` holds the 20 numbers after `10 + 20 × index`,
/// after `latency` seconds; every `failEvery`th load fails, and after `pages` pages there are
/// no more (`guia demo numbers --latency --pages --fail-every`).
final class SimulatedNumberSource: PageSource, Sendable {
  let options: Options.NumbersDemoOptions
  /// Loads asked for so far, retries included: which one fails depends on it.
  private let attempts = Mutex(0)

  init(options: Options.NumbersDemoOptions) {
    self.options = options
  }

  func loadPage(_ index: Int) async throws -> Page<Int> {
    let attempt = attempts.withLock {
      $0 += 1
      return $0
    }
    try await Task.sleep(for: .milliseconds(Int(options.latency * 1000)))
    if options.failEvery > 0, attempt % options.failEvery == 0 {
      throw SimulatedFailure(attempt: attempt)
    }
    let first = 10 + index * 20 + 1
    let hasMore = options.pages.map { index + 1 < $0 } ?? true
    return Page(items: Array(first..<(first + 20)), hasMore: hasMore)
  }

  /// The failure `--fail-every` asks for, in the words the list shows.
  struct SimulatedFailure: Error, CustomStringConvertible {
    let attempt: Int
    var description: String { "fallo simulado en la carga \(attempt)" }
  }
}
