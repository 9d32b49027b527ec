import Foundation
import Testing

/// Nothing of the document is lost on screen: code lines too wide wrap with a mark, `-S` cuts
/// them with `>` and Right reveals the rest, and search finds what used to be cut.
@Suite struct NothingLostJourneyTests {
  /// The release keys of Node.js's README (nodejs/node, README.md at 00279de3, MIT): code
  /// lines of 100 to 115 columns, each ending with a 40-digit fingerprint and a name.
  static let releaseKeys = """
    ### Release keys

    You can use the keyring the project maintains at
    <https://github.com/nodejs/release-keys/raw/refs/heads/main/gpg-only-active-keys/pubring.kbx>.
    Alternatively, you can import them from a public key server.

    ```bash
    gpg --keyserver hkps://keys.openpgp.org --recv-keys 5BE8A3F6C8A5C01D106C0AD820B1A390B168D356 # Antoine du Hamel
    gpg --keyserver hkps://keys.openpgp.org --recv-keys DD792F5973C6DE52C432CBDAC77ABFA00DDBF2B7 # Juan José Arboleda
    gpg --keyserver hkps://keys.openpgp.org --recv-keys CC68F5A3106FF448322E48ED27F5E38D5B0A215F # Marco Ippolito
    gpg --keyserver hkps://keys.openpgp.org --recv-keys 8FCCA13FEF1D0C2E91008E09770F7A9A5AE15600 # Michaël Zasso
    ```

    """

  static var keyLines: [String] {
    releaseKeys.split(separator: "\n").filter { $0.hasPrefix("gpg ") }.map(String.init)
  }

  @Test("at 80x24 a code line too wide wraps: the fingerprint's end is on the next row, marked")
  func wrapsWithMark() throws {
    let file = try Journey.file("node.md", Array(Self.releaseKeys.utf8))
    let session = try PtySession([file.path])
    let lines = try session.waitForNextFrame(after: 0)
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
    let file = try Journey.file("node.md", Array(Self.releaseKeys.utf8))
    let session = try PtySession(["-S", file.path])
    var lines = try session.waitForNextFrame(after: 0)
    let row = try #require(lines.firstIndex { $0.hasPrefix("      gpg --keyserver") })
    #expect(lines[row].count == 79 && lines[row].hasSuffix(">"), "cut at the text's last column")
    #expect(!lines.joined().contains("du Hamel"))
    lines = try session.press(Journey.Keys.right)
    #expect(lines[row].hasSuffix("20B1A390B168D356 # Antoine du Hamel"))
    #expect(!lines[row].hasSuffix(">"), "the whole end is shown: no mark")
  }

  @Test("/ finds text in the wrapped part of a code line, and highlights it")
  func searchFindsTail() throws {
    let file = try Journey.file("node.md", Array(Self.releaseKeys.utf8))
    let session = try PtySession([file.path])
    try session.waitForNextFrame(after: 0)
    try session.press("/")
    try session.type("Zasso")
    let lines = try session.press("\r")
    #expect(session.footer != "Sin coincidencias para «Zasso»")
    let row = try #require(lines.firstIndex { $0.hasSuffix("# Michaël Zasso") })
    #expect(lines[row].hasPrefix("    ↪ "), "the match is in the wrapped part")
    // Every character of the row takes one cell: its index is its column.
    let match = try #require(lines[row].range(of: "Zasso"))
    let column = lines[row].distance(from: lines[row].startIndex, to: match.lowerBound)
    #expect(session.screen.cell(row: row, column: column).reverse, "the match is highlighted")
    #expect(!session.screen.cell(row: row, column: column - 2).reverse)
  }

  @Test("a match cut by the wrap of a code line is highlighted on both rows")
  func matchAcrossRows() throws {
    let file = try Journey.file("node.md", Array(Self.releaseKeys.utf8))
    let session = try PtySession([file.path])
    let start = try session.waitForNextFrame(after: 0)
    let row = try #require(start.firstIndex { $0.hasPrefix("      gpg") && $0.hasSuffix("5BE8A3F6C8A5C01D106") })
    try session.press("/")
    try session.type("D106C0AD")
    let lines = try session.press("\r")
    #expect(session.footer.hasPrefix("Fin de la guía ") && session.footer.hasSuffix(" 1/1"), "found, no message")
    func lit(_ row: Int) -> String {
      (0..<80).map { session.screen.cell(row: row, column: $0) }.filter(\.reverse).map(\.text).joined()
    }
    #expect(lines[row].hasSuffix("D106") && lines[row + 1].hasPrefix("    ↪ C0AD"))
    #expect(lit(row) == "D106")
    #expect(lit(row + 1) == "C0AD")
  }

  static let struckOut = "# Notas\n\nPor favor, ~~annoy~~ avisa antes.\n"

  @Test("~~annoy~~ is struck out (SGR 9) where terminfo has smxx, with no markers")
  func strikethroughShown() throws {
    let file = try Journey.file("tachado.md", Array(Self.struckOut.utf8))
    let session = try PtySession([file.path])
    let lines = try session.waitForNextFrame(after: 0)
    let row = try #require(lines.firstIndex { $0.hasPrefix("  Por favor,") })
    #expect(lines[row] == "  Por favor, annoy avisa antes.")
    let word = 13..<18
    #expect(word.allSatisfy { session.screen.cell(row: row, column: $0).strikethrough })
    #expect(!session.screen.cell(row: row, column: 12).strikethrough)
    #expect(!session.screen.cell(row: row, column: 18).strikethrough)
  }

  @Test("a terminal without smxx (TERM=screen) shows the markers: ~~annoy~~")
  func strikethroughMarkers() throws {
    let file = try Journey.file("tachado.md", Array(Self.struckOut.utf8))
    let session = try PtySession([file.path], environment: ["TERM": "screen"])
    let lines = try session.waitForNextFrame(after: 0)
    #expect(lines.contains("  Por favor, ~~annoy~~ avisa antes."))
  }

  @Test("TERM=vt100 and vt102, whose cup, el and ri carry padding ($<5>): never shown as text, rows right after j, k and a page")
  func paddedTerminal() throws {
    let text = (1...100).map { "línea \($0)" }.joined(separator: "\n") + "\n"
    let file = try Journey.file("relleno.txt", Array(text.utf8))
    for terminal in ["vt100", "vt102"] {
      let session = try PtySession([file.path], environment: ["TERM": terminal])
      var lines = try session.waitForNextFrame(after: 0)
      #expect(!session.rawLines.joined().contains("$<"), "\(terminal): \(session.rawLines)")
      #expect(lines[1] == "línea 1" && lines[21] == "línea 21")
      lines = try session.press("j")
      #expect(lines[1] == "línea 2" && lines[21] == "línea 22", "\(terminal): \(lines)")
      lines = try session.press(" ")
      #expect(lines[1] == "línea 23" && lines[21] == "línea 43", "\(terminal): \(lines)")
      lines = try session.press("k")
      #expect(lines[1] == "línea 22" && lines[21] == "línea 42", "\(terminal): \(lines)")
      #expect(!session.rawLines.joined().contains("$<"))
      session.send("q")
      #expect(try session.waitForExit() == 0)
    }
  }
}
