import Foundation
import Reader
import ScrollKit
import Testing

/// Nothing of the document is lost on screen, as the pty journeys read Node's README: code
/// lines too wide wrap with a mark, `-S` cuts them with `>` and Right reveals the rest, and
/// search finds what used to be cut. (Strikethrough as terminfo allows it, and padded
/// terminals, stay journeys: EndToEndTests.TerminalLimitsJourneyTests.)
@MainActor
@Suite struct NothingLostJourneyTests {
  /// The release keys of Node.js's README (nodejs/node, README.md at 00279de3, MIT): code
  /// lines of 100 to 115 columns, each ending with a 40-digit fingerprint and a name.
  /// (Tests/Data: one copy for every tier; a missing file leaves it empty, and the tests fail.)
  static let releaseKeys = (try? String(
    contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../Data/node-release-keys.md").standardized,
    encoding: .utf8)) ?? ""

  static var keyLines: [String] {
    releaseKeys.split(separator: "\n").filter { $0.hasPrefix("gpg ") }.map(String.init)
  }

  private func reader(_ settings: ReaderSettings = .journey) -> ReaderHarness {
    ReaderHarness(markdown: Self.releaseKeys, name: "node.md", size: CellSize(width: 80, height: 24), settings: settings)
  }

  /// The text of the cells of `row` in reverse video.
  private func lit(_ reader: ReaderHarness, row: Int) -> String {
    reader.screen.rows[row].filter { $0.style.contains(.reverse) }.map(\.text).joined()
  }

  @Test("at 80x24 a code line too wide wraps: the fingerprint's end is on the next row, marked")
  func wrapsWithMark() throws {
    let lines = reader().rows
    let first = try #require(lines.firstIndex { $0.hasPrefix("      gpg --keyserver") })
    #expect(lines[first + 1].hasPrefix("    ↪ "), "the continuation row starts with the mark")
    // The text column is 79 wide with 2-column margins: 71 columns of code a row.
    let line = Self.keyLines[0]
    #expect(lines[first] == "      " + line.prefix(71))
    #expect(lines[first + 1] == "    ↪ " + line.dropFirst(71))
    for key in Self.keyLines {
      #expect(lines.contains { $0.hasSuffix(String(key.suffix(30))) }, "the end of \(key.prefix(60))…")
    }
    #expect(!lines.joined().contains(">"))
  }

  @Test("-S cuts a code line with > at the edge; Right reveals the fingerprint's end")
  func choppedThenRight() throws {
    var settings = ReaderSettings.journey
    settings.wrapsLines = false
    let reader = reader(settings)
    var lines = reader.rows
    let row = try #require(lines.firstIndex { $0.hasPrefix("      gpg --keyserver") })
    #expect(lines[row].count == 79 && lines[row].hasSuffix(">"), "cut at the text's last column")
    #expect(!lines.joined().contains("du Hamel"))
    reader.send("\u{1B}OC")
    lines = reader.rows
    #expect(lines[row].hasSuffix("20B1A390B168D356 # Antoine du Hamel"))
    #expect(!lines[row].hasSuffix(">"), "the whole end is shown: no mark")
  }

  @Test("/ finds text in the wrapped part of a code line, and highlights it")
  func searchFindsTail() throws {
    let reader = reader()
    reader.send("/Zasso\r")
    let lines = reader.rows
    #expect(reader.footer != "Sin coincidencias para «Zasso»")
    let row = try #require(lines.firstIndex { $0.hasSuffix("# Michaël Zasso") })
    #expect(lines[row].hasPrefix("    ↪ "), "the match is in the wrapped part")
    // Every character of the row takes one cell: its index is its column.
    let match = try #require(lines[row].range(of: "Zasso"))
    let column = lines[row].distance(from: lines[row].startIndex, to: match.lowerBound)
    let screen = reader.screen
    #expect(screen.rows[row][column].style.contains(.reverse), "the match is highlighted")
    #expect(!screen.rows[row][column - 2].style.contains(.reverse))
  }

  @Test("a match cut by the wrap of a code line is highlighted on both rows")
  func matchAcrossRows() throws {
    let reader = reader()
    let start = reader.rows
    let row = try #require(start.firstIndex { $0.hasPrefix("      gpg") && $0.hasSuffix("5BE8A3F6C8A5C01D106") })
    reader.send("/D106C0AD\r")
    let lines = reader.rows
    #expect(reader.footer.hasPrefix("Fin de la guía ") && reader.footer.hasSuffix(" 1/1"), "found, no message")
    #expect(lines[row].hasSuffix("D106") && lines[row + 1].hasPrefix("    ↪ C0AD"))
    #expect(lit(reader, row: row) == "D106")
    #expect(lit(reader, row: row + 1) == "C0AD")
  }
}
