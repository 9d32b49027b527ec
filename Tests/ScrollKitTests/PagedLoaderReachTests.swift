import Testing
@testable import ScrollKit

/// Reading to the end (End on a pipe): every page, wherever the reader is, one at a time,
/// until the source says there is no more; back in the zone, only near the end.
@Suite struct PagedLoaderReachTests {
  /// A loader brought to each phase it can be in.
  private static func loaders(prefetch: Int) -> [PagedLoader] {
    let idle = PagedLoader(prefetch: prefetch)
    var loading = idle
    _ = loading.decide(rowsBelow: 0)
    var failed = loading
    failed.didFail(page: 0, message: "EIO")
    var finished = loading
    finished.didLoad(page: 0, hasMore: false)
    var later = loading
    later.didLoad(page: 0, hasMore: true)
    return [idle, loading, failed, finished, later]
  }

  @Test("every phase, reach and distance from the end: a load starts exactly when it should")
  func exhaustive() {
    for prefetch in 0...4 {
      for loader in Self.loaders(prefetch: prefetch) {
        for reach in [PagedLoader.Reach.zone, .end] {
          for rowsBelow in 0...10 {
            var decided = loader
            decided.reach = reach
            let page = decided.decide(rowsBelow: rowsBelow)
            let shouldStart = loader.phase == .idle && (reach == .end || rowsBelow <= prefetch)
            #expect((page != nil) == shouldStart, "\(loader.phase) \(reach) \(rowsBelow) below, prefetch \(prefetch)")
            if let page {
              #expect(page == loader.nextPage)
              #expect(decided.phase == .loading(page: page))
              #expect(decided.decide(rowsBelow: 0) == nil, "one load at a time")
            } else {
              #expect(decided.phase == loader.phase)
            }
          }
        }
      }
    }
  }

  @Test("reading to the end far above it: page after page until the last, then nothing")
  func readsToTheEnd() {
    var loader = PagedLoader(prefetch: 3)
    loader.reach = .end
    var pages: [Int] = []
    while let page = loader.decide(rowsBelow: 1_000_000) {
      pages.append(page)
      loader.didLoad(page: page, hasMore: page < 99)
    }
    #expect(pages == Array(0...99))
    #expect(loader.isFinished)
  }

  @Test("back to the zone (the wait was stopped): far from the end, reading stops")
  func stoppedWait() {
    var loader = PagedLoader(prefetch: 3)
    loader.reach = .end
    let first = loader.decide(rowsBelow: 500)
    #expect(first == 0)
    loader.reach = .zone
    loader.didLoad(page: 0, hasMore: true)
    #expect(loader.decide(rowsBelow: 500) == nil)
    #expect(loader.decide(rowsBelow: 3) == 1)
  }
}
