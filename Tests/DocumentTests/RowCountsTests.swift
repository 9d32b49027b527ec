import Document
import Testing

/// Row counts with prefix sums (a Fenwick tree): checked against sums over a plain array.
@Suite struct RowCountsTests {
  @Test("sums, updates and the unit holding a row agree with a plain array's")
  func agrees() {
    var generator = SystemRandomNumberGenerator()
    for size in [0, 1, 2, 7, 64, 129] {
      var plain = (0..<size).map { _ in Int.random(in: 0...5, using: &generator) }
      var counts = RowCounts(plain)
      for _ in 0..<20 {
        if size > 0 {
          let index = Int.random(in: 0..<size, using: &generator)
          plain[index] = Int.random(in: 0...5, using: &generator)
          counts.set(index, to: plain[index])
        }
        #expect(counts.counts == plain)
        for index in 0...size { #expect(counts.sum(before: index) == plain.prefix(index).reduce(0, +)) }
        #expect(counts.total == plain.reduce(0, +))
        for row in 0..<counts.total {
          // The unit holding a row: the first whose running sum passes it (empty units skipped).
          var before = 0
          let unit = plain.indices.first { before += plain[$0]; return before > row }!
          let expected = (unit, row - (before - plain[unit]))
          #expect(counts.unit(holding: row) == expected)
        }
      }
    }
  }
}
