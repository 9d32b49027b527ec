import Testing
@testable import ScrollKit

/// A list, a screen over it and a loader, driven by hand: the scripted source answers a page
/// only when the test says so, so every interleaving of scrolls and responses can be played.
private struct ListSimulation {
  var rows: Int
  var top = 0
  let height: Int
  var loader: PagedLoader
  var requests: [Int] = []
  /// The requests sent and not answered yet, oldest first.
  var inFlight: [Int] = []
  /// The most requests that were ever in flight together.
  var maxInFlight = 0
  /// The page sizes the source answers with, or `nil` for a failure.
  var script: [Int: [Int?]] = [:]
  var pagesAvailable: Int

  init(rows: Int, height: Int, prefetch: Int, pages: Int) {
    self.rows = rows
    self.height = height
    loader = PagedLoader(prefetch: prefetch)
    pagesAvailable = pages
  }

  var rowsBelow: Int { max(0, rows - (top + height)) }

  mutating func check() {
    if let page = loader.decide(rowsBelow: rowsBelow) { request(page) }
  }

  mutating func request(_ page: Int) {
    requests.append(page)
    inFlight.append(page)
    maxInFlight = max(maxInFlight, inFlight.count)
  }

  mutating func scroll(to row: Int) {
    top = max(0, min(row, max(0, rows - height)))
    check()
  }

  /// The source answers the oldest request in flight with `count` rows, or fails.
  mutating func respond(count: Int?) {
    guard !inFlight.isEmpty else { return }
    let page = inFlight.removeFirst()
    if let count {
      rows += count
      loader.didLoad(page: page, hasMore: page + 1 < pagesAvailable)
    } else {
      loader.didFail(page: page, message: "error simulado")
    }
    check()
  }
}

@Suite struct PagedLoaderTests {
  @Test("exactly one request per page whatever the scrolling, and never two at once")
  func oneRequestPerPage() {
    var list = ListSimulation(rows: 30, height: 10, prefetch: 3, pages: 3)
    for row in [0, 5, 10, 17, 18, 19, 20, 20, 20, 19, 20] { list.scroll(to: row) }
    #expect(list.requests == [0])
    list.respond(count: 20)
    for row in [25, 30, 37, 38, 40, 40, 39, 40] { list.scroll(to: row) }
    #expect(list.requests == [0, 1])
    list.respond(count: 20)
    for row in stride(from: 40, through: 60, by: 1) { list.scroll(to: row) }
    #expect(list.requests == [0, 1, 2])
    #expect(list.maxInFlight == 1)
  }

  @Test("a page too short to leave the zone: the loader asks again without a new edge")
  func recheckAfterShortPage() {
    var list = ListSimulation(rows: 12, height: 10, prefetch: 5, pages: 10)
    list.scroll(to: 2)
    #expect(list.requests == [0])
    list.respond(count: 1)  // still in the zone: the next request starts at once
    #expect(list.requests == [0, 1])
    list.respond(count: 1)
    #expect(list.requests == [0, 1, 2])
    list.respond(count: 20)  // now the zone is left
    #expect(list.requests == [0, 1, 2])
    #expect(list.loader.phase == .idle)
  }

  @Test("a failure stays shown until retry; the retry asks for the same page")
  func errorsAndRetry() {
    var list = ListSimulation(rows: 10, height: 10, prefetch: 2, pages: 5)
    list.scroll(to: 0)
    list.respond(count: nil)
    #expect(list.loader.phase == .failed(page: 0, message: "error simulado"))
    list.scroll(to: 0)
    list.scroll(to: 0)
    #expect(list.requests == [0], "no automatic retry")
    if let page = list.loader.retry() { list.request(page) }
    #expect(list.requests == [0, 0])
    list.respond(count: 20)
    #expect(list.loader.nextPage == 1)
    #expect(list.loader.retry() == nil)
  }

  @Test("no request after the last page")
  func finished() {
    var list = ListSimulation(rows: 10, height: 10, prefetch: 2, pages: 1)
    list.scroll(to: 0)
    list.respond(count: 3)
    #expect(list.loader.phase == .finished)
    for row in 0..<20 { list.scroll(to: row) }
    #expect(list.requests == [0])
    #expect(list.loader.requestCount == 1)
  }

  @Test("outside the zone nothing loads; prefetch 0 waits for the last row itself")
  func zone() {
    var loader = PagedLoader(prefetch: 0)
    #expect(loader.decide(rowsBelow: 1) == nil)
    #expect(loader.decide(rowsBelow: 0) == 0)
    #expect(loader.isLoading)
    #expect(loader.decide(rowsBelow: 0) == nil)
    loader.didLoad(page: 7, hasMore: true)
    #expect(loader.isLoading, "a response for another page is ignored")
  }
}
