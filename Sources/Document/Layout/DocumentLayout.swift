/// Where a display line comes from: a top-level block and a position inside it.
///
/// Positions order the document from top to bottom, so the line that was first on screen can
/// be found again after a reflow at another width.
public struct SourcePosition: Hashable, Comparable, Sendable {
  /// The index of the top-level block (-1 for the top padding, `Int.max` for the bottom).
  public var block: Int
  /// The grapheme offset inside the block's text (`Int.max` for the space after it).
  public var offset: Int

  /// Creates a position.
  public init(block: Int, offset: Int) {
    self.block = block
    self.offset = offset
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.block, lhs.offset) < (rhs.block, rhs.offset)
  }
}

/// One row of the laid-out document, as it appears in the scroll area.
public struct DisplayLine: Hashable, Sendable {
  /// The row's text, styled, with the content margins already applied.
  public var spans: [Span]
  /// The row's width in cells.
  public var width: Int
  /// Where the row comes from.
  public var source: SourcePosition
  /// The index of the guide step the row belongs to, if any.
  public var step: Int?
  /// The line (from 1) of the Markdown source where the row's text starts; `nil` for the rows
  /// layout adds (blank rows, padding) and for a document with no source lines.
  public var sourceLine: Int?
  /// The text of the heading this row starts, if it is the first row of a heading (level 1
  /// to 3) in a Markdown document.
  public var heading: DisplayText?

  /// How many characters at the start of ``text`` are layout's own (margins, indents, list
  /// markers, a continuation mark) rather than the document's.
  public var contentStart = 0
  /// The document's text between this row's text and the next row's when the next row goes
  /// on with the same source line: the spaces dropped where a paragraph wrapped, `""` where a
  /// code line was cut; `nil` when the next row starts a line of its own. A search reads a
  /// wrapped line through it, so a match may span rows.
  public var joiner: String?

  /// The row's text without styles.
  public var text: String { spans.map(\.text.string).joined() }

  /// Puts `span` before the row's text, as layout's own (see ``contentStart``).
  public mutating func prepend(_ span: Span) {
    spans.insert(span, at: 0)
    width += DisplayWidth.of(span.text)
    contentStart += span.text.count
  }

  /// The row cut to `width` cells, ending with a dim `›` where something was cut.
  public func clipped(to width: Int) -> DisplayLine {
    guard self.width > width else { return self }
    var result = self
    result.spans = []
    // The text after the cut is not shown: the row no longer reads on into the next.
    result.joiner = nil
    var used = 0
    let room = max(0, width - 1)
    for span in spans {
      let kept = span.text.prefix(fitting: room - used)
      if !kept.text.isEmpty { result.spans.append(Span(kept.text, style: span.style)) }
      used += kept.width
      if kept.text.count < span.text.count { break }
    }
    if width >= 1 {
      result.spans.append(Span("›", style: .dim))
      used += 1
    }
    result.width = used
    return result
  }
}

/// The space around the content inside the scroll area (the seed's `.padding(24)`).
public struct Padding: Hashable, Sendable {
  /// Blank rows above the first line.
  public var top: Int
  /// Columns before each line.
  public var leading: Int
  /// Blank rows after the last line.
  public var bottom: Int
  /// Columns kept free after each line.
  public var trailing: Int

  /// Creates a padding.
  public init(top: Int, leading: Int, bottom: Int, trailing: Int) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The guide's padding: one row above and below, two columns on each side.
  public static let guide = Padding(top: 1, leading: 2, bottom: 1, trailing: 2)
  /// No padding, as less shows plain text.
  public static let none = Padding(top: 0, leading: 0, bottom: 0, trailing: 0)
}

/// A document laid out at one width: the rows of the scroll area, top to bottom.
public struct DocumentLayout: Hashable, Sendable {
  /// The width the document was laid out for, in cells.
  public let width: Int
  /// The rows, top to bottom; none is wider than ``width`` unless the options let rows
  /// overflow (see ``LayoutOptions/fitsRowsToWidth``).
  public let lines: [DisplayLine]
  /// The padding applied around the content (none when the width is too small for it).
  public let padding: Padding

  /// Lays `document` out at `width` cells with the guide's margins (two columns a side).
  public init(document: Document, width: Int) {
    self.init(document: document, options: Self.defaultOptions(for: document, width: width))
  }

  /// The guide's margins for `document` at `width`: two columns a side, none for plain text.
  public static func defaultOptions(for document: Document, width: Int) -> LayoutOptions {
    let margin = document.kind == .plainText ? 0 : Padding.guide.leading
    return LayoutOptions(width: width, leadingMargin: margin, trailingMargin: margin)
  }

  /// Lays `document` out with `options`.
  ///
  /// - Complexity: O(n) in the size of the document.
  public init(document: Document, options: LayoutOptions) {
    self.width = options.width
    padding = Self.padding(for: document, options: options)
    lines = (0..<Self.unitCount(of: document)).flatMap {
      Self.rows(ofUnit: $0, of: document, options: options)
    }
  }

