import ScrollKit
import Document
import Testing
@testable import TerminalUI

@Suite struct ScrollAreaRendererTests {
  @Test("a row's first changed cell is found wherever it is: in each block of cells compared as bytes, at its edges, in a row shorter than a block")
  func firstDifferenceEverywhere() {
    for width in [1, 15, 16, 17, 80, 203] {
      let row = (0..<width).map { Cell(DisplayText(sanitizing: String(UnicodeScalar(UInt8(0x41 + $0 % 26)))), style: .bold) }
      #expect(CellRow.firstDifference(row, Array(row)) == nil)
      for column in 0..<width {
        var changed = row
        changed[column] = Cell("é", style: .bold)
        #expect(CellRow.firstDifference(row, changed) == column)
        var restyled = row
        restyled[column].style = [.bold, .underline]
        #expect(CellRow.firstDifference(restyled, row) == column)
        if column + 1 < width {
          var twice = changed
          twice[width - 1] = Cell("ü")
          #expect(CellRow.firstDifference(row, twice) == column)
        }
      }
    }
  }

  private func rows(_ texts: [DisplayText], columns: Int = 20) -> [[Cell]] {
    Screen(lines: texts, columns: columns).rows
  }

  private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  @Test("the first frame writes every row, clearing what was there")
  func firstFrame() {
    var renderer = ScrollAreaRenderer(strings: .xterm)
    let output = text(renderer.update(to: frame(rows(["", "uno", "dos"]), region: 1..<3, columns: 20)))
    #expect(output == "\u{1B}[1;1H\u{1B}[K\u{1B}[2;1Huno\u{1B}[K\u{1B}[3;1Hdos\u{1B}[K\r")
  }

  @Test("after a clear only the cells that are not blank are written")
  func afterAClear() {
    var renderer = ScrollAreaRenderer(strings: .xterm)
    renderer.assumeBlank(rows: 3, columns: 20)
    let output = text(renderer.update(to: frame(rows(["", "uno", "dos"]), region: 1..<3, columns: 20)))
    #expect(output == "\u{1B}[2;1Huno\u{1B}[3;1Hdos\r")
  }

  @Test("the chrome around the region is drawn by the same writer, the region left set")
  func chromeAroundTheRegion() {
    var renderer = ScrollAreaRenderer(strings: .xterm)
    _ = renderer.update(to: frame(rows(["cabeza 1%", "1", "2", "3", "pie"]), region: 1..<4, columns: 20))
    let scrolled = text(renderer.update(to: frame(rows(["cabeza 2%", "2", "3", "4", "pie"]), region: 1..<4, columns: 20, shift: 1)))
    // The region is set, the rows scroll; the header's changed cell is addressed directly.
    #expect(scrolled == "\u{1B}[2;4r\u{1B}[4;1H\n\u{1B}[1;8H2%\u{1B}[4;1H4\r")
    let again = text(renderer.update(to: frame(rows(["cabeza 3%", "3", "4", "5", "pie"]), region: 1..<4, columns: 20, shift: 1)))
    #expect(again == "\n\u{1B}[1;8H3%\u{1B}[4;1H5\r", "no release and re-set of the region")
  }

  @Test("a one-row scroll costs the new row's text plus LF and CR")
  func oneRowScroll() {
    var renderer = ScrollAreaRenderer(strings: .xterm)
    _ = renderer.update(to: frame(rows(["", "1", "2", "3"]), region: 1..<4, columns: 20))
    let first = text(renderer.update(to: frame(rows(["", "2", "3", "4"]), region: 1..<4, columns: 20, shift: 1)))
    #expect(first == "\u{1B}[2;4r\u{1B}[4;1H\n4\r", "the region is set once")
    let second = text(renderer.update(to: frame(rows(["", "3", "4", "5"]), region: 1..<4, columns: 20, shift: 1)))
    #expect(second == "\n5\r")
    #expect(renderer.isRegionSet)
  }

