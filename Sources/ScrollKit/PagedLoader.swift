/// A page of items from a ``PageSource``.
public struct Page<Item: Sendable>: Sendable {
  /// The page's items, in order.
  public var items: [Item]
  /// Whether the source has pages after this one.
  public var hasMore: Bool

  /// Creates a page.
  public init(items: [Item], hasMore: Bool) {
    self.items = items
    self.hasMore = hasMore
  }
}

/// Where pages come from: a network, a simulated list, a pipe. Loading is asynchronous and
/// stops when its task is cancelled.
public protocol PageSource<Item>: Sendable {
  /// The items the pages hold.
  associatedtype Item: Sendable
  /// Loads page `index` (0 for the first page after what is already shown).
  ///
  /// - Throws: any error, shown in the list with a way to retry; `CancellationError` when the
  ///   load was cancelled.
  func loadPage(_ index: Int) async throws -> Page<Item>
}

/// Decides when to load the next page of a list: seed 001's "load more at the last row", done
/// as seed 000 says it must be.
///
/// - The trigger is a zone: the reader is within `prefetch` rows of the end, not on an edge.
/// - One request at a time: nothing starts while a load is in flight.
/// - A failed load stays failed, shown in the list, until ``retry()``.
/// - When the source says there are no more pages, nothing is ever requested again.
/// - After every response the loader decides again (``decide(rowsBelow:)`` is level
///   triggered): a short page may leave the reader inside the zone, and no new edge would come.
///
/// It only decides; the caller runs the loads and reports their outcome.
public struct PagedLoader: Hashable, Sendable {
  /// What the loader is doing.
  public enum Phase: Hashable, Sendable {
    /// Waiting for the reader to enter the zone.
    case idle
    /// A page is being loaded.
    case loading(page: Int)
    /// The last load failed; nothing loads until a retry.
    case failed(page: Int, message: String)
    /// The source has no more pages.
    case finished
  }

  /// How far ahead of the reader the loader reads.
  public enum Reach: Hashable, Sendable {
    /// Only while the reader is within ``PagedLoader/prefetch`` rows of the end (the zone).
    case zone
    /// Every page, one after the other, to the source's end, wherever the reader is: End on
    /// input still arriving, as less's `G` reads to the end of a pipe.
    case end
  }

  /// How many rows before the end the zone starts.
  public let prefetch: Int
  /// How far ahead the loader reads now; ``Reach/zone`` unless asked for the end.
  public var reach = Reach.zone
  /// What the loader is doing now.
  public private(set) var phase: Phase = .idle
  /// The next page to request.
  public private(set) var nextPage = 0
  /// How many requests have been made, retries included.
  public private(set) var requestCount = 0

  /// Creates a loader whose zone is the last `prefetch` rows (0: the last row must show).
  public init(prefetch: Int) {
    self.prefetch = max(0, prefetch)
  }

  /// Whether a load is in flight.
  public var isLoading: Bool {
    if case .loading = phase { return true }
    return false
  }

  /// Whether the source has said it has no more pages.
  public var isFinished: Bool { phase == .finished }

  /// Decides whether to load now, given how many rows of the list are below the visible ones
  /// (not looked at while reading to the end); returns the page to request, if one must start.
  public mutating func decide(rowsBelow: Int) -> Int? {
    guard phase == .idle, reach == .end || rowsBelow <= prefetch else { return nil }
    return start(nextPage)
  }

  /// Records that page `page` arrived; `hasMore` says whether another follows.
  public mutating func didLoad(page: Int, hasMore: Bool) {
    guard phase == .loading(page: page) else { return }
    nextPage = page + 1
    phase = hasMore ? .idle : .finished
  }

  /// Records that loading page `page` failed.
  public mutating func didFail(page: Int, message: String) {
    guard phase == .loading(page: page) else { return }
    phase = .failed(page: page, message: message)
  }

  /// Asks again for the page that failed; returns it, or `nil` when nothing failed.
  public mutating func retry() -> Int? {
    guard case .failed(let page, _) = phase else { return nil }
    return start(page)
  }

  private mutating func start(_ page: Int) -> Int {
    phase = .loading(page: page)
    requestCount += 1
    return page
  }
}
