import Document
import Testing

/// A Markdown document too large to lay out up front is laid out a block at a time where it is
/// looked at (issue 28: "Markdown is laid out around what is shown"). Every walk through its
/// rows must give what the whole layout gives: the oracle is ``DocumentLayout``, the rows of
/// every block laid out in order, read here as a plain array.
@Suite struct LazyLayoutTests {
  /// 700 sections of every kind of block: headings (one in ten inside a quote), wrapped
  /// paragraphs, lists, code, tables, and footnotes laid out at the end.
  private static let markdown: String = {
    var text = "# Libro grande\n\n"
    for section in 0..<700 {
      text += "## Sección \(section)\n\n"
      text += "Párrafo \(section) con la marca\(section) y bastante texto para que el párrafo se"
      text += " parta en varias filas al ancho de la pantalla, como pasa en un README.[^n\(section % 3)]\n\n"
      text += "- uno \(section)\n- dos con `código`\n  sigue\n\n"
      if section % 10 == 0 { text += "> ## Cita \(section)\n> dentro de la cita\n\n" }
      text += "```\nlet fila = \(section)\n```\n\n"
      if section % 7 == 0 { text += "| a | b |\n|---|---|\n| \(section) | marca |\n\n" }
    }
    for note in 0..<3 { text += "[^n\(note)]: Nota \(note).\n" }
    return text
  }()

  private static let document = Document(markdown: Array(markdown.utf8))

  private func options(width: Int = 60) -> LayoutOptions {
    DocumentLayout.defaultOptions(for: Self.document, width: width)
  }

  private func whole(width: Int = 60) -> [DisplayLine] {
    DocumentLayout(document: Self.document, options: options(width: width)).lines
  }

  @Test("opening lays out the first rows only; walking gives the whole layout's rows, down and up")
  func walks() {
    let rows = LaidOutRows(document: Self.document, options: options())
    let lines = whole()
    #expect(lines.count > 3 * LaidOutRows.eagerRows)
    #expect(!rows.isLaidOutWhole)
    #expect(rows.laidOutRowCount < LaidOutRows.eagerRows + 64)
    #expect(rows.lines(from: rows.startPosition, limit: .max) == lines)
    // Up from the end, a page at a time, as `b` goes.
    var up: [Int] = []
    var position = rows.endPosition
    while true {
      let page = rows.positions(before: position, limit: 23)
      guard let first = page.first else { break }
      up = page + up
      position = first
    }
    #expect(up == rows.positions(from: rows.startPosition, limit: .max))
    // Any row reached by its position shows what the whole layout shows there.
    for index in stride(from: 0, to: lines.count, by: 997) {
      #expect(rows.lines(from: up[index], limit: 3) == Array(lines[index..<min(lines.count, index + 3)]))
    }
    // Once every block has been laid out, the estimate is the count.
    #expect(rows.estimatedRowCount == Double(lines.count))
    #expect(rows.estimatedRowIndex(of: up[5000]) == 5000)
  }

  @Test("a jump far down lays out the blocks there, not those above; memory stays bounded")
  func jumps() {
    let rows = LaidOutRows(document: Self.document, options: options())
    let end = rows.positions(before: rows.endPosition, limit: 20)
    #expect(end.count == 20)
    #expect(rows.lines(from: end[0], limit: 20) == Array(whole().suffix(20)))
    #expect(rows.laidOutRowCount < LaidOutRows.eagerRows + 200)
    _ = rows.lines(from: rows.startPosition, limit: .max)
    #expect(rows.laidOutRowCount <= LaidOutRows.eagerRows + 4_096 + 100)
  }

  @Test("the items are the headings (the one in a quote too), each starting at its own row")
  func items() {
    let rows = LaidOutRows(document: Self.document, options: options())
    let headings = whole().compactMap(\.heading)
    #expect(rows.items.map(\.title) == headings)
    #expect(rows.items.count == 1 + 700 + 70 + 1)
    for item in rows.items {
      #expect(rows.line(at: item.rows.lowerBound)?.heading == item.title)
    }
    #expect(zip(rows.items, rows.items.dropFirst()).allSatisfy { $0.rows.upperBound == $1.rows.lowerBound })
    #expect(rows.items.last?.rows.upperBound == rows.endPosition)
  }

