/// The open blocks of a Markdown document as cmark-gfm's block parser has them after each
/// line, kept only so far as ``MarkdownParts`` needs: whether a fenced code block or an HTML
/// block is open (its lines are not Markdown, a blank line or a fence in it is text), at any
/// depth of quotes and list items.
///
/// A fence or an HTML block opens or closes by what holds the line: a list item whose line is
/// indented too little ends, and its fence with it; an HTML block of CommonMark's kind 7
/// starts anywhere but on a line that goes on a paragraph (after a quote, a list item, a
/// heading or a closing fence it does start). Following only the margin's fences and HTML
/// blocks, the search had lost track there and cut inside a code block. So this follows
/// cmark's own steps (blocks.c: the open containers a line continues, then the blocks it
/// starts, then a lazy paragraph line), for quotes, list items and the leaf blocks.
struct MarkdownBlockTracker: Sendable {
  enum Container: Equatable {
    case quote
    /// A list item whose lines go on at `contentIndent` columns; `hasContent` once a line
    /// has put a block in it (an item that starts with a blank line ends at the next blank one).
    case item(contentIndent: Int, hasContent: Bool)
  }

  private enum Leaf: Equatable {
    case none
    /// A paragraph, with its last line: a table's header when a delimiter row follows.
    case paragraph(lastLine: ArraySlice<UInt8>)
    case table
    case indentedCode
    case fence(character: UInt8, length: Int)
    /// An HTML block, with its end marker; an empty one for a block a blank line ends.
    case html(end: [UInt8])
  }

  private var containers: [Container] = []
  private var leaf = Leaf.none

  /// Whether a fenced code block or an HTML block is open after the lines read.
  var isInRawBlock: Bool {
    switch leaf {
    case .fence, .html: true
    default: false
    }
  }

  /// Whether the last line left only document-level blocks open: no quote, no list item.
  var isAtDocumentLevel: Bool { containers.isEmpty }

