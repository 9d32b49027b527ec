import Document
import Foundation
import GuideResource
import Testing

/// Markdown's rows carry the source lines they come from, as cmark-gfm reports them, so that
/// `-N`, `NG`, `=` and `v` count the lines of the file and not the rows of its layout.
@Suite struct MarkdownSourceLinesTests {
  /// One block of each kind, each on lines written beside it.
  private let sample = """
    # Título
    
    Un párrafo
    de dos líneas.
    
    - uno
    - dos
      sigue
    
    ```swift
    let a = 1
    let b = 2
    ```
    
    | a | b |
    |---|---|
    | 1 | 2 |
    
    <div>
    <!-- una nota
    de dos líneas -->
    hola
    </div>
    
    > cita
    
        sangrado
    
    Texto[^1].
    
    [^1]: La nota.
    """

  private func rows(_ markdown: String, width: Int = 80) -> LaidOutRows {
    LaidOutRows(document: Document(markdown: Array(markdown.utf8)), width: width)
  }

  /// The rows' texts (without layout's margins) with the line each says it comes from.
  private func numbered(_ rows: LaidOutRows) -> [(String, Int?)] {
    rows.layout.lines.map { line in
      (line.text.trimmingCharacters(in: .whitespaces), line.sourceLine)
    }.filter { !$0.0.isEmpty }
  }

  @Test("each row of each kind of block carries the line its text is on")
  func eachKindOfBlock() {
    let shown = numbered(rows(sample))
    let expected: [(String, Int)] = [
      ("Título", 1), ("Un párrafo de dos líneas.", 3), ("• uno", 6), ("• dos sigue", 7),
      ("swift", 10), ("let a = 1", 11), ("let b = 2", 12),
      ("a │ b", 15), ("──┼──", 16), ("1 │ 2", 17),
      ("hola", 22), ("│ cita", 25), ("sangrado", 27),
      ("Texto[1].", 29), ("Notas", 31), ("[1] La nota.", 31),
    ]
    #expect(shown.map(\.0) == expected.map(\.0))
    #expect(shown.map(\.1) == expected.map(\.1), "\(shown)")
    #expect(rows(sample).document.lineCount == 31)
  }

  @Test("a wrapped paragraph's rows start on the lines of the words they start with")
  func wrappedParagraph() {
    let markdown = "uno dos\ntres cuatro\ncinco seis siete ocho\nnueve"
    let laidOut = rows(markdown, width: 18)
    let shown = numbered(laidOut)
    #expect(shown.map(\.0) == ["uno dos tres", "cuatro cinco", "seis siete", "ocho nueve"])
    #expect(shown.map(\.1) == [1, 2, 3, 3])
    // less's -N: a number where a row starts a line other than the row above's.
    #expect(laidOut.lineNumbers(from: 0, limit: 6) == [nil, 1, 2, 3, nil, nil])
    // A hard break (two spaces) starts a line of its own too.
    #expect(numbered(rows("uno  \ndos\n")).map(\.1) == [1, 2])
  }