  @Test("the frame's move is the writer's word: the rows move by it unchecked, and those that changed besides are written")
  func moveIsTrusted() {
    let before: [DisplayText] = ["a", "b", "c", "d", "e", "f"]
    // Moved by two, and the rows kept changed too (a highlight put on them).
    let after: [DisplayText] = ["C", "D", "E", "F", "g", "h"]
    var renderer = ScrollAreaRenderer(strings: .xterm)
    _ = renderer.update(to: frame(rows(before + ["-"]), region: 0..<6, columns: 20))
    let output = text(renderer.update(to: frame(rows(after + ["-"]), region: 0..<6, columns: 20, shift: 2)))
    #expect(output.contains("\n\n"), "scrolled by two: \(output.debugDescription)")
    for row in ["C", "D", "E", "F", "g", "h"] { #expect(output.contains(row)) }
  }

  @Test("scrolling back uses reverse index from the first row")
  func reverseScroll() {
    var renderer = ScrollAreaRenderer(strings: .xterm)
    _ = renderer.update(to: frame(rows(["2", "3", "4"]), region: 0..<3, columns: 20))
    _ = renderer.update(to: frame(rows(["3", "4", "5"]), region: 0..<3, columns: 20, shift: 1))
    let back = text(renderer.update(to: frame(rows(["2", "3", "4"]), region: 0..<3, columns: 20, shift: -1)))
    #expect(back == "\u{1B}[1;1H\u{1B}M2\u{1B}[3;1H")
  }

  @Test("a row changed in place is rewritten from its first changed cell; shorter rows are cleared")
  func inPlace() {
    var renderer = ScrollAreaRenderer(strings: .xterm)
    _ = renderer.update(to: frame(rows(["Paso 1 largo", "x"]), region: 0..<2, columns: 20))
    let output = text(renderer.update(to: frame(rows(["Paso 2", "x"]), region: 0..<2, columns: 20)))
    #expect(output == "\u{1B}[1;6H2\u{1B}[K\u{1B}[2;1H")
  }

  @Test("a row whose end the terminal already shows is written up to that end, not through it")
  func unchangedEnd() {
    var renderer = ScrollAreaRenderer(strings: .xterm)
    _ = renderer.update(to: frame(rows(["line 1 of the ten thousand lines", "x"], columns: 40), region: 0..<2, columns: 40))
    let output = text(
      renderer.update(to: frame(rows(["line 2 of the ten thousand lines", "x"], columns: 40), region: 0..<2, columns: 40)))
    #expect(output == "\u{1B}[1;6H2\u{1B}[2;1H", "\(output.debugDescription)")
    // A short unchanged end is written: cheaper than a move past it.
    _ = renderer.update(to: frame(rows(["ab cd", "x"], columns: 40), region: 0..<2, columns: 40))
    #expect(text(renderer.update(to: frame(rows(["xb cd", "x"], columns: 40), region: 0..<2, columns: 40))) == "\u{1B}[1;1Hxb cd\u{1B}[2;1H")
  }

  @Test("styles are switched on and off around styled cells")
  func styles() {
    var renderer = ScrollAreaRenderer(strings: .xterm)
    var screen = Screen(size: CellSize(width: 10, height: 1))
    screen.put([Span("a"), Span("^[", style: .reverse), Span("b")], row: 0, column: 0)
    let output = text(renderer.update(to: frame(screen.rows, region: 0..<1, columns: 10)))
    #expect(output == "a\u{1B}[7m^[\u{1B}[mb\u{1B}[K\r", "the cursor starts at the row already")
  }

  @Test("a style change sends what it adds, and everything off only when it takes something away")
  func styleChanges() {
    let strings = TerminalStrings.xterm
    var colours = strings
    colours.colors = .xterm256
    let change = { (from: TextStyle, to: TextStyle, strings: TerminalStrings) in
      String(decoding: strings.change(from: from, to: to), as: UTF8.self)
    }
    #expect(change([], .dim, strings) == "\u{1B}[2m", "from plain text, the attribute alone")
    #expect(change(.bold, [.bold, .underline], strings) == "\u{1B}[4m")
    #expect(change([.bold, .underline], .bold, strings) == "\u{1B}[m\u{1B}[1m", "underline taken away")
    #expect(change(.dim, [], strings) == "\u{1B}[m")
    #expect(change(.dim, .bold, strings) == "\u{1B}[m\u{1B}[1m")
    #expect(change(.bold, .bold, strings).isEmpty)
    #expect(change(.foreground(.palette(1)), .foreground(.palette(2)), colours) == "\u{1B}[32m", "a colour replaces a colour")
    #expect(change(.foreground(.palette(1)), [], colours) == "\u{1B}[m", "a colour taken away")
    #expect(
      change(.background(.palette(4)), TextStyle.bold.union(.background(.palette(4))), colours) == "\u{1B}[1m",
      "the background kept, bold added")
  }

  @Test("a blank is a plain space")
  func blank() {
    #expect(Cell.blank == Cell(" ") && Cell.blank.hashValue == Cell(" ").hashValue)
    #expect(Cell(" ", style: .dim) != Cell.blank)
  }

  @Test("releasing the region gives the whole screen back once")
  func release() {
    var renderer = ScrollAreaRenderer(strings: .xterm)
    _ = renderer.update(to: frame(rows(["1", "2"]), region: 0..<2, columns: 20))
    _ = renderer.update(to: frame(rows(["2", "3"]), region: 0..<2, columns: 20, shift: 1))
    #expect(text(renderer.releaseRegion(screenRows: 24)) == "\u{1B}[1;24r")
    #expect(renderer.releaseRegion(screenRows: 24).isEmpty)
  }
}

extension ScrollAreaRendererTests {
  @Test("struck-out cells are drawn with the terminal's smxx; a terminal without it gets none")
  func strikethrough() {
    var screen = Screen(size: CellSize(width: 10, height: 1))
    screen.put([Span("no "), Span("sí", style: .strikethrough)], row: 0, column: 0)
    var renderer = ScrollAreaRenderer(strings: .xterm)
    let output = String(decoding: renderer.update(to: frame(screen.rows, region: 0..<1, columns: 10)), as: UTF8.self)
    #expect(output == "no \u{1B}[9msí\u{1B}[m\u{1B}[K\r")
    #expect(TerminalStrings.xterm.drawsStrikethrough)
    var strings = TerminalStrings.xterm
    strings.strikethrough = []
    #expect(!strings.drawsStrikethrough)
  }
}
