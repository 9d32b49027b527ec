import CCmark

/// The inline half of the walk through cmark-gfm's tree (``MarkdownParser`` walks the
/// blocks): a block's text and its markup as guia's ``Inline`` values, nested no deeper than
/// ``MarkdownParser/maximumInlineDepth``, and where its lines break.
enum InlineReader {
  /// What places the inlines of `node` (a paragraph or heading) on its source lines, when
  /// its soft and hard breaks are fewer than its lines.
  static func inlineLines(of node: OpaquePointer, in source: SourceContext) -> InlineLines? {
    var breaks = 0
    MarkdownParser.walk(node) { descendant in
      let type = cmark_node_get_type(descendant)
      if type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK { breaks += 1 }
      return true
    }
    return source.inlineLines(start: MarkdownParser.line(of: node), end: Int(cmark_node_get_end_line(node)), breaks: breaks)
  }

  /// The inlines of `node`'s children, `depth` levels of markup down; `lines`, when the
  /// block's source lines are more than its line breaks, places the others.
  static func inlines(of node: OpaquePointer, depth: Int, lines: InlineLines? = nil) -> [Inline] {
    // Inline HTML arrives a tag at a time: the known tags are folded around what they hold,
    // and the Markdown inside them nests only as much deeper as the bound leaves.
    var folding = HTMLInline.Folding(depth: depth)
    for child in MarkdownParser.children(of: node) {
      switch cmark_node_get_type(child) {
      case CMARK_NODE_HTML_INLINE:
        let html = MarkdownParser.literal(child)
        folding.add(.html(html))
        // A tag written over lines: its text is hidden, its lines are not.
        let endings = html.utf8.count { $0 == 0x0A }
        if let lines, endings > 0 {
          lines.extra += endings
          for _ in 0..<endings { folding.add(.inline(.sourceLineStart)) }
        }
      case CMARK_NODE_CODE:
        for inline in codeSpan(child, lines: lines) { folding.add(.inline(inline)) }
      default:
        if let inline = inline(child, depth: folding.depth, lines: lines) { folding.add(.inline(inline)) }
      }
      // cmark's nodes go as guia's are made: a 10 MB paragraph's two trees were held whole
      // at once.
      cmark_node_free(child)
    }
    return folding.inlines
  }

  /// A code span, cut where its source had line endings (cmark reads them as spaces).
  private static func codeSpan(_ node: OpaquePointer, lines: InlineLines?) -> [Inline] {
    let text = MarkdownParser.literal(node)
    guard let lines else { return [.code(text)] }
    let reported = Int(cmark_node_get_start_line(node)) + lines.extra
    guard let endings = lines.source.lineEndings(in: Array(text.utf8), fromLine: reported, toLine: lines.end),
      !endings.isEmpty
    else { return [.code(text)] }
    lines.extra += endings.count
    let bytes = Array(text.utf8)
    var result: [Inline] = []
    var start = 0
    for ending in endings {
      // The space stays with the text before it: the row may break there as before.
      result += [.code(String(decoding: bytes[start...ending], as: UTF8.self)), .sourceLineStart]
      start = ending + 1
    }
    if start < bytes.count { result.append(.code(String(decoding: bytes[start...], as: UTF8.self))) }
    return result
  }

  private static func inline(_ node: OpaquePointer, depth: Int, lines: InlineLines? = nil) -> Inline? {
    let type = cmark_node_get_type(node)
    switch type {
    case CMARK_NODE_TEXT:
      return .text(MarkdownParser.literal(node))
    case CMARK_NODE_HTML_INLINE:
      // Reached only outside inlines(of:) (a table cell's flattened text): the tag hidden.
      return nil
    case CMARK_NODE_FOOTNOTE_REFERENCE:
      return Int(MarkdownParser.literal(node)).map { .footnoteReference($0) } ?? .text(MarkdownParser.literal(node))
    case CMARK_NODE_CODE:
      return .code(MarkdownParser.literal(node))
    case CMARK_NODE_SOFTBREAK:
      return .softBreak
    case CMARK_NODE_LINEBREAK:
      return .lineBreak
    default:
      break
    }
    if depth >= MarkdownParser.maximumInlineDepth {
      let text = flattenedText(of: node)
      return text.isEmpty ? nil : .text(text)
    }
    switch type {
    case CMARK_NODE_EMPH:
      return .emphasis(inlines(of: node, depth: depth + 1, lines: lines))
    case CMARK_NODE_STRONG:
      return .strong(inlines(of: node, depth: depth + 1, lines: lines))
    case CMARK_NODE_LINK:
      return .link(destination: url(of: node), inlines(of: node, depth: depth + 1, lines: lines))
    case CMARK_NODE_IMAGE:
      return .image(destination: url(of: node), inlines(of: node, depth: depth + 1, lines: lines))
    default:
      if MarkdownParser.typeName(node) == "strikethrough" {
        return .strikethrough(inlines(of: node, depth: depth + 1, lines: lines))
      }
      let text = MarkdownParser.plainText(of: node)
      return text.isEmpty ? nil : .text(text)
    }
  }

  private static func url(of node: OpaquePointer) -> String {
    cmark_node_get_url(node).map { String(cString: $0) } ?? ""
  }

  /// Inline markup too deep to nest further as it would read with no styles: its text, each
  /// link's address after the link's text as layout shows it.
  private static func flattenedText(of node: OpaquePointer) -> String {
    var text = ""
    func leave(_ node: OpaquePointer) {
      let type = cmark_node_get_type(node)
      guard type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE else { return }
      let destination = url(of: node)
      if !destination.isEmpty { text += " (\(destination))" }
    }
    MarkdownParser.walk(node, enter: { descendant in
      switch cmark_node_get_type(descendant) {
      case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: text += " "
      default: text += MarkdownParser.literal(descendant)
      }
      return true
    }, exit: leave)
    leave(node)
    return text
  }
}
