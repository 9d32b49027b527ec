import Document
import Testing

@testable import TerminalUI

/// A cell's cluster is kept in two words (or as a number for a long one): every cluster must
/// come back as it went in, and equal clusters must make equal cells.
struct CellTextTests {
  static let clusters = [
    " ", "a", "~", "é", "ñ", "…", "漢", "🇪🇸", "👍🏽", "1️⃣",
    // 15 bytes, the most kept inline; 16, the first kept in the table.
    "e" + String(repeating: "\u{0301}", count: 7),
    "e" + String(repeating: "\u{0301}", count: 7) + "x",
    "👨‍👩‍👧‍👦", "🏳️‍🌈", "a" + String(repeating: "\u{0300}", count: 40),
  ]

  @Test(arguments: clusters)
  func roundTrips(cluster: String) {
    let cell = Cell(DisplayText(sanitizing: cluster))
    #expect(cell.text == cluster)
    var bytes: [UInt8] = []
    cell.appendText(to: &bytes)
    #expect(bytes == Array(cluster.utf8))
    #expect(!cell.isEmpty)
  }

  @Test func equalClustersMakeEqualCells() {
    for cluster in Self.clusters {
      #expect(Cell(DisplayText(sanitizing: cluster)) == Cell(DisplayText(sanitizing: String(cluster))))
      #expect(Cell(DisplayText(sanitizing: cluster)).hashValue == Cell(DisplayText(sanitizing: cluster)).hashValue)
    }
    for (index, cluster) in Self.clusters.enumerated() {
      for other in Self.clusters[(index + 1)...] {
        #expect(Cell(DisplayText(sanitizing: cluster)) != Cell(DisplayText(sanitizing: other)), "\(cluster) \(other)")
      }
    }
  }

  @Test func asciiCellsMatchTheirStringCells() {
    for byte in UInt8(0x20)..<0x7F {
      let style: TextStyle = [.bold]
      #expect(Cell(ascii: byte, style: style) == Cell(DisplayText(sanitizing: String(UnicodeScalar(byte))), style: style))
    }
  }

  @Test func continuationCellIsEmpty() {
    let cell = Cell("", width: 0)
    #expect(cell.isEmpty)
    #expect(cell.text == "")
    #expect(cell != .blank)
  }

  @Test func cellsHoldNothingToRetain() {
    #expect(_isPOD(Cell.self))
    #expect(MemoryLayout<Cell>.stride <= 40)
  }
}
