import CCmark

/// Parses Markdown with cmark-gfm, GitHub's build of the CommonMark reference parser, into
/// ``Block``s. No Markdown is parsed by hand here: this file only walks cmark's tree.
public enum MarkdownParser {
  /// Registers the GFM extensions once per process; cmark's registry is not thread-safe, and a
  /// Swift static is initialised exactly once.
  private static let extensionsRegistered: Bool = {
    cmark_gfm_core_extensions_ensure_registered()
    return true
  }()

  /// The GFM extensions attached to every parser.
  private static let extensionNames = ["table", "strikethrough", "autolink", "tasklist"]

  /// Parses UTF-8 Markdown into blocks.
  ///
  /// - Complexity: O(n) in the size of `markdown`.
  public static func parse(_ markdown: [UInt8]) -> [Block] {
    _ = extensionsRegistered
    guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT) else { return [] }
    defer { cmark_parser_free(parser) }
    for name in extensionNames {
      if let syntax = cmark_find_syntax_extension(name) {
        cmark_parser_attach_syntax_extension(parser, syntax)
      }
    }
    markdown.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        cmark_parser_feed(parser, chars.baseAddress, chars.count)
      }
    }
    guard let root = cmark_parser_finish(parser) else { return [] }
    defer { cmark_node_free(root) }
    return children(of: root).compactMap(block)
  }

  private static func children(of node: OpaquePointer) -> [OpaquePointer] {
    var result: [OpaquePointer] = []
    var child = cmark_node_first_child(node)
    while let current = child {
      result.append(current)
      child = cmark_node_next(current)
    }
    return result
  }

  private static func literal(_ node: OpaquePointer) -> String {
    guard let text = cmark_node_get_literal(node) else { return "" }
    return String(cString: text)
  }

  private static func block(_ node: OpaquePointer) -> Block? {
    switch cmark_node_get_type(node) {
    case CMARK_NODE_HEADING:
      return .heading(level: Int(cmark_node_get_heading_level(node)), inlines(of: node))
    case CMARK_NODE_PARAGRAPH:
      return .paragraph(inlines(of: node))
    case CMARK_NODE_LIST:
      let items = children(of: node).map { item in
        ListItem(
          blocks: children(of: item).compactMap(block),
          isChecked: typeName(item) == "tasklist"
            ? cmark_gfm_extensions_get_tasklist_item_checked(item) : nil,
          isTight: cmark_node_get_list_tight(node) != 0)
      }
      return .list(
        ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
        start: Int(cmark_node_get_list_start(node)), items: items)
    case CMARK_NODE_CODE_BLOCK:
      var text = literal(node)
      if text.hasSuffix("\n") { text.removeLast() }
      return .codeBlock(text)
    case CMARK_NODE_BLOCK_QUOTE:
      return .blockQuote(children(of: node).compactMap(block))
    case CMARK_NODE_THEMATIC_BREAK:
      return .thematicBreak
    case CMARK_NODE_HTML_BLOCK:
      var text = literal(node)
      if text.hasSuffix("\n") { text.removeLast() }
      return .raw(text)
    default:
      if typeName(node) == "table" { return .table(table(node)) }
      // Blocks of other extensions fall back to their text.
      let text = plainText(of: node)
      return text.isEmpty ? nil : .raw(text)
    }
  }

  private static func typeName(_ node: OpaquePointer) -> String {
    cmark_node_get_type_string(node).map { String(cString: $0) } ?? ""
  }

  private static func table(_ node: OpaquePointer) -> Table {
    let columns = Int(cmark_gfm_extensions_get_table_columns(node))
    var alignments = Array(repeating: Table.Alignment.leading, count: columns)
    if let raw = cmark_gfm_extensions_get_table_alignments(node) {
      for column in 0..<columns {
        switch raw[column] {
        case UInt8(ascii: "c"): alignments[column] = .center
        case UInt8(ascii: "r"): alignments[column] = .trailing
        default: break
        }
      }
    }
    var header: [[Inline]] = []
    var rows: [[[Inline]]] = []
    for row in children(of: node) {
      let cells = children(of: row).map { inlines(of: $0) }
      if cmark_gfm_extensions_get_table_row_is_header(row) != 0 {
        header = cells
      } else {
        rows.append(cells)
      }
    }
    return Table(alignments: alignments, header: header, rows: rows)
  }

  private static func plainText(of node: OpaquePointer) -> String {
    let own = literal(node)
    let nested = children(of: node).map(plainText).joined(separator: " ")
    return [own, nested].filter { !$0.isEmpty }.joined(separator: " ")
  }

  private static func inlines(of node: OpaquePointer) -> [Inline] {
    children(of: node).compactMap(inline)
  }

  private static func inline(_ node: OpaquePointer) -> Inline? {
    switch cmark_node_get_type(node) {
    case CMARK_NODE_TEXT, CMARK_NODE_HTML_INLINE:
      return .text(literal(node))
    case CMARK_NODE_CODE:
      return .code(literal(node))
    case CMARK_NODE_EMPH:
      return .emphasis(inlines(of: node))
    case CMARK_NODE_STRONG:
      return .strong(inlines(of: node))
    case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
      let url = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
      return .link(destination: url, inlines(of: node))
    case CMARK_NODE_SOFTBREAK:
      return .softBreak
    case CMARK_NODE_LINEBREAK:
      return .lineBreak
    default:
      if typeName(node) == "strikethrough" { return .strikethrough(inlines(of: node)) }
      let text = plainText(of: node)
      return text.isEmpty ? nil : .text(text)
    }
  }
}
