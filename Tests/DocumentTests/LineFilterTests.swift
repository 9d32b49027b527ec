import Document
import Testing

/// less's `&pattern` on the rows: the lines kept, as runs; their own bytes and their
/// document's line numbers; the way back to the document; a laid-out document's lines.
@Suite struct LineFilterTests {
  private func rows(_ text: String, width: Int = 40) -> TextRows {
    TextRows(source: InMemoryByteSource(Array(text.utf8)), width: width)
  }

  private func filter(_ rows: any DocumentRows, _ pattern: String, inverted: Bool = false, budget: Int = 1 << 30) throws
    -> (scan: FilterScan, rows: any DocumentRows)
  {
    let pattern = try #require(try SearchPattern(regularExpression: pattern))
    var scan = rows.filterScan(LineFilter(pattern: pattern, isInverted: inverted))
    var slices = 0
    while !scan.isFinished {
      rows.continueFiltering(&scan, budget: budget)
      slices += 1
    }
    #expect(slices >= 1)
    return (scan, rows.filtered(by: scan, keeping: 0).rows)
  }

  private func texts(_ rows: any DocumentRows) -> [String] {
    rows.lines(from: rows.startPosition, limit: 1_000).map(\.text)
  }

  @Test("the lines with a match, or without one; consecutive lines kept are one run")
  func keepsLines() throws {
    let text = (1...12).map { "línea \($0)" }.joined(separator: "\n") + "\n"
    let (scan, filtered) = try filter(rows(text), "[0-4]$")
    #expect(texts(filtered) == ["línea 1", "línea 2", "línea 3", "línea 4", "línea 10", "línea 11", "línea 12"])
    #expect(scan.kept.map(\.firstLine) == [1, 10])
    #expect(scan.kept.map(\.lineCount) == [4, 3])
    #expect(scan.keptLineCount == 7)
    let (inverse, other) = try filter(rows(text), "[0-4]$", inverted: true)
    #expect(texts(other) == ["línea 5", "línea 6", "línea 7", "línea 8", "línea 9"])
    #expect(inverse.kept.count == 1)
  }

