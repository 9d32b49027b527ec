/// A place in one Markdown line as cmark-gfm's block parser moves through it: a byte and a
/// column, a tab counting to the next multiple of four and possibly taken in part (a list
/// item's content may start inside one). See ``MarkdownBlockTracker``.
struct LineCursor {
  private let line: ArraySlice<UInt8>
  private var offset: Int
  private var column = 0
  private var partialTab = false

  init(_ line: ArraySlice<UInt8>) {
    self.line = line
    offset = line.startIndex
  }

  /// The first byte from here that is not a blank, and its column.
  private var firstNonspace: (index: Int, column: Int) {
    var index = offset
    var column = column
    var toTab = 4 - column % 4
    while index < line.endIndex {
      if line[index] == 0x20 {
        column += 1
        toTab -= 1
        if toTab == 0 { toTab = 4 }
      } else if line[index] == 0x09 {
        column += toTab
        toTab = 4
      } else {
        break
      }
      index += 1
    }
    return (index, column)
  }

  /// The columns of blanks from here to the first other byte.
  var indent: Int { firstNonspace.column - column }

  /// Whether the line has only blanks from here.
  var isBlank: Bool { firstNonspace.index == line.endIndex }

  /// The line from its first byte here that is not a blank.
  var rest: ArraySlice<UInt8> { line[firstNonspace.index...] }

  /// Moves on `count` columns (a tab may be taken in part) or bytes.
  private mutating func advance(_ count: Int, columns: Bool) {
    var count = count
    while count > 0, offset < line.endIndex {
      if line[offset] == 0x09 {
        let toTab = 4 - column % 4
        if columns {
          partialTab = toTab > count
          let step = min(count, toTab)
          column += step
          if !partialTab { offset += 1 }
          count -= step
        } else {
          partialTab = false
          column += toTab
          offset += 1
          count -= 1
        }
      } else {
        partialTab = false
        offset += 1
        column += 1
        count -= 1
      }
    }
  }

  private func isSpaceOrTab(_ index: Int) -> Bool {
    index < line.endIndex && (line[index] == 0x20 || line[index] == 0x09)
  }

  /// Whether the line goes on a block quote (`>` indented three columns at most) or a list
  /// item (indented to its content, or blank in an item that holds a block), moving past
  /// what the container takes.
  mutating func continues(_ container: MarkdownBlockTracker.Container) -> Bool {
    switch container {
    case .quote:
      let (index, _) = firstNonspace
      guard indent <= 3, index < line.endIndex, line[index] == 0x3E else { return false }
      advance(indent + 1, columns: true)
      if isSpaceOrTab(offset) { advance(1, columns: true) }
      return true
    case .item(let contentIndent, let hasContent):
      if indent >= contentIndent {
        advance(contentIndent, columns: true)
        return true
      }
      guard isBlank, hasContent else { return false }
      advance(firstNonspace.index - offset, columns: false)
      return true
    }
  }

  /// Whether the line closes a fence of `length` `character`s: as many or more, indented
  /// three columns at most, then only blanks.
  func closesFence(character: UInt8, length: Int) -> Bool {
    guard indent <= 3 else { return false }
    let text = rest
    let run = text.prefix { $0 == character }.count
    return run >= 3 && run >= length && text.dropFirst(run).allSatisfy { $0 == 0x20 || $0 == 0x09 }
  }

  /// Moves past a block quote's `>` and the blank after it.
  mutating func openQuote() {
    advance(firstNonspace.index + 1 - offset, columns: false)
    if isSpaceOrTab(offset) { advance(1, columns: true) }
  }

  /// The columns of indent of the content of the list item the line starts here, moving
  /// past its marker, or `nil` when it starts none (a paragraph is interrupted only by an
  /// item with content, and an ordered one only when it starts at 1).
  mutating func openItem(interruptingParagraph: Bool) -> Int? {
    let (start, _) = firstNonspace
    let markerIndent = indent
    guard markerIndent < 4, start < line.endIndex else { return nil }
    var index = start
    let first = line[index]
    if first == 0x2A || first == 0x2D || first == 0x2B {
      index += 1
    } else if (0x30...0x39).contains(first) {
      var digits = 0
      var number = 0
      while index < line.endIndex, digits < 9, (0x30...0x39).contains(line[index]) {
        number = number * 10 + Int(line[index] - 0x30)
        digits += 1
        index += 1
      }
      guard !interruptingParagraph || number == 1, index < line.endIndex, line[index] == 0x2E || line[index] == 0x29 else {
        return nil
      }
      index += 1
    } else {
      return nil
    }
    guard index == line.endIndex || isSpaceOrTab(index) else { return nil }
    if interruptingParagraph, line[index...].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return nil }
    let markerLength = index - start
    advance(index - offset, columns: false)
    let saved = self
    let before = column
    while column - before <= 5, isSpaceOrTab(offset) { advance(1, columns: true) }
    let spaces = column - before
    if spaces >= 5 || spaces < 1 || offset == line.endIndex {
      self = saved
      if spaces > 0 { advance(1, columns: true) }
      return markerIndent + markerLength + 1
    }
    return markerIndent + markerLength + spaces
  }
}
