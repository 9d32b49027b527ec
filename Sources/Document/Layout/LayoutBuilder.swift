/// Turns blocks into display lines at a content width; ``DocumentLayout`` adds the padding.
struct LayoutBuilder {
  let width: Int
  let options: LayoutOptions
  // Read and written by the builder's extensions (code, tables) too.
  var lines: [DisplayLine] = []
  var block = 0
  var offset = 0
  var step: Int?
  /// The source line the next row emitted starts on (see ``DisplayLine/sourceLine``).
  var sourceLine: Int?

  init(options: LayoutOptions) {
    self.options = options
    width = options.wrapWidth
  }

  /// Lays out the block at `index` of `document`, with the row that separates it from the
  /// block before: a block's rows depend on nothing laid out before it, so a document can be
  /// laid out one block at a time, where it is looked at.
  ///
  /// `block` and `lines` are the block at `index` and its source lines; `document` gives the
  /// kind and the words of the rows around it (its blocks may not be held, see ``BlockStore``).
  mutating func build(_ block: Block, lines: SourceLines?, at index: Int, of document: Document) {
    self.block = index
    offset = 0
    // Plain text lines follow each other; blocks of Markdown and steps have a row between,
    // but for the slices of one list, whose items follow each other.
    if index > 0, document.kind != .plainText, !block.continuesList { blank() }
    switch document.kind {
    case .guide:
      step = index
      sourceLine = lines?.start
      emit([Span(document.stepLabel(index, in: options.language), style: .bold)])
      layout(block, lines: lines, indent: .empty)
    case .markdown, .plainText:
      layout(block, lines: lines, indent: .empty)
    }
  }

  mutating func blank() {
    lines.append(
      DisplayLine(
        spans: [], width: 0, source: SourcePosition(block: block - 1, offset: Int.max),
        step: step))
  }

  /// Adds `spans` wrapped to the width, the first row after `firstIndent` and the others after
  /// `indent`. `breaks` are the offsets (in characters of the spans' text) where a new source
  /// line starts: each row's ``DisplayLine/sourceLine`` counts those before it.
  ///
  /// The spans are wrapped a slice of about ``sliceLength`` characters at a time: a glyph of
  /// each character and the line breaker's work are held for a slice, not for the block (a
  /// 10 MB paragraph peaked at 1.3 GB). Greedy wrapping depends only on where a row starts,
  /// so the last rows of a slice, which the text after it may change, are wrapped again with
  /// the next slice, from their start.
  mutating func emit(_ spans: [Span], breaks: [Int] = [], firstIndent: DisplayText = .empty,
                     indent: DisplayText = .empty, style: TextStyle = [])
  {
    let rowWidth = max(1, width - DisplayWidth.of(indent))
    // Room for the rows of a huge block, a row a byte over half a row: grown by doubling, the
    // rows of a 10 MB paragraph were held twice while they were copied. Room never written
    // to takes no memory.
    let bytes = spans.reduce(0) { $0 + $1.text.string.utf8.count }
    if bytes > 1 << 16 { lines.reserveCapacity(lines.count + 2 * bytes / rowWidth + 16) }
    // A slice ends between spans: a span of a huge line (an HTML block's text, one line of
    // 10 MB, took 1.3 GB) is cut after its spaces first, so that it is wrapped a slice at a time.
    let spans = bytes > 4 * Self.sliceLength && spans.contains(where: { $0.text.string.utf8.count > 4 * Self.sliceLength })
      ? spans.flatMap { span in span.text.pieces(ofAtLeast: Self.sliceLength).map { Span($0, style: span.style) } }
      : spans
    var breaksBefore = 0
    var emitted = 0
    // The glyphs of the rows not yet final, and the index among the block's glyphs of the
    // first of them.
    var pending: [Glyph] = []
    var pendingStart = 0
    var next = 0
    var characters = 0
    repeat {
      var slice: [Span] = []
      var length = pending.count
      while next < spans.count, length < Self.sliceLength || !Self.isClusterBoundary(after: slice.last, before: spans[next]) {
        let count = spans[next].text.count
        slice.append(spans[next])
        length += count
        characters += count
        next += 1
      }
      let isLast = next == spans.count
      pending += Glyph.glyphs(of: slice)
      let rows = LineBreaker.wrap(glyphs: pending, width: rowWidth)
      let joiners = WrappedRow.joiners(of: rows, glyphs: pending)
      // The last two rows wait for the text after them, unless there is none.
      let final = isLast ? rows.count : max(0, rows.count - 2)
      for (number, row) in rows.prefix(final).enumerated() {
        let prefix = emitted == 0 ? firstIndent : indent
        var line = DisplayLine(
          spans: row.spans, width: row.width,
          source: SourcePosition(block: block, offset: offset + pendingStart + row.startOffset), step: step)
        line.joiner = joiners[number]
        if let first = sourceLine {
          // A row that starts at the space of a soft break starts on the line after it.
          var start = row.startOffset
          while start < pending.count, pending[start].isSpace { start += 1 }
          // Rows go forward: the breaks before this row are counted on from the last row's.
          while breaksBefore < breaks.count, breaks[breaksBefore] <= pendingStart + start { breaksBefore += 1 }
          line.sourceLine = first + breaksBefore
        }
        if !prefix.isEmpty { line.prepend(Span(prefix, style: style)) }
        lines.append(line)
        emitted += 1
      }
      if !isLast, final > 0 {
        let cut = rows[final].startOffset
        pending.removeFirst(cut)
        pendingStart += cut
      }
    } while next < spans.count
    offset += characters + 1
    sourceLine = sourceLine.map { $0 + breaks.count + 1 }
  }

