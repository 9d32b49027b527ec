import Document
import ScrollKit
import Testing
@testable import Reader

/// A search of a few rows ends in one step, wrapped or not: a key's first slice shows its
/// answer whatever the slice's clock says (under a sanitizer a first step took the whole
/// 20 ms, and the search sat at "Buscando… 99 %" until the next tick).
@Suite struct RunningSearchTests {
  private let rows = TextRows(source: InMemoryByteSource(Array("uno\ndos\ntornillo\ncuatro\n".utf8)), width: 20)

  @Test("^W: a match before the origin is found by the wrapped part in the same step; without it, none (as less)")
  func wrapsInOneStep() throws {
    let pattern = try #require(SearchPattern("tornillo"))
    let origin = try #require(rows.positions(from: 0, limit: 4).last)
    var search = RunningSearch(pattern, .forward, from: origin, in: rows, wraps: true)
    search.advance(in: rows, budget: 1 << 18)
    #expect(search.isFinished)
    #expect(search.foundRow == rows.positions(from: 0, limit: 3).last)
    var stopping = RunningSearch(pattern, .forward, from: origin, in: rows)
    stopping.advance(in: rows, budget: 1 << 18)
    #expect(stopping.isFinished && stopping.foundRow == nil)
  }

  @Test("no match anywhere ends in one step too")
  func nothingInOneStep() throws {
    let pattern = try #require(SearchPattern("tuerca"))
    var search = RunningSearch(pattern, .forward, from: 0, in: rows)
    search.advance(in: rows, budget: 1 << 18)
    #expect(search.isFinished && search.foundRow == nil)
  }
}