  @Test("lines far longer than a slice are looked at a slice at a time: a match anywhere in them, or across two slices, keeps them")
  func longLines() throws {
    let esc = "\u{1B}"
    let lines = [
      String(repeating: "a", count: 200_000) + "z",  // the match in the last slice
      "b",
      String(repeating: esc, count: 300_000),  // escapes only: 300 000 ^[ shown
      "zz",
      String(repeating: "c", count: (1 << 16) - 2) + "xyz" + String(repeating: "c", count: 70_000),  // across a slice's end
    ]
    let text = lines.joined(separator: "\n") + "\n"
    let source = rows(text)
    let (scan, _) = try filter(source, "z", budget: 1)
    #expect(scan.kept.map(\.firstLine) == [1, 4], "\(scan.kept)")
    #expect(scan.kept.map(\.lineCount) == [1, 2])
    let (inverse, _) = try filter(source, "z", inverted: true, budget: 1)
    #expect(inverse.kept.map(\.firstLine) == [2] && inverse.keptLineCount == 2)
    let (across, _) = try filter(source, "cxyzc", budget: 1)
    #expect(across.kept.map(\.firstLine) == [5])
    // One slice a call: a budget of one byte never reads a whole long line.
    var slice = source.filterScan(LineFilter(pattern: try #require(try SearchPattern(regularExpression: "q"))))
    source.continueFiltering(&slice, budget: 1)
    #expect(slice.cursor == 1 << 16 && !slice.isFinished)
  }

  @Test("filtered rows number their lines as the document does; NG goes to that line or the next kept")
  func originalNumbers() throws {
    let text = (1...30).map { $0 % 7 == 0 ? "siete \($0)" : "otra \($0)" }.joined(separator: "\n")
    let (_, filtered) = try filter(rows(text), "siete")
    #expect(texts(filtered) == ["siete 7", "siete 14", "siete 21", "siete 28"])
    #expect(filtered.lineNumbers(from: 0, limit: 10) == [7, 14, 21, 28])
    let second = filtered.rowPosition(ofLine: 14)
    #expect(filtered.lines(from: second, limit: 1).first?.text == "siete 14")
    #expect(filtered.lines(from: filtered.rowPosition(ofLine: 15), limit: 1).first?.text == "siete 21")
    #expect(filtered.lineNumber(atRow: second) == 14)
    // The last line had no newline: kept, it is still the last.
    #expect(filtered.lines(from: filtered.rowPosition(ofLine: 28), limit: 5).map(\.text) == ["siete 28"])
  }

  @Test("a search in filtered rows finds only the lines shown; a wrapped kept line wraps")
  func searchAndWrap() throws {
    let long = String(repeating: "tuerca ", count: 12) + "fin"
    let text = "tornillo uno\nnada\n" + long + "\ntornillo dos\n"
    let (_, filtered) = try filter(rows(text, width: 30), "tornillo|tuerca")
    #expect(texts(filtered).first == "tornillo uno")
    #expect(texts(filtered).contains("nada") == false)
    #expect(filtered.lineNumbers(from: 0, limit: 10).compactMap { $0 } == [1, 3, 3, 3, 4], "each row of the wrapped line")
    let pattern = try #require(SearchPattern("dos"))
    let found = filtered.firstRow(matching: pattern, from: 0, before: filtered.endPosition)
    #expect(found.map { filtered.lines(from: $0, limit: 1)[0].text } == "tornillo dos")
  }

  @Test("slices across 64 KiB chunks keep the same lines as one slice; the way back finds the same line")
  func slicesAndWayBack() throws {
    let text = (1...20_000).map { $0 % 1_000 == 0 ? "mil \($0)" : "línea \($0) de relleno" }.joined(separator: "\n")
    let whole = rows(text)
    let (scan, filtered) = try filter(whole, "^mil")
    let (sliced, _) = try filter(whole, "^mil", budget: 1)
    #expect(scan.kept == sliced.kept)
    #expect(scan.keptLineCount == 20)
    #expect(filtered.lineNumbers(from: 0, limit: 30).compactMap { $0 } == (1...20).map { $0 * 1_000 })
    let third = filtered.rowPosition(ofLine: 3_000)
    let (back, position) = try #require(filtered.unfiltered(keeping: third))
    #expect(back.lineFilter == nil)
    #expect(back.lines(from: position, limit: 1).first?.text == "mil 3000")
    #expect(back.lineNumber(atRow: position) == 3_000)
    // Filtering again from the filtered rows starts from the document, not from the filter.
    let (_, again) = try filter(try #require(filtered.unfiltered(keeping: 0)).rows, "^mil 1")
    #expect(texts(again) == ["mil 1000", "mil 10000", "mil 11000", "mil 12000", "mil 13000", "mil 14000", "mil 15000", "mil 16000", "mil 17000", "mil 18000", "mil 19000"])
    #expect(filtered.lineFilter?.pattern.text == "^mil")
  }

  @Test("the filtered rows open at the top row's line, or the next one kept")
  func keepsPlace() throws {
    let text = (1...50).map { "línea \($0)" + ($0 % 10 == 0 ? " diez" : "") }.joined(separator: "\n")
    let base = rows(text)
    let pattern = try #require(SearchPattern("diez"))
    var scan = base.filterScan(LineFilter(pattern: pattern))
    base.continueFiltering(&scan, budget: 1 << 20)
    let top = base.rowPosition(ofLine: 23)
    let (filtered, position) = base.filtered(by: scan, keeping: top)
    #expect(filtered.lines(from: position, limit: 1).first?.text == "línea 30 diez")
    let (_, pastEnd) = base.filtered(by: scan, keeping: base.rowPosition(ofLine: 50) + 3)
    #expect(filtered.lines(from: pastEnd, limit: 1).first?.text == "línea 50 diez")
  }

  @Test("Markdown: a wrapped paragraph is kept or left out whole; a reflow keeps the filter; back to every row")
  func laidOut() throws {
    let markdown = "# Título\n\nUn párrafo largo que habla del tornillo y que se parte en varias filas al leerlo.\n\nOtro párrafo sin nada.\n\n- una lista con tornillo\n- y otra cosa\n"
    let document = Document(markdown: Array(markdown.utf8))
    let rows = LaidOutRows(document: document, width: 30)
    let (scan, filtered) = try filter(rows, "tornillo")
    let shown = texts(filtered).map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(shown.first == "Un párrafo largo que habla")
    #expect(shown.count > 2, "the whole paragraph, every row of it: \(shown)")
    #expect(!shown.contains { $0.contains("Otro párrafo") || $0.contains("Título") || $0.contains("otra cosa") })
    #expect(shown.contains { $0.contains("una lista con tornillo") })
    #expect(!scan.kept.isEmpty)
    let wider = filtered.reflowed(to: LayoutOptions(width: 70), keeping: 0).rows
    #expect(wider.lineFilter != nil)
    #expect(texts(wider).map { $0.trimmingCharacters(in: .whitespaces) }.allSatisfy { !$0.contains("Otro") })
    let (back, position) = try #require(filtered.unfiltered(keeping: 0))
    #expect(back.lines(from: position, limit: 1).first?.text.contains("Un párrafo") == true)
    #expect(texts(back).contains { $0.contains("Otro párrafo") })
  }
}
