/// Where a block is in its Markdown source, as cmark-gfm reports it: the line it starts on and
/// the lines of the parts it holds, so that layout can give each row the source line its text
/// comes from (less's `-N`, `NG`, `=` and `v` count source lines, not rows).
///
/// A tree beside ``Block``, not inside it: blocks compare equal whatever lines they come from,
/// and code that matches on blocks needs no line to do so.
public struct SourceLines: Hashable, Sendable {
  /// The line (from 1) of the block's first text: a code block's first line of code (after
  /// its fence), a footnote's first paragraph.
  public var start: Int
  /// The lines of the block's parts, in order: a quote's or group's blocks, a list's items
  /// (each with its blocks as parts), a table's rows (the header, then the body); empty for a
  /// block of text.
  public var parts: [SourceLines]

  /// Creates the lines of a block.
  public init(start: Int, parts: [SourceLines] = []) {
    self.start = start
    self.parts = parts
  }

  /// The lines of part `index`, if the parser recorded it.
  public func part(_ index: Int) -> SourceLines? {
    parts.indices.contains(index) ? parts[index] : nil
  }
}

/// What the parser returns: the blocks, and beside each its source lines.
extension SourceLines {
  /// The same lines `lines` further down (a part of a document parsed alone).
  func shifted(by lines: Int) -> SourceLines {
    SourceLines(start: start + lines, parts: parts.map { $0.shifted(by: lines) })
  }

  /// These lines with every start at `line` (this one's, its parts') moved to `other`.
  func moved(from line: Int, to other: Int) -> SourceLines {
    SourceLines(start: start == line ? other : start, parts: parts.map { $0.moved(from: line, to: other) })
  }
}

public struct ParsedMarkdown: Hashable, Sendable {
  /// The document's blocks.
  public var blocks: [Block]
  /// The source lines of each block of ``blocks``, index for index.
  public var lines: [SourceLines]
  /// The number of lines of the source (a last line with no newline counted).
  public var lineCount: Int
}

extension Array where Element == UInt8 {
  /// The number of lines: the newlines, plus one for a last line with none.
  var lineCount: Int {
    let newlines = ByteScan.count(of: 0x0A, in: self)
    return newlines + (last.map { $0 == 0x0A } == false ? 1 : 0)
  }
}
