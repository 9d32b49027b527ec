/// The HTML that READMEs hold inside their text, read as a reader would see it rendered:
/// comments hidden, `<br>` a line break, `<b>`, `<strong>`, `<i>`, `<em>`, `<code>`, `<kbd>`,
/// `<s>` and `<del>` as the markup they stand for, `<sub>` and `<sup>` as their text, and any
/// other tag left out with its content kept. cmark gives each tag as a node of its own, so
/// the tags are folded around the inlines between them here.
enum HTMLInline {
  /// A paragraph's content as it comes: an inline, or one piece of inline HTML.
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

  /// Inline HTML folded a piece at a time around what the tags hold (a tag left open styles
  /// nothing, its content stays; a closing tag with no opening is dropped), nesting no deeper than
  /// ``MarkdownParser/maximumInlineDepth`` with the markup around it: a styling tag opened
  /// deeper styles nothing, its content kept as it is (8 200 nested `<b>` overflowed the stack
  /// of every walk after the parser).
  struct Folding {
    /// A tag opened and not yet closed.
    private struct Open {
      var name: String
      var inlines: [Inline] = []
      /// The entry that holds this tag's content: itself when the tag styles it, else the
      /// one below (a tag past the depth, a tag that only contains).
      var holder: Int
      /// The levels of markup around this tag's content.
      var depth: Int
    }

    // The root, then each tag opened, innermost last.
    private var stack: [Open]
    // A `<br>` at a line's end already breaks it: the newline after it is no space.
    private var afterBreak = false

    /// Starts a folding of content already `depth` levels of markup down.
    init(depth: Int) {
      stack = [Open(name: "", holder: 0, depth: depth)]
    }

    /// The levels of markup around what comes next: the Markdown inside it nests only as
    /// much deeper as the bound leaves.
    var depth: Int { stack[stack[stack.count - 1].holder].depth }

    mutating func add(_ piece: Piece) {
      switch piece {
      case .inline(.softBreak) where afterBreak:
        return
      case .inline(let inline):
        if inline != .sourceLineStart { afterBreak = false }
        append([inline])
      case .html(let html):
        switch HTMLInline.tag(html) {
        case .open(let name):
          let holder = stack[stack.count - 1].holder
          if HTMLInline.styling.contains(name), stack[holder].depth < MarkdownParser.maximumInlineDepth {
            stack.append(Open(name: name, holder: stack.count, depth: stack[holder].depth + 1))
          } else {
            stack.append(Open(name: name, holder: holder, depth: stack[holder].depth))
          }
        case .close(let name):
          guard let index = stack.lastIndex(where: { $0.name == name }), index > 0 else { return }
          // Tags opened inside and never closed give up their content as it is.
          while stack.count - 1 > index { giveUp(stack.removeLast()) }
          let closed = stack.removeLast()
          if closed.holder == index {
            append(HTMLInline.wrapped(closed.inlines, in: name))
          }
        case .lineBreak:
          append([.lineBreak])
          afterBreak = true
        case .nothing:
          break
        }
      }
    }

    /// The inlines folded, tags left open giving up their content.
    var inlines: [Inline] {
      var copy = self
      while copy.stack.count > 1 { copy.giveUp(copy.stack.removeLast()) }
      return copy.stack[0].inlines
    }

    private mutating func append(_ inlines: [Inline]) {
      stack[stack[stack.count - 1].holder].inlines += inlines
    }

    /// Puts the content of `open`, a tag removed unclosed, where it stood.
    private mutating func giveUp(_ open: Open) {
      guard open.holder == stack.count else { return }
      append(open.inlines)
    }
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
