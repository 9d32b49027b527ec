import Document
import ScrollKit
import Synchronization
import TerminalUI

/// Seed 001's list: `Number 1` to `Number 10`, each three rows tall, and 20 more per load
/// from a simulated source with latency, loaded by ``PagedLoader`` when the reader nears the
/// end, with a row that says a page is loading, failed (press `r`), or that there is no more.
final class NumbersDemo {
  let viewer: Viewer
  let driver: PageLoaderDriver<Int>
  private var loader: PagedLoader
  private var numbers = Array(1...10)

  /// The simulated source: `numbers.count + 1 … + 20` per page, after `latency` seconds.
  final class Source: PageSource, Sendable {
    let options: Options.NumbersDemoOptions
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
        throw DemoError.simulated(attempt: attempt)
      }
      let first = 10 + index * 20 + 1
      let hasMore = options.pages.map { index + 1 < $0 } ?? true
      return Page(items: Array(first..<(first + 20)), hasMore: hasMore)
    }
  }

  enum DemoError: Error, CustomStringConvertible {
    case simulated(attempt: Int)
    var description: String {
      if case .simulated(let attempt) = self { return "fallo simulado en la carga \(attempt)" }
      return ""
    }
  }

  init(size: TerminalSize, options: Options.NumbersDemoOptions, settings: ViewerSettings) {
    loader = PagedLoader(prefetch: options.prefetch)
    driver = PageLoaderDriver(source: Source(options: options))
    var fixed = settings
    fixed.marginGuide = .fixed(0)
    viewer = Viewer(
      content: Self.rows(numbers, status: nil, width: size.columns), title: "Números",
      size: size, settings: fixed)
    viewer.onLayout = { [unowned self] in decide() }
    viewer.onContentChanged = { [unowned self] in applyOutcomes() }
    viewer.onRetry = { [unowned self] in
      if let page = loader.retry() { start(page) }
    }
    viewer.onRowAppear = { [unowned self] position in
      // The row with the number is the middle one of its three (the seed prints from onAppear).
      guard position % 3 == 1, numbers.indices.contains(position / 3) else { return }
      viewer.status = "apareció Number \(numbers[position / 3])"
    }
  }

  /// The list's rows: three per number, then a row for the loader's state.
  static func rows(_ numbers: [Int], status: String?, width: Int) -> LaidOutRows {
    var blocks: [Block] = []
    for number in numbers {
      blocks += [.raw(""), .raw("  Number \(number)"), .raw("")]
    }
    if let status { blocks.append(.raw("  " + status)) }
    return LaidOutRows(
      document: Document(kind: .plainText, title: "Números", blocks: blocks),
      options: LayoutOptions(width: width))
  }

  private var statusText: String? {
    switch loader.phase {
    case .idle: return nil
    case .loading(let page): return "Cargando la página \(page + 1)…"
    case .failed(let page, let message):
      return "No se pudo cargar la página \(page + 1): \(message). Pulsa r para reintentar."
    case .finished: return "No hay más números."
    }
  }

  /// Shows the list again; a status row is followed when the reader is at the bottom, new
  /// numbers never move the rows on screen.
  private func refresh(followingStatus: Bool) {
    viewer.replaceContent(
      Self.rows(numbers, status: statusText, width: viewer.content.options.width),
      followsBottom: followingStatus)
  }

  private func start(_ page: Int) {
    driver.start(page: page)
    refresh(followingStatus: true)
  }

  /// Decides again after every scroll, resize and response (the loader is level triggered).
  private func decide() {
    let state = viewer.scrollModel.state
    let rowsBelow = max(0, viewer.content.endPosition - (state.top + state.visibleRowCount))
    if let page = loader.decide(rowsBelow: rowsBelow) { start(page) }
  }

  private func applyOutcomes() {
    var failed = false
    for outcome in driver.takeOutcomes() {
      switch outcome.result {
      case .success(let page):
        numbers += page.items
        loader.didLoad(page: outcome.page, hasMore: page.hasMore)
      case .failure(let error):
        loader.didFail(page: outcome.page, message: "\(error)")
        failed = true
      }
    }
    refresh(followingStatus: failed)
  }
}