  @Test("search, forward and backward, in small slices, finds the rows the whole layout shows", arguments: ["marca1", "Nota", "fila = 39"])
  func search(_ word: String) throws {
    let pattern = try #require(SearchPattern(word))
    let lines = whole()
    let expected = lines.indices.filter { pattern.isFound(inRow: $0, of: lines) }.map { lines[$0] }
    let rows = LaidOutRows(document: Self.document, options: options())
    var found: [Int] = []
    var from = rows.startPosition
    while true {
      var search = RowSearch(pattern: pattern, direction: .forward, from: from, before: rows.endPosition)
      while !search.isFinished { rows.continueSearch(&search, budget: 5_000) }
      guard let row = search.foundRow else { break }
      found.append(row)
      from = row + 1
    }
    #expect(found.compactMap { rows.line(at: $0) } == expected)
    var back: [Int] = []
    var before = rows.endPosition
    while let row = rows.lastRow(matching: pattern, before: before, from: rows.startPosition) {
      back.insert(row, at: 0)
      before = row
    }
    #expect(back == found)
    var count = MatchCount(pattern: pattern, from: rows.startPosition)
    while !count.isFinished { rows.continueCounting(&count, budget: 20_000) }
    #expect(count.total == expected.count)
  }

  @Test("a filter keeps the lines the whole layout's filter keeps")
  func filter() throws {
    let filter = LineFilter(pattern: try #require(SearchPattern("marca2")))
    let lines = whole()
    var kept: [DisplayLine] = []
    var first = 0
    while first < lines.count {
      var last = first
      while last < lines.count - 1, lines[last].joiner != nil { last += 1 }
      if (first...last).contains(where: { filter.pattern.isFound(inRow: $0, of: lines) }) { kept += lines[first...last] }
      first = last + 1
    }
    let rows = LaidOutRows(document: Self.document, options: options())
    var scan = rows.filterScan(filter)
    var slices = 0
    while !scan.isFinished {
      rows.continueFiltering(&scan, budget: 50_000)
      slices += 1
    }
    #expect(slices > 3, "a slice at a time, not the document at once")
    let filtered = rows.filtered(by: scan, keeping: rows.startPosition).rows
    #expect(filtered.lines(from: filtered.startPosition, limit: .max) == kept)
    #expect(scan.kept.flatMap { rows.positions(from: $0.range.lowerBound, limit: $0.range.count) }
      .compactMap { rows.line(at: $0) } == kept)
  }

  @Test("a reflow keeps the row: the last row at the new width that starts at or before it")
  func reflow() throws {
    let rows = LaidOutRows(document: Self.document, options: options(width: 80))
    let positions = rows.positions(from: rows.startPosition, limit: .max)
    for index in [3, 2500, 7000, positions.count - 2] {
      let shown = try #require(rows.line(at: positions[index])).source
      let (narrow, kept) = rows.reflowed(to: options(width: 40), keeping: positions[index])
      let here = try #require(narrow.lines(from: kept, limit: 2).first)
      #expect(here.source <= shown)
      if let next = narrow.lines(from: kept, limit: 2).dropFirst().first { #expect(next.source > shown) }
    }
  }

  @Test("source lines lead to their rows; percentages to the rows that far down")
  func lines() throws {
    let rows = LaidOutRows(document: Self.document, options: options())
    let source = Self.markdown.split(separator: "\n", omittingEmptySubsequences: false)
    for section in [0, 150, 699] {
      let line = try #require(source.firstIndex { $0 == "## Sección \(section)" }) + 1
      let position = rows.rowPosition(ofLine: line)
      #expect(rows.line(at: position)?.text.contains("Sección \(section)") == true)
      #expect(rows.lineNumber(atRow: position) == line)
    }
    #expect(rows.rowPosition(atPercent: 0) == rows.startPosition)
    let middle = rows.estimatedRowIndex(of: rows.rowPosition(atPercent: 50)) / rows.estimatedRowCount
    #expect(middle > 0.4 && middle < 0.6)
    #expect(rows.lineNumberLimit == Self.document.lineCount)
  }

  @Test("a small document is laid out whole: its positions are its rows' indices")
  func small() {
    let document = Document(markdown: Array("# Uno\n\nDos.\n\n## Tres\n\nCuatro.\n".utf8))
    let rows = LaidOutRows(document: document, width: 40)
    #expect(rows.isLaidOutWhole)
    #expect(rows.positions(from: 0, limit: .max) == Array(0..<rows.endPosition))
    #expect(rows.items.map(\.rows.lowerBound) == [1, 5])
  }
}