  @Test("code spans, tags and links written over lines leave the lines after them in place")
  func inlinesOverLines() {
    // cmark-gfm reads a code span's line ending as a space and places every inline after it a
    // line too high: the words are matched back to the source.
    let markdown = """
      > uno `dos
      > tres` cuatro `cinco
      >   seis`
      > siete <a
      > href="x">ocho</a>
      > [nueve
      > diez](http://x) once
      """
    let shown = numbered(rows(markdown, width: 12)).map { ($0.0.split(separator: " ").last.map(String.init) ?? "", $0.1) }
    let words = ["uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "once"]
    let lines = [1, 1, 2, 2, 2, 3, 4, 5, 6, 7, 7]
    let found = words.map { word in shown.first { $0.0 == word }?.1 }
    #expect(found == lines, "\(shown)")
    // Two spans over lines in one paragraph, the second found after the first.
    let twice = numbered(rows("`a\nb` `a\nb` c\nd", width: 3))
    #expect(twice.map(\.0) == ["a b", "a b", "c d"])
    #expect(twice.map(\.1) == [1, 2, 3])
  }

  @Test("NG goes to the row of line N, or of the next line shown; = reads the lines back")
  func goToLine() {
    let laidOut = rows(sample)
    let lines = laidOut.layout.lines
    #expect(lines[laidOut.rowPosition(ofLine: 11)].text.contains("let a = 1"))
    // Line 2 is blank, 9 is blank: the next line shown.
    #expect(lines[laidOut.rowPosition(ofLine: 2)].text.contains("Un párrafo"))
    #expect(lines[laidOut.rowPosition(ofLine: 9)].text.contains("swift"))
    // The comment's lines show nothing, nor do the block's tags: the next line shown, hola's.
    #expect(laidOut.lineNumber(atRow: laidOut.rowPosition(ofLine: 20)) == 22)
    #expect(lines[laidOut.rowPosition(ofLine: 28)].text.contains("Texto"))
    #expect(lines[laidOut.rowPosition(ofLine: 30)].text.contains("Notas"))
    // Past the end: the first row of the last line.
    #expect(lines[laidOut.rowPosition(ofLine: 500)].text.contains("Notas"))
    for line in [1, 3, 6, 7, 11, 15, 17, 22, 25, 27, 29, 31] {
      #expect(laidOut.lineNumber(atRow: laidOut.rowPosition(ofLine: line)) == line)
    }
    // A blank row between blocks reads as the line of the text above it.
    let blank = lines.firstIndex { $0.text.isEmpty && $0.source.block >= 0 }!
    #expect(laidOut.lineNumber(atRow: blank) == 1)
    #expect(laidOut.lineNumber(atRow: 0) == 1)
  }

  @Test("a guide's step starts on its item's line; the rows of a filter keep their lines")
  func guideAndFilter() throws {
    let guide = rows("# Guía\n\n1. Abre la caja.\n2. Saca las piezas\n   y cuéntalas.\n")
    let shown = numbered(guide)
    #expect(shown.map(\.0) == ["Paso 1", "Abre la caja.", "Paso 2", "Saca las piezas y cuéntalas."])
    #expect(shown.map(\.1) == [3, 3, 4, 4])
    #expect(guide.lineNumbers(from: 0, limit: guide.endPosition).compactMap { $0 } == [3, 4])

    let pattern = try #require(try SearchPattern(regularExpression: "tres|cinco"))
    let filter = LineFilter(pattern: pattern)
    let document = Document(markdown: Array("uno\n\ndos\n\ntres\n\ncuatro\n\ncinco\n".utf8))
    let filtered = LaidOutRows(
      document: document, options: DocumentLayout.defaultOptions(for: document, width: 40),
      filter: filter)
    #expect(filtered.lineNumbers(from: 0, limit: filtered.endPosition).compactMap { $0 } == [5, 9])
    #expect(filtered.layout.lines[filtered.rowPosition(ofLine: 6)].text.contains("cinco"))
  }

  @Test("every row of real Markdown starts with words of the line it names",
        arguments: ["README.md", "BENCHMARKS.md", "Tests/Fuzz/corpus/japanese.md", "guide"])
  func realDocuments(name: String) throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let bytes = name == "guide"
      ? GuideResource.markdown : [UInt8](try Data(contentsOf: root.appendingPathComponent(name)))
    let source = String(decoding: bytes, as: UTF8.self)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for width in [40, 100] {
      let laidOut = rows(String(decoding: bytes, as: UTF8.self), width: width)
      var checked = 0
      for row in laidOut.positions(from: laidOut.startPosition, limit: .max) {
        let line = try #require(laidOut.line(at: row))
        guard let number = line.sourceLine else { continue }
        #expect((1...source.count).contains(number), "\(name) row \(row)")
        guard var word = Self.firstWord(of: line), (1...source.count).contains(number) else { continue }
        if !source[number - 1].contains(word), line.text.contains(":") {
          // A record's label, its table's header word: the cell's text after it is the row's.
          guard let cell = Self.firstWord(of: line, isRecord: true) else { continue }
          word = cell
        }
        #expect(source[number - 1].contains(word), "\(name) at \(width): row \(row) «\(line.text)» is not from line \(number) «\(source[number - 1])»")
        checked += 1
      }
      #expect(checked >= 3, "\(name): \(checked) rows checked")
      // Line numbers read from the rows go back to the same rows.
      var previous = 0
      for row in laidOut.positions(from: laidOut.startPosition, limit: .max) {
        let number = laidOut.lineNumber(atRow: row)
        #expect(number >= 1 && number <= source.count)
        if laidOut.line(at: row)?.sourceLine == number, number > previous {
          #expect(laidOut.lineNumber(atRow: laidOut.rowPosition(ofLine: number)) == number)
        }
        previous = max(previous, number)
      }
    }
  }

  /// The first run of letters or digits in the first word of the document's own text in
  /// `line` (what starts the row, so on the row's line), unless it is a word layout adds.
  private static func firstWord(of line: DisplayLine, isRecord: Bool = false) -> String? {
    var text = String(line.text.dropFirst(line.contentStart)).drop { $0 == " " }
    // A table shown as records: its header's words label each cell (`file: …`), like `Paso`.
    if isRecord, let colon = text.firstIndex(of: ":") {
      text = text[text.index(after: colon)...].drop { $0 == " " }
    }
    let head = text.prefix { $0 != " " }
    let word = head.drop { !($0.isLetter || $0.isNumber) }.prefix { $0.isLetter || $0.isNumber }
    let added: Set<String> = ["Paso", "Notas", "imagen"]
    return word.isEmpty || added.contains(String(word)) ? nil : String(word)
  }
}
