/// Finds where a code span written over several lines breaks in its Markdown source.
///
/// cmark-gfm turns a code span's line endings into spaces and counts no line for them: every
/// inline after such a span is placed a line too high, and the rows of the paragraph would be
/// numbered as if the span had stayed on one line. The span's own text is matched back to the
/// source instead, each space of it against a space or a line ending (with the next line's
/// indent and quote markers), and the line endings it stands for are counted.
struct CodeSpanLines {
  /// The source's lines, without their newlines.
  let lines: [ArraySlice<UInt8>]

  /// Splits `source` into lines.
  init(source: [UInt8]) {
    lines = source.split(separator: 0x0A, omittingEmptySubsequences: false)
  }

  /// The offsets in `literal` (cmark's text of a code span, in UTF-8) of the spaces that were
  /// line endings in the source, for the first span that starts on line `start` (from 1) and
  /// reads as `literal`, ending by line `end`; `nil` when there is none.
  ///
  /// - Complexity: O(the lines the span can cover): a span of s spaces covers s + 3 at most.
  func lineEndings(in literal: [UInt8], fromLine start: Int, toLine end: Int) -> [Int]? {
    guard start >= 1, start <= end, end <= lines.count else { return nil }
    let spaces = literal.count { $0 == 0x20 }
    guard spaces > 0 else { return nil }
    // The lines the span can run over, as one text.
    var text: [UInt8] = []
    for line in lines[(start - 1)..<min(end, start + spaces + 2)] {
      text += line
      text.append(0x0A)
    }
    // cmark places the span on its first line: it opens there.
    let firstLine = lines[start - 1].count
    var position = 0
    while position < firstLine {
      guard text[position] == UInt8(ascii: "`") else {
        position += 1
        continue
      }
      var run = 0
      while position + run < text.count, text[position + run] == UInt8(ascii: "`") { run += 1 }
      let contentStart = position + run
      // cmark drops one space (or line ending) at each end of a span that has both.
      for skip in [0, 1] where skip == 0 || (contentStart < text.count && Self.isBlank(text[contentStart])) {
        if let endings = match(literal, in: text, from: contentStart + skip, closing: run) {
          return endings
        }
      }
      position = contentStart
    }
    return nil
  }

  private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A }

  /// The line endings `literal` matched at `start` of `text`, when a closing run of `run`
  /// backticks follows it (after at most one dropped space or line ending).
  private func match(_ literal: [UInt8], in text: [UInt8], from start: Int, closing run: Int) -> [Int]? {
    var endings: [Int] = []
    var cursor = start
    for (offset, byte) in literal.enumerated() {
      guard cursor < text.count else { return nil }
      if byte == 0x20, text[cursor] == 0x0A {
        endings.append(offset)
        cursor += 1
        // The next line's indent and quote markers are not the span's.
        while cursor < text.count, text[cursor] == 0x20 || text[cursor] == 0x09 || text[cursor] == UInt8(ascii: ">") {
          cursor += 1
        }
        continue
      }
      guard text[cursor] == byte else { return nil }
      cursor += 1
    }
    if cursor < text.count, Self.isBlank(text[cursor]), cursor + 1 < text.count, text[cursor + 1] == UInt8(ascii: "`") {
      cursor += 1
    }
    var closing = 0
    while cursor + closing < text.count, text[cursor + closing] == UInt8(ascii: "`") { closing += 1 }
    return closing == run ? endings : nil
  }
}

/// The Markdown a parse reads, for the lines cmark-gfm does not place; split into lines only
/// when a block needs it.
final class SourceContext {
  private let markdown: [UInt8]
  private var lines: CodeSpanLines?

  init(_ markdown: [UInt8]) {
    self.markdown = markdown
  }

  /// What places the inlines of a block on lines `start` to `end` holding `breaks` soft and
  /// hard line breaks: `nil` when the breaks account for every line, as in most blocks.
  func inlineLines(start: Int, end: Int, breaks: Int) -> InlineLines? {
    guard end - start > breaks else { return nil }
    let lines = self.lines ?? CodeSpanLines(source: markdown)
    self.lines = lines
    return InlineLines(source: lines, end: end)
  }
}

/// The state of placing one block's inlines on their lines: the line endings found so far
/// that cmark did not count, by which it places every later inline too high.
final class InlineLines {
  let source: CodeSpanLines
  /// The block's last line.
  let end: Int
  /// The line endings found inside code spans and tags so far.
  var extra = 0

  init(source: CodeSpanLines, end: Int) {
    self.source = source
    self.end = end
  }
}