  /// The characters of a block wrapped at a time (see ``emit(_:breaks:firstIndent:indent:style:)``).
  static let sliceLength = 1 << 14

  /// Whether the text of `next` starts a grapheme cluster of its own after the text of
  /// `previous`: a slice ends only where its glyphs are those of the whole. After a space or
  /// a line break, anything but a mark or a joiner does.
  private static func isClusterBoundary(after previous: Span?, before next: Span) -> Bool {
    guard let last = previous?.text.string.unicodeScalars.last, last == " " || last == "\n",
      let first = next.text.string.unicodeScalars.first
    else { return false }
    return !first.properties.isGraphemeExtend && first.properties.generalCategory != .spacingMark
      && first.value != 0x200D
  }

  /// Lays out `block`, whose source lines are `lines` (if known).
  private mutating func layout(_ block: Block, lines source: SourceLines?, indent: DisplayText) {
    sourceLine = source?.start
    switch block {
    case .heading(let level, let inlines):
      let first = lines.count
      // Three levels told apart by style; deeper ones indented under them.
      let style: TextStyle = switch level {
      case 1: [.bold, .underline]
      case 2: .bold
      case 3: [.bold, .italic]
      default: .italic
      }
      let deeper = indent + DisplayText(repeating: " ", count: 2 * max(0, level - 3))
      let text = spansAndBreaks(inlines, style: style)
      emit(text.spans, breaks: text.breaks, firstIndent: deeper, indent: deeper)
      if level <= 3, lines.indices.contains(first) { lines[first].heading = inlines.title(in: options.language) }
    case .paragraph(let inlines):
      let text = spansAndBreaks(inlines)
      emit(text.spans, breaks: text.breaks, firstIndent: indent, indent: indent)
    case .paragraphSlices(let slices):
      // A part's inlines are let go once they are spans: the paragraph's are never whole.
      var spans: [Span] = []
      var breaks: [Int] = []
      var characters = 0
      for part in slices.parts.indices {
        let inlines = slices.inlines(ofPart: part)
        let text = spansAndBreaks(part > 0 ? [.softBreak] + inlines : inlines)
        breaks += text.breaks.map { $0 + characters }
        characters += text.spans.reduce(0) { $0 + $1.text.count }
        spans += text.spans
      }
      emit(spans, breaks: breaks, firstIndent: indent, indent: indent)
    case .raw(let text):
      emit(Sanitizer.layoutSpans(text), firstIndent: indent, indent: indent)
    case .html(let text):
      // As a browser shows it: its text, a line for each block tag or <br>, an image its alt.
      var htmlLines = HTMLBlockText.lines(of: text, language: options.language)
      for index in htmlLines.indices {
        // Comments taken out of the block leave its lines where they were in the source.
        let line = htmlLines[index].line
        sourceLine = source?.part(line)?.start ?? source.map { $0.start + line }
        // A line's text is let go once sanitised: a 10 MB block's text is one line.
        let spans = Sanitizer.layoutSpans(htmlLines[index].text)
        htmlLines[index].text = ""
        emit(spans, firstIndent: indent, indent: indent)
      }
    case .frontMatter(let metadata):
      // Jekyll's or Hugo's front matter: the page's metadata, dimmed, as it is written.
      for (number, line) in metadata.enumerated() {
        sourceLine = source?.part(number)?.start ?? source.map { $0.start + number }
        emit(Sanitizer.layoutSpans(line, style: .dim), firstIndent: indent, indent: indent)
      }
    case .codeBlock(let text, let language):
      if let language, !language.isEmpty {
        // The language is the fence's, on the line before the code.
        sourceLine = source.map { $0.start - 1 }
        emit(Sanitizer.spans(language, style: [.dim, .italic]), firstIndent: indent, indent: indent)
      }
      sourceLine = source?.start
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        emitCode(Sanitizer.layoutSpans(Self.expandingTabs(String(line))), indent: indent)
      }
    case .table(let table):
      layout(table, lines: source, indent: indent)
    case .nestingLimit:
      emit([Span(Block.nestingLimitText, style: .dim)], firstIndent: indent, indent: indent)
    case .thematicBreak:
      let rule = DisplayText(repeating: "─", count: max(1, width - DisplayWidth.of(indent)))
      emit([Span(rule, style: .dim)], firstIndent: indent, indent: indent)
    case .blockQuote(let blocks):
      layout(blocks, lines: source?.parts, indent: indent + "│ ")
    case .group(let blocks):
      layout(blocks, lines: source?.parts, indent: indent)
    case .listSlice(let slice):
      let (items, itemLines) = slice.parsed()
      layout(
        .list(ordered: slice.ordered, start: slice.start, items: items),
        lines: source.map { SourceLines(start: $0.start, parts: itemLines) }, indent: indent)
    case .list(let ordered, let start, let items):
      for (number, item) in items.enumerated() {
        var marker: DisplayText = ordered ? "\(start + number). " : "• "
        if let isChecked = item.isChecked { marker = isChecked ? "[x] " : "[ ] " }
        let hanging = indent + DisplayText(repeating: " ", count: DisplayWidth.of(marker))
        let first = lines.count
        layout(item.blocks, lines: source?.part(number)?.parts, indent: hanging, separated: !item.isTight)
        if first < lines.count {
          // The marker replaces the hanging indent on the item's first row.
          var line = lines[first]
          let dropped = DisplayWidth.of(hanging)
          if let head = line.spans.first, head.text == hanging {
            line.spans[0] = Span(indent + marker)
            line.contentStart += (indent + marker).count - hanging.count
          } else {
            line.spans.insert(Span(indent + marker), at: 0)
            line.width += dropped
            line.contentStart += (indent + marker).count
          }
          lines[first] = line
        }
      }
    }
  }

  /// Adds one row as it is (already fitted to the width), after `indent`.
  mutating func emitUnwrapped(_ spans: [Span], indent: DisplayText) {
    var line = DisplayLine(
      spans: spans, width: spans.reduce(0) { $0 + DisplayWidth.of($1.text) },
      source: SourcePosition(block: block, offset: offset), step: step)
    line.sourceLine = sourceLine
    if !indent.isEmpty { line.prepend(Span(indent)) }
    lines.append(line)
    offset += spans.reduce(0) { $0 + $1.text.count } + 1
    sourceLine = sourceLine.map { $0 + 1 }
  }

  /// `text` with its tabs expanded to 8-column stops.
  static func expandingTabs(_ text: String) -> String {
    guard text.contains("\t") else { return text }
    var result = ""
    var column = 0
    Graphemes.forEach(in: text) { cluster in
      if cluster == "\t" {
        let spaces = 8 - column % 8
        result += String(repeating: " ", count: spaces)
        column += spaces
      } else {
        result += cluster
        column += DisplayWidth.of(cluster: cluster)
      }
    }
    return result
  }

  mutating func layout(_ blocks: [Block], lines: [SourceLines]?, indent: DisplayText, separated: Bool = true) {
    for (index, block) in blocks.enumerated() {
      if index > 0, separated { blank() }
      layout(block, lines: lines.flatMap { $0.indices.contains(index) ? $0[index] : nil }, indent: indent)
    }
  }

  /// Styled, sanitised spans for inline content.
  func spans(_ inlines: [Inline], style: TextStyle = []) -> [Span] {
    spansAndBreaks(inlines, style: style).spans
  }

  /// Styled, sanitised spans for inline content, and the offsets (in characters of their text)
  /// where the source's soft and hard line breaks end, each the start of a source line.
  ///
  /// The markup is walked with a list of what is left, not by recursion: the parser bounds
  /// its nesting (``MarkdownParser/maximumInlineDepth``), and this walk needs no bound.
  func spansAndBreaks(_ inlines: [Inline], style: TextStyle = []) -> (spans: [Span], breaks: [Int]) {
    /// What is left to lay out, the next last: an inline in its style, or the spans that
    /// follow a markup's content (a link's address, an image's `]`, a strikethrough's `~~`).
    enum Work {
      case inline(Inline, TextStyle)
      case spans([Span])
    }
    var result: [Span] = []
    var breaks: [Int] = []
    var characters = 0
    var pending: [Work] = inlines.reversed().map { .inline($0, style) }
    // The characters of the last span.
    var lastLength = 0
    func append(_ spans: [Span]) {
      for span in spans {
        let length = span.text.count
        characters += length
        // Text of one style is one span (a 10 MB paragraph's line a span and a soft break
        // another held 20 MB more), closed after a space once it is long enough to be a
        // slice's end (see emit(_:breaks:firstIndent:indent:style:)).
        if let last = result.last, last.style == span.style,
          lastLength < Self.sliceLength || !last.text.string.hasSuffix(" ")
        {
          result[result.count - 1].text += span.text
          lastLength += length
        } else {
          result.append(span)
          lastLength = length
        }
      }
    }
    func push(_ children: [Inline], style: TextStyle) {
      pending += children.reversed().map { .inline($0, style) }
    }
    while let work = pending.popLast() {
      guard case .inline(let inline, let style) = work else {
        if case .spans(let spans) = work { append(spans) }
        continue
      }
      switch inline {
      case .text(let text): append(Sanitizer.layoutSpans(text, style: style))
      case .code(let text): append(Sanitizer.layoutSpans(text, style: style.union(.dim)))
      case .emphasis(let children): push(children, style: style.union(.italic))
      case .strong(let children): push(children, style: style.union(.bold))
      case .keyboard(let children): push(children, style: style.union(.reverse))
      case .strikethrough(let children):
        switch options.strikethrough {
        case .attribute: push(children, style: style.union(.strikethrough))
        case .markers:
          append([Span("~~", style: style)])
          pending.append(.spans([Span("~~", style: style)]))
          push(children, style: style)
        }
      case .footnoteReference(let number): append([Span("[\(number)]", style: style.union(.dim))])
      case .label(let words): append([Span(words.resolved(in: options.language), style: style)])
      case .image(let destination, let children) where children.plainText(in: options.language).isEmpty:
        append([Span(DisplayText(sanitizing: Inline.imageWithoutText.resolved(in: options.language).string), style: style)])
        if !destination.isEmpty { append([Span(" ")] + Sanitizer.spans(destination, style: style.union(.dim))) }
      case .image(let destination, let children):
        append([Span(DisplayText(sanitizing: "[" + Inline.imageLabel.resolved(in: options.language).string), style: style)])
        var after = [Span("]", style: style)]
        if !destination.isEmpty { after += [Span(" ")] + Sanitizer.spans(destination, style: style.union(.dim)) }
        pending.append(.spans(after))
        push(children, style: style)
      case .link(let destination, let children):
        pending.append(.spans(linkAddress(destination, of: children, style: style)))
        push(children, style: style.union(.underline))
      case .softBreak:
        append([Span(" ", style: style)])
        breaks.append(characters)
      case .lineBreak:
        append([Span("\n", style: style)])
        breaks.append(characters)
      case .sourceLineStart:
        breaks.append(characters)
      }
    }
    return (result, breaks)
  }

  /// What follows a link's text: its address, dimmed, unless it only repeats the text (an
  /// autolink, a mailto: of the address shown).
  private func linkAddress(_ destination: String, of children: [Inline], style: TextStyle) -> [Span] {
    guard !destination.isEmpty, destination != children.plainText,
      destination != "mailto:" + children.plainText
    else { return [] }
    return [Span(" ")] + Sanitizer.spans("(\(destination))", style: style.union(.dim))
  }
}
