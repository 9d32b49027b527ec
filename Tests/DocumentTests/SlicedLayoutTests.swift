import Testing
@testable import Document

/// A huge block is wrapped a slice at a time (LayoutBuilder.sliceLength characters): its rows
/// are those of the block wrapped whole, with the same source offsets and lines (issue 48, §3).
@Suite struct SlicedLayoutTests {
  /// A paragraph of `lines` source lines of words, CJK, a combining mark after a break,
  /// emphasis and a long unbreakable word: every kind of break the slices must keep.
  private func paragraph(lines: Int) -> String {
    (0..<lines).map { index in
      switch index % 5 {
      case 0: "palabra \(index) y otra más, *con énfasis* que sigue"
      case 1: "漢字とかなの行\(index)、句読点。つづく"
      case 2: "\u{301}acento suelto al principio de la línea \(index)"
      case 3: String(repeating: "x", count: 120) + " \(index)"
      default: "`código \(index)` y **fuerza** al final"
      }
    }.joined(separator: "\n")
  }

  @Test("random paragraphs of short lines wrap a slice at a time as whole, row by row", arguments: 0..<6)
  func randomParagraphs(seed: Int) throws {
    var random = SplitMix(seed: UInt64(seed))
    let words = ["clave:", "valor", "de", "una", "línea", "漢字", "かな。", "x", String(repeating: "y", count: 90), "e\u{301}"]
    let lines = (0..<3_000).map { _ in
      (0..<(1 + Int(random.next() % 8))).map { _ in words[Int(random.next() % UInt64(words.count))] }.joined(separator: " ")
    }
    let width = 5 + Int(random.next() % 90)
    let document = Document(markdown: Array(lines.joined(separator: "\n").utf8))
    let inlines = try #require(document.blocks.first.flatMap { if case .paragraph(let inlines) = $0 { inlines } else { nil } })
    var builder = LayoutBuilder(options: LayoutOptions(width: width))
    let text = builder.spansAndBreaks(inlines)
    #expect(text.spans.reduce(0) { $0 + $1.text.count } > 2 * LayoutBuilder.sliceLength)
    let whole = LineBreaker.wrap(glyphs: Glyph.glyphs(of: text.spans), width: width)
    builder.emit(text.spans, breaks: text.breaks)
    #expect(builder.lines.map(\.text) == whole.map { $0.spans.map(\.text.string).joined() }, "width \(width)")
    #expect(builder.lines.map(\.source.offset) == whole.map(\.startOffset), "width \(width)")
    #expect(builder.lines.map(\.width) == whole.map(\.width), "width \(width)")
  }

  @Test("a paragraph several slices long wraps as it wraps whole", arguments: [17, 40, 80])
  func slicedAsWhole(width: Int) throws {
    let markdown = paragraph(lines: 2_000)
    let document = Document(markdown: Array(markdown.utf8))
    let inlines = try #require(document.blocks.first.flatMap { if case .paragraph(let inlines) = $0 { inlines } else { nil } })
    var builder = LayoutBuilder(options: LayoutOptions(width: width))
    builder.sourceLine = 1
    let text = builder.spansAndBreaks(inlines)
    #expect(text.spans.reduce(0) { $0 + $1.text.count } > 3 * LayoutBuilder.sliceLength)
    let glyphs = Glyph.glyphs(of: text.spans)
    let whole = LineBreaker.wrap(glyphs: glyphs, width: width)
    builder.emit(text.spans, breaks: text.breaks)
    #expect(builder.lines.count == whole.count)
    #expect(builder.lines.map(\.text) == whole.map { $0.spans.map(\.text.string).joined() })
    #expect(builder.lines.map(\.source.offset) == whole.map(\.startOffset))
    // Each row's source line counts the breaks before its first character, as whole.
    let lines = whole.map { row in
      var start = row.startOffset
      while start < glyphs.count, glyphs[start].isSpace { start += 1 }
      return 1 + text.breaks.count { $0 <= start }
    }
    #expect(builder.lines.map(\.sourceLine) == lines)
    #expect(builder.lines.last?.sourceLine ?? 0 > 1_900)
  }
}
