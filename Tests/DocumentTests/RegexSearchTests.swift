import Foundation
import ScrollKit
import Testing
@testable import Document

/// Search like less: POSIX extended regular expressions, through the text as it is seen
/// (escape sequences and overstrike read, not matched), and the matches counted.
@Suite struct RegexSearchTests {
  private func rows(_ text: String, width: Int = 80) -> TextRows {
    TextRows(source: InMemoryByteSource(Array(text.utf8)), width: width)
  }

  private func regex(_ text: String, _ caseMatching: SearchPattern.CaseMatching = .smart) throws
    -> SearchPattern
  {
    try #require(try SearchPattern(regularExpression: text, caseMatching: caseMatching))
  }

  /// The text of the first row at or after `from` that shows a match.
  private func firstFound(_ pattern: SearchPattern, in rows: TextRows, from: Int = 0) -> String? {
    rows.firstRow(matching: pattern, from: from, before: rows.endPosition)
      .map { rows.lines(from: $0, limit: 1)[0].text }
  }

  @Test("a.*b, alternation, classes, counts and anchors match as in grep -E")
  func extendedSyntax() throws {
    #expect(try regex("a.*b").matches(in: "xaxxbx") == [1..<5])
    #expect(try regex("uno|dos").matches(in: "dos y uno") == [0..<3, 6..<9])
    #expect(try regex("[0-9]{3}").matches(in: "12 345 6789") == [3..<6, 7..<10])
    #expect(try regex("^Paso").matches(in: "Paso a Paso") == [0..<4])
    #expect(try regex("o$").matches(in: "oso") == [2..<3])
    #expect(try regex("a.*b").isRegularExpression)
    #expect(try !regex("tornillo").isRegularExpression, "no special character: searched as text")
  }

  @Test("`.` is one character of UTF-8 whatever the process's locale; ranges count characters")
  func utf8Characters() throws {
    #expect(try regex("a.o").matches(in: "el año") == [3..<6])
    #expect(try regex("日.語").matches(in: "日本語") == [0..<3])
    #expect(try regex("ñ+").matches(in: "ññ y ñ") == [0..<2, 5..<6])
    #expect(try regex("^.{2}$").isFound(in: "añ"))
  }

  @Test("smart case: no capital matches any case, a capital matches exactly; -I ignores case")
  func smartCase() throws {
    #expect(try regex("p.so").isFound(in: "PASO"))
    #expect(try !regex("P.SO").isFound(in: "paso"))
    #expect(try regex("P.SO", .insensitive).isFound(in: "paso"))
    #expect(try regex("ÑA.DÚ", .insensitive).isFound(in: "ñandú"))
  }

