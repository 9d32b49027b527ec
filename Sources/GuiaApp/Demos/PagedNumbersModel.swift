import GuiaUI
import ScrollKit

/// Seed 001's view model made configurable: `Number 1` to `Number 10`, then pages of a
/// ``PageSource`` loaded by ``PagedLoader`` as the reader nears the end (`--prefetch` rows
/// before it), one load at a time, a failed page kept failed until ``retry()``.
///
/// Loads run as main-actor tasks: the event loop drains the main queue, so an arrival is a
/// state change like a key, and the next frame shows it. The loader decides again after every
/// layout that changes the rows below the screen or the list's length (a scroll, a resize, a
/// page that arrived), so a page that leaves the reader near the end starts the next at once.
@MainActor
final class PagedNumbersModel: ObservableObject {
  /// The numbers shown, in order.
  @Published private(set) var numbers: [Int] = Array(1...10)
  /// What the loader is doing: the status row says it.
  @Published private(set) var loader: PagedLoader
  /// The last number whose row appeared (the seed prints it from `onAppear`).
  @Published private(set) var lastAppeared: Int?
  /// The last number before a page was added, while the reader was at the end: the view
  /// keeps that row at the bottom (seed 001's `proxy.scrollTo(lastNumber, anchor: .bottom)`).
  /// A reader who had moved away is left where they are.
  @Published private(set) var lastNumber: Int?
  /// How many loads are running now: never more than one.
  private(set) var loadsInFlight = 0
  private let source: any PageSource<Int>
  /// Rows of the list below the screen, as of the last layout; `nil` before the first.
  private var rowsBelow: Int?

  /// A model whose pages come from `source`, loading `prefetch` rows before the end.
  init(source: any PageSource<Int>, prefetch: Int) {
    self.source = source
    loader = PagedLoader(prefetch: prefetch)
  }

  /// The status row's text: loading, the failure with its retry key, or the end.
  var status: String? {
    switch loader.phase {
    case .idle: nil
    case .loading(let page): "Cargando la página \(page + 1)…"
    case .failed(let page, let message):
      "No se pudo cargar la página \(page + 1): \(message). Pulsa r para reintentar."
    case .finished: "No hay más números."
    }
  }

  /// Records that the row of `number` appeared.
  func didAppear(_ number: Int) {
    lastAppeared = number
  }

  /// Takes the rows of the list below the screen after a layout, and starts the next page
  /// if the reader is within the prefetch zone.
  func listDidScroll(rowsBelow: Int) {
    self.rowsBelow = rowsBelow
    decide()
  }

  /// Loads the page that failed again (`r`).
  func retry() {
    if let page = loader.retry() { start(page) }
  }

  private func decide() {
    guard let rowsBelow, let page = loader.decide(rowsBelow: rowsBelow) else { return }
    start(page)
  }

  private func start(_ page: Int) {
    loadsInFlight += 1
    let source = self.source
    Task { @MainActor [weak self] in
      let result: Result<Page<Int>, any Error>
      do {
        result = .success(try await source.loadPage(page))
      } catch {
        result = .failure(error)
      }
      self?.finish(page, result)
    }
  }

  private func finish(_ page: Int, _ result: Result<Page<Int>, any Error>) {
    loadsInFlight -= 1
    switch result {
    case .success(let loaded):
      loader.didLoad(page: page, hasMore: loaded.hasMore)
      if loaded.items.isEmpty {
        // No new rows, no new layout to ask the loader again: it decides now.
        decide()
      } else {
        lastNumber = rowsBelow == 0 ? numbers.last : nil
        numbers += loaded.items
        // What is below the screen is known again after the layout of the new rows.
        rowsBelow = nil
      }
    case .failure(let error):
      loader.didFail(page: page, message: "\(error)")
    }
  }
}
