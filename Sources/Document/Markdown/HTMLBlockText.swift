import Localization

/// An HTML block of a README (`<p align="center">`, `<details>`, `<img>`, a `<table>` of
/// badges) read as a browser shows its text: tags left out, their content kept; a block tag
/// (`<p>`, `<div>`, `<summary>`, `<li>`, `<tr>`…) or `<br>` ends a line; `<img>` is its `alt`
/// text as layout shows an image (`[imagen: Logo]`); spaces and newlines are one space, but
/// in `<pre>`; the commonest character references (`&amp;`, `&lt;`, `&#169;`) decoded. Each
/// line keeps the source line it starts on.
enum HTMLBlockText {
  /// The text's lines of `html`, each with the line of `html` (from 0) where it starts.
  /// An image's words are in `language` (`[imagen: Logo]`).
  static func lines(of html: String, language: Language = .spanish) -> [(text: String, line: Int)] {
    var lines: [(text: String, line: Int)] = []
    var current = ""
    var currentLine: Int?
    var sourceLine = 0
    var preformatted = 0
    func endLine() {
      // Its spaces at the end taken off in place (a copy of a 10 MB block's one line was
      // 10 MB more); a line starts with one only after a reference (`&#32;`).
      if preformatted == 0 {
        if current.first == " " {
          current = current.trimmingSpaces
        } else {
          while current.last == " " { current.removeLast() }
        }
      }
      if !current.isEmpty { lines.append((current, currentLine ?? sourceLine)) }
      current = ""
      currentLine = nil
    }
    func append(_ character: Character) {
      if character == "\n" || character == "\r\n" {
        if preformatted > 0 { endLine() } else if !current.isEmpty, current.last != " " { current.append(" ") }
        sourceLine += 1
        return
      }
      if character == " " || character == "\t", preformatted == 0 {
        if !current.isEmpty, current.last != " " { current.append(" ") }
        return
      }
      if currentLine == nil { currentLine = sourceLine }
      current.append(character)
    }
    // Walked by index, not copied to an array of characters (16 bytes each: 160 MB for a
    // 10 MB block).
    var index = html.startIndex
    while index < html.endIndex {
      let character = html[index]
      if character == "<", let end = tagEnd(in: html, from: index) {
        let tag = String(html[html.index(after: index)..<end])
        sourceLine += tag.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
        let isClosing = tag.hasPrefix("/")
        let name = tag.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }.lowercased()
        switch name {
        case "br":
          endLine()
        case "img":
          if currentLine == nil { currentLine = sourceLine }
          current += imageText(of: tag, in: language)
        case "pre":
          endLine()
          preformatted = max(0, preformatted + (isClosing ? -1 : 1))
        case _ where blockTags.contains(name):
          endLine()
        default:
          break
        }
        index = html.index(after: end)
        continue
      }
      if character == "&", let (decoded, end) = reference(in: html, from: index) {
        if currentLine == nil { currentLine = sourceLine }
        current.append(decoded)
        index = html.index(after: end)
        continue
      }
      append(character)
      index = html.index(after: index)
    }
    endLine()
    return lines
  }

  /// An `<img>` as text: its `alt`, else its `title`, else the name of its file (`logo.png`
  /// of `src="img/logo.png?v=2"`), as a text browser names an image; `[imagen]` when it has
  /// none of them.
  static func imageText(of tag: String, in language: Language) -> String {
    let source = attribute("src", in: tag).map { src in
      String(src.prefix { $0 != "?" && $0 != "#" }.split(separator: "/").last ?? "")
    }
    let words = [attribute("alt", in: tag), attribute("title", in: tag), source]
      .compactMap { $0?.trimmingSpaces }.first { !$0.isEmpty }
    return Inline.imageText(words ?? "", in: language)
  }

  /// The tags that begin and end a line of text.
  private static let blockTags: Set<String> = [
    "p", "div", "details", "summary", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "dl", "dt",
    "dd", "table", "thead", "tbody", "tr", "blockquote", "section", "article", "header", "footer",
    "nav", "center", "figure", "figcaption", "hr", "picture", "aside", "main",
  ]

  /// Where the tag that starts at `start` ends (its `>`, outside quotes), if it is a tag.
  private static func tagEnd(in html: String, from start: String.Index) -> String.Index? {
    var index = html.index(after: start)
    guard index < html.endIndex, html[index].isLetter || html[index] == "/" else { return nil }
    var quote: Character?
    while index < html.endIndex {
      let character = html[index]
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "\"" || character == "'" {
        quote = character
      } else if character == ">" {
        return index
      }
      index = html.index(after: index)
    }
    return nil
  }

  /// The value of attribute `name` in a tag's text (`img src="a.png" alt="Logo"`).
  private static func attribute(_ name: String, in tag: String) -> String? {
    var rest = Substring(tag).drop { $0 != " " && $0 != "\n" && $0 != "\t" }
    while !rest.isEmpty {
      rest = rest.drop { $0.isWhitespace || $0 == "/" }
      let key = rest.prefix { !$0.isWhitespace && $0 != "=" && $0 != ">" }
      rest = rest.dropFirst(key.count).drop { $0.isWhitespace }
      var value: Substring = ""
      if rest.first == "=" {
        rest = rest.dropFirst().drop { $0.isWhitespace }
        if let quote = rest.first, quote == "\"" || quote == "'" {
          value = rest.dropFirst().prefix { $0 != quote }
          rest = rest.dropFirst(value.count + 2)
        } else {
          value = rest.prefix { !$0.isWhitespace }
          rest = rest.dropFirst(value.count)
        }
      }
      if key.lowercased() == name { return String(value) }
      if key.isEmpty { rest = rest.dropFirst() }
    }
    return nil
  }

  /// The character a reference starting at `start` stands for (`&amp;`, `&#169;`, `&#x2014;`),
  /// and where it ends; `nil` when it is none guia knows.
  private static func reference(in html: String, from start: String.Index) -> (Character, String.Index)? {
    let first = html.index(after: start)
    var end = first
    var length = 1
    while end < html.endIndex, length <= 10, html[end] != ";" {
      end = html.index(after: end)
      length += 1
    }
    guard end < html.endIndex, html[end] == ";" else { return nil }
    let name = String(html[first..<end])
    if let named = named[name] { return (named, end) }
    let number: UInt32? =
      name.hasPrefix("#x") || name.hasPrefix("#X") ? UInt32(name.dropFirst(2), radix: 16)
      : name.hasPrefix("#") ? UInt32(name.dropFirst()) : nil
    guard let number, let scalar = Unicode.Scalar(number), number >= 0x20 else { return nil }
    return (Character(scalar), end)
  }

  private static let named: [String: Character] = [
    "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "copy": "©",
    "reg": "®", "trade": "™", "mdash": "—", "ndash": "–", "hellip": "…", "middot": "·", "bull": "•",
  ]
}

extension String {
  /// The string without the spaces at its ends.
  fileprivate var trimmingSpaces: String {
    var text = Substring(self)
    while text.first == " " { text = text.dropFirst() }
    while text.last == " " { text = text.dropLast() }
    return String(text)
  }
}