  @Test("an expression that does not compile is an error with the C library's reason")
  func invalidExpressions() throws {
    for text in ["a(", "[z-a]", "x{2,1}", "(", "\\"] {
      #expect(throws: SearchPattern.InvalidExpression.self, "\(text)") {
        _ = try SearchPattern(regularExpression: text)
      }
    }
    do {
      _ = try SearchPattern(regularExpression: "a(")
      Issue.record("a( compiled")
    } catch {
      #expect(error.pattern == "a(")
      #expect(!error.reason.isEmpty)
    }
    #expect(try SearchPattern(regularExpression: "") == nil)
  }

  @Test("plain text: ^ and $ at each line, forward and backward, across 64 KiB pages")
  func textRowsAnchors() throws {
    let filler = String(repeating: "x", count: SourceSearch.chunk - 2)
    let text = "uno Paso\n" + filler + "\nPaso 2 dos\nPaso 3 tres\nfinal Paso\n"
    let rows = rows(text)
    #expect(firstFound(try regex("^Paso [0-9]"), in: rows) == "Paso 2 dos")
    #expect(firstFound(try regex("Paso$"), in: rows) == "uno Paso")
    let last = rows.lastRow(matching: try regex("^Paso [0-9]"), before: rows.endPosition, from: 0)
    #expect(last.map { rows.lines(from: $0, limit: 1)[0].text } == "Paso 3 tres")
    // A match that crosses the page's end is found whole.
    let crossing = String(repeating: "y", count: SourceSearch.chunk - 3) + "abcdef\n"
    #expect(firstFound(try regex("ab.*ef"), in: self.rows(crossing)).map { $0.hasSuffix("f") } == true)
  }

  @Test("through overstrike and escape sequences: the text as drawn, not its bytes")
  func visibleText() throws {
    let text = "uno\n\u{1B}[1mne\u{1B}[0mgrita\nl\u{8}ls\u{8}s -la\n\u{1B}[31mrojo\u{1B}[m y _\u{8}s_\u{8}u_\u{8}b\nfin\n"
    let rows = rows(text)
    #expect(firstFound(SearchPattern("negrita")!, in: rows) == "negrita")
    #expect(firstFound(SearchPattern("ls -l")!, in: rows) == "ls -la")
    #expect(firstFound(try regex("rojo y s.b"), in: rows) == "rojo y sub")
    #expect(firstFound(SearchPattern("31m")!, in: rows) == nil, "an escape's bytes are no text")
    #expect(firstFound(try regex("l.s"), in: rows) == nil, "the backspace is no character")
    // Shown as text (--show-escapes), the sequence is there to be found.
    let shown = TextRows(
      source: InMemoryByteSource(Array(text.utf8)),
      options: LayoutOptions(width: 80, escapes: .placeholders))
    #expect(firstFound(SearchPattern("[31m")!, in: shown).map { $0.contains("rojo") } == true)
    // Backward too.
    let last = rows.lastRow(matching: SearchPattern("negrita")!, before: rows.endPosition, from: 0)
    #expect(last.map { rows.lines(from: $0, limit: 1)[0].text } == "negrita")
  }

  @Test("the visible text keeps each byte's offset in the file")
  func visibleOffsets() {
    let raw = Array("a\u{1B}[1mb\nc\u{8}cd\n".utf8)
    let visible = VisibleText(raw, base: 100, escapes: .styles)
    #expect(String(decoding: visible.bytes, as: UTF8.self) == "ab\ncd\n")
    #expect((0...visible.bytes.count).map(visible.sourceOffset(of:)) == [100, 101, 106, 107, 110, 111, 112])
    let plain = VisibleText(Array("abc".utf8), base: 7, escapes: .styles)
    #expect(plain.sourceOffset(of: 2) == 9)
  }

  @Test("matches counted in slices: the total, each match's number, the footer's label")
  func counting() throws {
    var text = (0..<30_000).map { "línea \($0)\n" }.joined()
    text += "tornillo y tornillo\n"
    let rows = rows(text)
    let pattern = try regex("línea [0-9]*7$")
    var count = MatchCount(pattern: pattern, from: rows.startPosition)
    var labels: Set<String> = []
    let seventh = try #require(rows.firstRow(matching: pattern, from: 0, before: rows.endPosition))
    while !count.isFinished {
      rows.continueCounting(&count, budget: SourceSearch.chunk)
      labels.insert(count.label(forMatchAt: seventh))
    }
    #expect(count.total == 3000)
    #expect(labels.contains("1/…"), "the number is known before the total")
    #expect(count.label(forMatchAt: seventh) == "1/3000")
    let last = try #require(rows.lastRow(matching: pattern, before: rows.endPosition, from: 0))
    #expect(count.label(forMatchAt: last) == "3000/3000")
    // Two matches in one row count twice; a literal's fast path counts as the decoded one.
    var literal = MatchCount(pattern: SearchPattern("tornillo")!, from: 0)
    while !literal.isFinished { rows.continueCounting(&literal, budget: .max) }
    #expect(literal.total == 2)
  }

  @Test("a laid-out document counts the rows that show a match, as n visits them")
  func countingRows() throws {
    let document = Document(markdown: Array("# Título\n\nPaso uno, paso dos.\n\nOtro **paso**.\n".utf8))
    let rows = LaidOutRows(document: document, width: 40)
    var count = MatchCount(pattern: try regex("pas."), from: 0)
    rows.continueCounting(&count, budget: .max)
    #expect(count.isFinished)
    #expect(count.total == 2)
  }

  @Test("a count resumes when the text grows, as a pipe's does")
  func resumes() throws {
    let source = InMemoryByteSource(Array("a\nb\na\n".utf8))
    let rows = TextRows(source: source, width: 80)
    var count = MatchCount(pattern: SearchPattern("a")!, from: 0)
    rows.continueCounting(&count, budget: .max)
    #expect(count.total == 2 && count.isFinished)
    source.append(Array("a\n".utf8))
    count.resume(before: rows.endPosition)
    #expect(!count.isFinished)
    rows.continueCounting(&count, budget: .max)
    #expect(count.total == 3)
  }
}
