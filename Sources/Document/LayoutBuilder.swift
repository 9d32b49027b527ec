/// Turns blocks into display lines at a content width; ``DocumentLayout`` adds the padding.
struct LayoutBuilder {
  let width: Int
  let options: LayoutOptions
  // Read and written by the builder's extensions (code, tables) too.
  var lines: [DisplayLine] = []
  var block = 0
  var offset = 0
  var step: Int?

  init(options: LayoutOptions) {
    self.options = options
    width = options.wrapWidth
  }

  mutating func build(_ document: Document) {
    for (index, block) in document.blocks.enumerated() {
      self.block = index
      offset = 0
      // Plain text lines follow each other; blocks of Markdown and steps have a row between.
      if index > 0, document.kind != .plainText { blank() }
      switch document.kind {
      case .guide:
        step = index
        emit([Span("Paso \(index + 1)", style: .bold)])
        layout(block, indent: .empty)
      case .markdown, .plainText:
        layout(block, indent: .empty)
      }
    }
  }

  mutating func blank() {
    lines.append(
      DisplayLine(
        spans: [], width: 0, source: SourcePosition(block: block - 1, offset: Int.max),
        step: step))
  }

  mutating func emit(_ spans: [Span], firstIndent: DisplayText = .empty, indent: DisplayText = .empty,
                             style: TextStyle = [])
  {
    let indentWidth = DisplayWidth.of(indent)
    let glyphs = Glyph.glyphs(of: spans)
    let rows = LineBreaker.wrap(glyphs: glyphs, width: max(1, width - indentWidth))
    let joiners = WrappedRow.joiners(of: rows, glyphs: glyphs)
    for (number, row) in rows.enumerated() {
      let prefix = number == 0 ? firstIndent : indent
      var line = DisplayLine(
        spans: row.spans, width: row.width,
        source: SourcePosition(block: block, offset: offset + row.startOffset), step: step)
      line.joiner = joiners[number]
      if !prefix.isEmpty { line.prepend(Span(prefix, style: style)) }
      lines.append(line)
    }
    offset += spans.reduce(0) { $0 + $1.text.count } + 1
  }

  private mutating func layout(_ block: Block, indent: DisplayText) {
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
      emit(spans(inlines, style: style), firstIndent: deeper, indent: deeper)
      if level <= 3, lines.indices.contains(first) { lines[first].heading = DisplayText(sanitizing: inlines.plainText(in: options.language)) }
    case .paragraph(let inlines):
      emit(spans(inlines), firstIndent: indent, indent: indent)
    case .raw(let text):
      emit(Sanitizer.layoutSpans(text), firstIndent: indent, indent: indent)
    case .html(let text):
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        emit(Sanitizer.layoutSpans(String(line), style: .dim), firstIndent: indent, indent: indent)
      }
    case .codeBlock(let text, let language):
      if let language, !language.isEmpty {
        emit(Sanitizer.spans(language, style: [.dim, .italic]), firstIndent: indent, indent: indent)
      }
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        emitCode(Sanitizer.layoutSpans(Self.expandingTabs(String(line))), indent: indent)
      }
    case .table(let table):
      layout(table, indent: indent)
    case .nestingLimit:
      emit([Span(Block.nestingLimitText, style: .dim)], firstIndent: indent, indent: indent)
    case .thematicBreak:
      let rule = DisplayText(repeating: "─", count: max(1, width - DisplayWidth.of(indent)))
      emit([Span(rule, style: .dim)], firstIndent: indent, indent: indent)
    case .blockQuote(let blocks):
      layout(blocks, indent: indent + "│ ")
    case .group(let blocks):
      layout(blocks, indent: indent)
    case .list(let ordered, let start, let items):
      for (number, item) in items.enumerated() {
        var marker: DisplayText = ordered ? "\(start + number). " : "• "
        if let isChecked = item.isChecked { marker = isChecked ? "[x] " : "[ ] " }
        let hanging = indent + DisplayText(repeating: " ", count: DisplayWidth.of(marker))
        let first = lines.count
        layout(item.blocks, indent: hanging, separated: !item.isTight)
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
    if !indent.isEmpty { line.prepend(Span(indent)) }
    lines.append(line)
    offset += spans.reduce(0) { $0 + $1.text.count } + 1
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

  mutating func layout(_ blocks: [Block], indent: DisplayText, separated: Bool = true) {
    for (index, block) in blocks.enumerated() {
      if index > 0, separated { blank() }
      layout(block, indent: indent)
    }
  }

  /// Styled, sanitised spans for inline content.
  func spans(_ inlines: [Inline], style: TextStyle = []) -> [Span] {
    inlines.flatMap { inline -> [Span] in
      switch inline {
      case .text(let text): return Sanitizer.layoutSpans(text, style: style)
      case .code(let text): return Sanitizer.layoutSpans(text, style: style.union(.dim))
      case .emphasis(let children): return spans(children, style: style.union(.italic))
      case .strong(let children): return spans(children, style: style.union(.bold))
      case .strikethrough(let children):
        switch options.strikethrough {
        case .attribute: return spans(children, style: style.union(.strikethrough))
        case .markers:
          let marker = Span("~~", style: style)
          return [marker] + spans(children, style: style) + [marker]
        }
      case .keyboard(let children): return spans(children, style: style.union(.reverse))
      case .footnoteReference(let number): return [Span("[\(number)]", style: style.union(.dim))]
      case .label(let words): return [Span(words.resolved(in: options.language), style: style)]
      case .image(let destination, let children):
        var result = [Span(DisplayText(sanitizing: "[" + Inline.imageLabel.resolved(in: options.language).string), style: style)]
          + spans(children, style: style) + [Span("]", style: style)]
        if !destination.isEmpty {
          result.append(Span(" "))
          result += Sanitizer.spans(destination, style: style.union(.dim))
        }
        return result
      case .link(let destination, let children):
        var result = spans(children, style: style.union(.underline))
        // An address that only repeats the text (an autolink, a mailto: of the address
        // shown) is not shown again.
        if !destination.isEmpty, destination != children.plainText,
          destination != "mailto:" + children.plainText
        {
          result.append(Span(" "))
          result += Sanitizer.spans("(\(destination))", style: style.union(.dim))
        }
        return result
      case .softBreak: return [Span(" ", style: style)]
      case .lineBreak: return [Span("\n", style: style)]
      }
    }
  }
}