  /// Reads one line (without its line feed) as cmark-gfm reads it after those before.
  mutating func read(_ line: ArraySlice<UInt8>) {
    var cursor = LineCursor(line)
    var matched = 0
    for container in containers {
      guard cursor.continues(container) else { break }
      matched += 1
    }
    let allMatched = matched == containers.count
    var leafMatched = false
    if allMatched {
      switch leaf {
      case .fence(let character, let length):
        if cursor.closesFence(character: character, length: length) { leaf = .none }
        return
      case .html(let end):
        if end.isEmpty {
          guard cursor.isBlank else { return }
          leaf = .none
          return
        }
        if MarkdownLine.contains(cursor.rest, end) { leaf = .none }
        return
      case .indentedCode:
        if cursor.indent >= 4 || cursor.isBlank { return }
      case .paragraph, .table:
        leafMatched = !cursor.isBlank
      case .none:
        break
      }
    }
    let isLazyCandidate: Bool
    if case .paragraph = leaf { isLazyCandidate = true } else { isLazyCandidate = false }
    var inParagraph = false
    var inTable = false
    if allMatched, leafMatched {
      if case .paragraph = leaf { inParagraph = true } else { inTable = true }
    }
    var lastLine: ArraySlice<UInt8> = []
    if case .paragraph(let line) = leaf { lastLine = line }
    var opened: [Container] = []
    var newLeaf: Leaf?
    while true {
      let indent = cursor.indent
      let indented = indent >= 4
      let text = cursor.rest
      let first = text.first
      if !indented, first == 0x3E {
        cursor.openQuote()
        opened.append(.quote)
        inParagraph = false
        inTable = false
        continue
      }
      if !indented, let first {
        let run = text.prefix { $0 == first }.count
        if first == 0x23, run <= 6, text.count == run || text[text.startIndex + run] == 0x20 || text[text.startIndex + run] == 0x09 {
          newLeaf = Leaf.none
          break
        }
        if (first == 0x60 || first == 0x7E) && run >= 3 && !(first == 0x60 && text.dropFirst(run).contains(0x60)) {
          newLeaf = .fence(character: first, length: run)
          break
        }
        if first == 0x3C {
          if let end = HTMLBlockStart.endMarker(text) {
            newLeaf = MarkdownLine.contains(text.dropFirst(), end) ? Leaf.none : .html(end: end)
            break
          }
          if HTMLBlockStart.endsAtBlankLine(text, mayInterrupt: inParagraph) {
            newLeaf = .html(end: [])
            break
          }
        }
        if inParagraph, first == 0x3D || first == 0x2D, text.dropFirst(run).allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
          newLeaf = Leaf.none
          break
        }
        if Self.isThematicBreak(text) {
          newLeaf = Leaf.none
          break
        }
      }
      if let contentIndent = cursor.openItem(interruptingParagraph: inParagraph) {
        opened.append(.item(contentIndent: contentIndent, hasContent: false))
        inParagraph = false
        inTable = false
        continue
      }
      if indented, !isLazyCandidate, !cursor.isBlank {
        newLeaf = .indentedCode
        break
      }
      if !indented, inParagraph, let cells = Self.delimiterCells(text), cells == Self.cells(lastLine) {
        newLeaf = .table
        break
      }
      break
    }
    let blank = cursor.isBlank
    if !allMatched, opened.isEmpty, newLeaf == nil, !blank, isLazyCandidate {
      // A lazy line: it goes on the paragraph, every container stays open.
      leaf = .paragraph(lastLine: cursor.rest)
      return
    }
    containers.removeLast(containers.count - matched)
    containers += opened
    if let newLeaf {
      leaf = newLeaf
    } else if inParagraph {
      leaf = .paragraph(lastLine: cursor.rest)
    } else if inTable {
      leaf = .table
    } else {
      leaf = blank ? .none : .paragraph(lastLine: cursor.rest)
    }
    // Every item open holds a block now, but one just opened whose line is blank.
    for index in containers.indices {
      guard case .item(let contentIndent, let hasContent) = containers[index], !hasContent else { continue }
      if !blank || index < containers.count - 1 {
        containers[index] = .item(contentIndent: contentIndent, hasContent: true)
      }
    }
  }

  /// Whether `text` is a thematic break: three or more `*`, `-` or `_`, blanks between.
  private static func isThematicBreak(_ text: ArraySlice<UInt8>) -> Bool {
    guard let first = text.first, first == 0x2A || first == 0x2D || first == 0x5F else { return false }
    var count = 0
    for byte in text {
      if byte == first {
        count += 1
      } else if byte != 0x20 && byte != 0x09 {
        return false
      }
    }
    return count >= 3
  }

  /// The cells of `line` as a table's row: the pipes not escaped, less a leading and a
  /// trailing one, and one.
  private static func cells(_ line: ArraySlice<UInt8>) -> Int {
    var text = line
    while let last = text.last, last == 0x20 || last == 0x09 { text = text.dropLast() }
    if text.first == 0x7C { text = text.dropFirst() }
    var count = 1
    var index = text.startIndex
    while index < text.endIndex {
      if text[index] == 0x5C {
        index += 2
        continue
      }
      if text[index] == 0x7C, index < text.endIndex - 1 { count += 1 }
      index += 1
    }
    return count
  }

  /// The cells of `line` when it is a table's delimiter row (`|---|:-:|`), else `nil`.
  private static func delimiterCells(_ line: ArraySlice<UInt8>) -> Int? {
    guard let first = line.first, first == 0x7C || first == 0x3A || first == 0x2D else { return nil }
    var text = line
    while let last = text.last, last == 0x20 || last == 0x09 { text = text.dropLast() }
    if text.first == 0x7C { text = text.dropFirst() }
    if text.last == 0x7C { text = text.dropLast() }
    guard !text.isEmpty else { return nil }
    let cells = text.split(separator: 0x7C, omittingEmptySubsequences: false)
    for cell in cells {
      var marker = cell.drop { $0 == 0x20 || $0 == 0x09 }
      while let last = marker.last, last == 0x20 || last == 0x09 { marker = marker.dropLast() }
      if marker.first == 0x3A { marker = marker.dropFirst() }
      if marker.last == 0x3A { marker = marker.dropLast() }
      guard !marker.isEmpty, marker.allSatisfy({ $0 == 0x2D }) else { return nil }
    }
    return cells.count
  }
}