  /// The padding around `document`'s content laid out with `options`: a row above and below
  /// Markdown and guides, none around plain text; the margins the width leaves.
  public static func padding(for document: Document, options: LayoutOptions) -> Padding {
    let vertical = document.kind == .plainText ? 0 : 1
    let margins = options.effectiveMargins
    return Padding(top: vertical, leading: margins.leading, bottom: vertical, trailing: margins.trailing)
  }

  /// How many units `document` is laid out in: the top padding, each block (with the row
  /// that separates it from the block before), the bottom padding.
  public static func unitCount(of document: Document) -> Int { document.blocks.count + 2 }

  /// The rows of unit `unit` (see ``unitCount(of:)``): what the whole layout's rows are, a
  /// unit at a time, top to bottom.
  ///
  /// - Complexity: O(n) in the size of the unit's block.
  public static func rows(ofUnit unit: Int, of document: Document, options: LayoutOptions) -> [DisplayLine] {
    rows(ofUnit: unit, count: unitCount(of: document), of: document, options: options) {
      (document.blocks[$0], document.sourceLines.indices.contains($0) ? document.sourceLines[$0] : nil)
    }
  }

  /// The rows of unit `unit` of `count` units, its block and source lines given by `block`
  /// (by index), the rest by `document` (its kind, the words around the blocks).
  static func rows(
    ofUnit unit: Int, count: Int, of document: Document, options: LayoutOptions,
    block: (Int) -> (Block, SourceLines?)
  ) -> [DisplayLine] {
    let padding = padding(for: document, options: options)
    let last = count - 1
    if unit <= 0 {
      return (0..<padding.top).map {
        DisplayLine(spans: [], width: 0, source: SourcePosition(block: -1, offset: $0))
      }
    }
    if unit >= last {
      return (0..<padding.bottom).map {
        DisplayLine(spans: [], width: 0, source: SourcePosition(block: Int.max, offset: $0))
      }
    }
    var builder = LayoutBuilder(options: options)
    let (content, sourceLines) = block(unit - 1)
    builder.build(content, lines: sourceLines, at: unit - 1, of: document)
    let indent = DisplayText(repeating: " ", count: padding.leading)
    // Changed in place: the rows of a 10 MB paragraph, mapped to a new array, were 16 MB more.
    var lines: [DisplayLine] = []
    swap(&lines, &builder.lines)
    for index in lines.indices {
      // Indents, list markers and table borders can outgrow a very narrow column: such a row
      // is cut with a marker rather than overflowing the column.
      if options.fitsRowsToWidth, lines[index].width > options.wrapWidth {
        lines[index] = lines[index].clipped(to: options.wrapWidth)
      }
      if padding.leading > 0, !lines[index].spans.isEmpty { lines[index].prepend(Span(indent)) }
    }
    return lines
  }

  /// This layout with only the rows in `ranges` (increasing), as a filter shows it.
  public func keeping(_ ranges: [Range<Int>]) -> DocumentLayout {
    DocumentLayout(width: width, lines: ranges.flatMap { lines[$0] }, padding: padding)
  }

  /// A layout of `lines`, already laid out at `width` with `padding`.
  init(width: Int, lines: [DisplayLine], padding: Padding) {
    self.width = width
    self.lines = lines
    self.padding = padding
  }

  /// The index of the line that shows `position`: the last line that starts at or before it.
  public func lineIndex(showing position: SourcePosition) -> Int {
    var low = 0
    var high = lines.count
    while low < high {
      let middle = (low + high) / 2
      if lines[middle].source <= position { low = middle + 1 } else { high = middle }
    }
    return max(0, low - 1)
  }
}

extension DisplayLine {
  /// The line's spans without its first `columns` cells, as a row scrolled sideways shows it
  /// (a wide character cut by the edge left out whole).
  public func droppingColumns(_ columns: Int) -> [Span] {
    guard columns > 0 else { return spans }
    return Self.spans(of: LeadingColumns.split(Glyph.glyphs(of: spans), at: columns).rest)
  }

  /// The line's cells from `start` as a row `width` cells wide shows them: with a reverse `>`
  /// in its last cell when the line goes on past it, as less marks a chopped line.
  public func chopped(from start: Int, width: Int) -> [Span] {
    let rest = LeadingColumns.split(Glyph.glyphs(of: spans), at: max(0, start)).rest
    guard rest.reduce(0, { $0 + $1.width }) > width, width > 0 else { return Self.spans(of: rest) }
    let (shown, _) = LeadingColumns.split(rest, at: width - 1)
    var kept = shown
    while kept.reduce(0, { $0 + $1.width }) > width - 1 { kept.removeLast() }
    let cells = kept.reduce(0) { $0 + $1.width }
    return Self.spans(of: kept) + [Span(DisplayText(repeating: " ", count: width - 1 - cells)), Span(">", style: .reverse)]
  }

  private static func spans(of glyphs: [Glyph]) -> [Span] {
    var result: [Span] = []
    for glyph in glyphs {
      if let last = result.last, last.style == glyph.style {
        result[result.count - 1].text += glyph.text
      } else {
        result.append(Span(glyph.text, style: glyph.style))
      }
    }
    return result
  }
}
