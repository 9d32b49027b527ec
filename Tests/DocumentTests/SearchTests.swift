import Testing
@testable import Document

@Suite struct SearchTests {
  @Test("smart case: no capital matches any case, a capital matches exactly")
  func smartCase() {
    let lower = SearchPattern("paso")!
    #expect(!lower.isCaseSensitive)
    #expect(lower.isFound(in: "  Paso 3"))
    let upper = SearchPattern("Paso")!
    #expect(upper.isCaseSensitive)
    #expect(!upper.isFound(in: "paso"))
    #expect(SearchPattern("") == nil)
  }

  @Test("ignoring case, a literal matches where its characters and the line's agree lowercased: ASCII, accents, a CR LF")
  func caseIgnoredAsLowercased() {
    let lines = ["PASO a paso, PaSo", "ÁRBOL árbol Árbol", "dos\r\nDOS", "Straße STRASSE", "x@[`{Z"]
    for line in lines {
      let haystack = Array(line)
      for length in 1...3 {
        for start in 0...(haystack.count - length) {
          let text = String(haystack[start..<(start + length)]).lowercased()
          guard let pattern = SearchPattern(text, caseMatching: .insensitive), !pattern.isRegularExpression else { continue }
          let needle = Array(text)
          // The definition: the characters agree lowercased, left to right, not overlapping.
          var expected: [Range<Int>] = []
          var at = 0
          while needle.count == length, at + length <= haystack.count {
            if (0..<length).allSatisfy({ haystack[at + $0].lowercased() == needle[$0].lowercased() }) {
              expected.append(at..<(at + length))
              at += length
            } else {
              at += 1
            }
          }
          guard needle.count == length else { continue }
          #expect(pattern.matches(in: line) == expected, "«\(text)» in «\(line)»")
        }
      }
    }
  }

  @Test("matches are character ranges, accents and wide characters included")
  func ranges() {
    #expect(SearchPattern("guía")!.matches(in: "Fin de la guía, guía") == [10..<14, 16..<20])
    #expect(SearchPattern("表示")!.matches(in: "番号を表示") == [3..<5])
  }

  @Test("highlighting reverses the matched characters only, keeping other styles")
  func highlighting() {
    let line = DisplayLine(
      spans: [Span("  "), Span("Paso 3", style: .bold)], width: 8,
      source: SourcePosition(block: 0, offset: 0))
    let lit = line.highlighting(SearchPattern("so")!)
    #expect(lit.spans == [Span("  "), Span("Pa", style: .bold), Span("so", style: [.bold, .reverse]),
                          Span(" 3", style: .bold)])
  }

  @Test("text rows: first and last matching rows, read a line at a time")
  func textRows() {
    let text = "uno\ndos tres cuatro cinco\n\nseis dos\n"
    let rows = TextRows(source: InMemoryByteSource(Array(text.utf8)), width: 10)
    let pattern = SearchPattern("dos")!
    let all = rows.positions(from: 0, limit: 100)
    let first = rows.firstRow(matching: pattern, from: 0, before: rows.endPosition)
    #expect(first == 4)
    let second = rows.firstRow(matching: pattern, from: all[all.firstIndex(of: 4)! + 1], before: rows.endPosition)
    #expect(rows.lines(from: second!, limit: 1)[0].text == "seis dos")
    #expect(rows.lastRow(matching: pattern, before: second!, from: 0) == 4)
    #expect(rows.lastRow(matching: pattern, before: 4, from: 0) == nil)
    #expect(rows.firstRow(matching: SearchPattern("cinco")!, from: 0, before: 100)
      == rows.rowStart(containing: text.utf8.firstRange(of: "cinco".utf8)!.lowerBound.utf16Offset(in: text)))
  }

  @Test("laid-out rows: search the rows as shown")
  func laidOut() {
    let rows = LaidOutRows(document: Document(markdown: Array("# G\n\n1. Uno.\n2. Dos.\n".utf8)), width: 40)
    let pattern = SearchPattern("paso 2")!
    let found = rows.firstRow(matching: pattern, from: 0, before: rows.endPosition)
    #expect(found.map { rows.layout.lines[$0].text } == "  Paso 2")
    #expect(rows.lastRow(matching: pattern, before: found!, from: 0) == nil)
  }
}
