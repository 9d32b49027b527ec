/// The HTML block a Markdown line at the margin starts, as CommonMark reads its first line:
/// what ``MarkdownParts`` must follow to its end, because a fence or a blank line inside it
/// is HTML, not Markdown.
enum HTMLBlockStart {
  /// The end marker of the HTML block `line` (which starts with `<`) starts, when that block
  /// may hold blank lines (CommonMark's kinds 1 to 5).
  static func endMarker(_ line: ArraySlice<UInt8>) -> [UInt8]? {
    let lower = line.prefix(12).map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }
    func starts(_ prefix: String) -> Bool { lower.starts(with: Array(prefix.utf8)) }
    for tag in ["script", "pre", "style", "textarea"] where starts("<" + tag) {
      let after = lower.dropFirst(tag.utf8.count + 1).first
      if after == nil || after == 0x20 || after == 0x3E || after == 0x09 { return Array("</\(tag)>".utf8) }
    }
    if starts("<!--") { return Array("-->".utf8) }
    if starts("<?") { return Array("?>".utf8) }
    if starts("<![cdata[") { return Array("]]>".utf8) }
    if starts("<!"), let letter = lower.dropFirst(2).first, (0x61...0x7A).contains(letter) { return Array(">".utf8) }
    return nil
  }

  /// Whether `line`, which starts with `<`, starts an HTML block that a blank line ends:
  /// a block-level tag's (CommonMark's kind 6), or a whole open or closing tag alone on its
  /// line (kind 7), which cannot interrupt a paragraph (when `mayInterrupt`, a paragraph may
  /// be going on).
  static func endsAtBlankLine(_ line: ArraySlice<UInt8>, mayInterrupt: Bool) -> Bool {
    var rest = line.dropFirst()
    let isClosing = rest.first == 0x2F
    if isClosing { rest = rest.dropFirst() }
    let name = rest.prefix { isLetter($0) || (0x30...0x39).contains($0) || $0 == 0x2D }
    guard let first = name.first, isLetter(first) else { return false }
    rest = rest.dropFirst(name.count)
    let lower = String(decoding: name.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
    if blockTags.contains(lower) {
      guard let next = rest.first else { return true }
      return next == 0x20 || next == 0x09 || next == 0x3E || (next == 0x2F && rest.dropFirst().first == 0x3E)
    }
    guard !mayInterrupt else { return false }
    // Kind 7: the tag whole, then only blanks.
    func skipBlanks() { rest = rest.drop { $0 == 0x20 || $0 == 0x09 } }
    if !isClosing {
      while true {
        let before = rest.count
        skipBlanks()
        guard let next = rest.first, isLetter(next) || next == 0x5F || next == 0x3A, rest.count < before else { break }
        rest = rest.drop { isLetter($0) || (0x30...0x39).contains($0) || Array("_.:-".utf8).contains($0) }
        let afterName = rest
        skipBlanks()
        guard rest.first == 0x3D else {
          rest = afterName
          continue
        }
        rest = rest.dropFirst()
        skipBlanks()
        if let quote = rest.first, quote == 0x22 || quote == 0x27 {
          guard let close = rest.dropFirst().firstIndex(of: quote) else { return false }
          rest = rest[(close + 1)...]
        } else {
          let value = rest.prefix { !Array(" \t\"'=<>`".utf8).contains($0) }
          guard !value.isEmpty else { return false }
          rest = rest.dropFirst(value.count)
        }
      }
    }
    skipBlanks()
    if !isClosing, rest.first == 0x2F { rest = rest.dropFirst() }
    guard rest.first == 0x3E else { return false }
    return rest.dropFirst().allSatisfy { $0 == 0x20 || $0 == 0x09 }
  }

  private static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }

  /// The tags of CommonMark's HTML blocks of kind 6, as cmark-gfm 0.29 lists them.
  private static let blockTags: Set<String> = [
    "address", "article", "aside", "base", "basefont", "blockquote", "body", "caption", "center", "col",
    "colgroup", "dd", "details", "dialog", "dir", "div", "dl", "dt", "fieldset", "figcaption", "figure",
    "footer", "form", "frame", "frameset", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hr",
    "html", "iframe", "legend", "li", "link", "main", "menu", "menuitem", "nav", "noframes", "ol",
    "optgroup", "option", "p", "param", "section", "source", "summary", "table", "tbody", "td", "tfoot",
    "th", "thead", "title", "tr", "track", "ul",
  ]
}
