/// The HTML that READMEs hold inside their text, read as a reader would see it rendered:
/// comments hidden, `<br>` a line break, `<b>`, `<strong>`, `<i>`, `<em>`, `<code>`, `<kbd>`,
/// `<s>` and `<del>` as the markup they stand for, `<sub>` and `<sup>` as their text, and any
/// other tag left out with its content kept. cmark gives each tag as a node of its own, so
/// the tags are folded around the inlines between them here.
enum HTMLInline {
  /// A paragraph's content before folding: an inline, or one piece of inline HTML.
  enum Piece {
    case inline(Inline)
    case html(String)
  }

  /// A piece of inline HTML, read.
  private enum Tag: Equatable {
    case open(String)
    case close(String)
    /// `<br>`, `<br/>`.
    case lineBreak
    /// A comment, a self-closing or unknown tag: nothing shown.
    case nothing
  }

  /// The tags folded around what they hold; a tag left open styles nothing (its content
  /// stays), a closing tag with no opening is dropped.
  static func folded(_ pieces: [Piece]) -> [Inline] {
    // The content of each tag opened and not yet closed, innermost last.
    var stack: [(name: String, inlines: [Inline])] = [("", [])]
    // A `<br>` at a line's end already breaks it: the newline after it is no space.
    var afterBreak = false
    for piece in pieces {
      switch piece {
      case .inline(.softBreak) where afterBreak:
        continue
      case .inline(let inline):
        if inline != .sourceLineStart { afterBreak = false }
        stack[stack.count - 1].inlines.append(inline)
      case .html(let html):
        switch tag(html) {
        case .open(let name):
          stack.append((name, []))
        case .close(let name):
          guard let index = stack.lastIndex(where: { $0.name == name }), index > 0 else { continue }
          // Tags opened inside and never closed give up their content as it is.
          while stack.count - 1 > index {
            let inner = stack.removeLast()
            stack[stack.count - 1].inlines += inner.inlines
          }
          let closed = stack.removeLast()
          stack[stack.count - 1].inlines += wrapped(closed.inlines, in: name)
        case .lineBreak:
          stack[stack.count - 1].inlines.append(.lineBreak)
          afterBreak = true
        case .nothing:
          break
        }
      }
    }
    while stack.count > 1 {
      let open = stack.removeLast()
      stack[stack.count - 1].inlines += open.inlines
    }
    return stack[0].inlines
  }

  /// The tags whose content is styled; any other is shown as its content.
  private static let styling: Set<String> = ["b", "strong", "i", "em", "code", "kbd", "s", "del", "strike"]

  private static func wrapped(_ inlines: [Inline], in name: String) -> [Inline] {
    switch name {
    case "b", "strong": return [.strong(inlines)]
    case "i", "em": return [.emphasis(inlines)]
    case "code": return [.code(inlines.plainText)]
    case "kbd": return [.keyboard(inlines)]
    case "s", "del", "strike": return [.strikethrough(inlines)]
    default: return inlines
    }
  }

  /// What one piece of inline HTML is.
  private static func tag(_ html: String) -> Tag {
    guard html.hasPrefix("<"), !html.hasPrefix("<!") else { return .nothing }
    var body = html.dropFirst().prefix { $0 != ">" }
    let isClosing = body.hasPrefix("/")
    if isClosing { body = body.dropFirst() }
    let name = body.prefix { $0.isLetter || $0.isNumber }.lowercased()
    let isSelfClosing = body.hasSuffix("/")
    if name == "br" { return isClosing ? .nothing : .lineBreak }
    guard !isSelfClosing else { return .nothing }
    // Tags that hold text but style none (sub, sup, span, a, …) are opened and closed too,
    // so that their content is kept in place.
    if isClosing { return .close(name) }
    return styling.contains(name) || Self.containers.contains(name) ? .open(name) : .nothing
  }

  /// Tags kept as containers so that their closing tags pair up: shown as their content.
  private static let containers: Set<String> = ["sub", "sup", "span", "a", "small", "mark", "u", "abbr", "ins", "q", "cite", "var", "samp", "font"]

  /// `text` without its HTML comments, and for each line of the result the line of `text`
  /// (from 0) where it starts: a comment over several lines takes them out of the result.
  static func removingCommentsKeepingLines(_ text: String) -> (text: String, lines: [Int]) {
    var result = ""
    var lines = [0]
    var line = 0
    func keep(_ part: Substring) {
      for character in part {
        result.append(character)
        if character == "\n" {
          line += 1
          lines.append(line)
        }
      }
    }
    var rest = Substring(text)
    while let start = rest.firstRange(of: "<!--") {
      keep(rest[..<start.lowerBound])
      guard let end = rest[start.upperBound...].firstRange(of: "-->") else { return (result, lines) }
      line += rest[start.lowerBound..<end.upperBound].reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
      if result.isEmpty || result.last == "\n" { lines[lines.count - 1] = line }
      rest = rest[end.upperBound...]
    }
    keep(rest)
    return (result, lines)
  }
}
