import Document
import GuiaUI
import TerminalUI

/// less's jumps: to a line (`NG`, `Ng`), to a percentage (`N%`, `Np`), to a mark (`m a`,
/// `' a`) and back to where the last jump started (`''`), and `=`, which says where the
/// reader is.
extension ReaderView {
  /// Scrolls so that the row at `position` is at the top, remembering where the view was
  /// for `''`.
  func jump(to position: Int, scroll: ScrollViewProxy) {
    noteJumpStart(scroll: scroll)
    scroll.scrollTo(row: position)
  }

  /// Remembers the top row as where a jump started, for `''`.
  func noteJumpStart(scroll: ScrollViewProxy) {
    if let top = scroll.topRow { marks.jumpStart = top }
  }

  /// `'` and `letter`: back to its mark; `''` back to where the last jump started.
  func goToMark(_ letter: Character, scroll: ScrollViewProxy, visibleRows: Int) {
    let target = letter == "'" ? marks.jumpStart : marks.positions[letter]
    guard let target else {
      message = ReaderMessage.markNotSet(letter)
      return
    }
    guard marks.bottomLetters.contains(letter) else { return jump(to: target, scroll: scroll) }
    // A mark set with M: its row goes back to the bottom.
    let top = model.rows.positions(before: target, limit: max(0, visibleRows - 1)).first ?? target
    jump(to: top, scroll: scroll)
  }

  /// `{`, `(`, `[`: the bracket closing the nth such one of the top row, brought to the
  /// bottom; `}`, `)`, `]`: the one opening the nth such one of the bottom row (counted from
  /// the right), brought to the top.
  func matchBracket(_ key: Key, nth: Int, scroll: ScrollViewProxy, visibleRows: Int) {
    guard case .character(let typed) = key,
      let pair = BracketMatch.pairs.first(where: { $0.open == typed || $0.close == typed })
    else { return }
    matchBracket(
      open: pair.open, close: pair.close, forward: typed == pair.open, nth: nth, scroll: scroll,
      visibleRows: visibleRows)
  }

  /// The bracket `close` matching the `nth` `open` of the top row, brought to the bottom
  /// (`forward`), or the `open` matching the `nth` `close` from the right of the bottom row,
  /// brought to the top: less's `{` and `}`, and with brackets of one's choice, ESC-^F and
  /// ESC-^B.
  func matchBracket(
    open: Character, close: Character, forward: Bool, nth: Int, scroll: ScrollViewProxy, visibleRows: Int
  ) {
    guard let top = scroll.topRow else { return }
    let rows = model.rows
    let typed = forward ? open : close
    guard open != close else {
      message = ReaderMessage.noMatchingBracket(typed)
      return
    }
    if forward {
      guard let found = BracketMatch.closing(open, close, nth: nth, inRowAt: top, of: rows) else {
        message = ReaderMessage.noMatchingBracket(typed)
        return
      }
      jump(to: rows.positions(before: found, limit: max(0, visibleRows - 1)).first ?? found, scroll: scroll)
    } else {
      let bottom = rows.positions(from: top, limit: max(1, visibleRows)).last ?? top
      guard let found = BracketMatch.opening(open, close, nth: nth, inRowAt: bottom, of: rows) else {
        message = ReaderMessage.noMatchingBracket(typed)
        return
      }
      jump(to: found, scroll: scroll)
    }
  }

  /// `M` and `letter`: the bottom row is kept under the letter.
  func setBottomMark(_ letter: Character, scroll: ScrollViewProxy, visibleRows: Int) {
    guard letter.isLetter, let top = scroll.topRow,
      let bottom = model.rows.positions(from: top, limit: max(1, visibleRows)).last
    else {
      message = ReaderMessage.markNotSet(letter)
      return
    }
    marks.positions[letter] = bottom
    marks.bottomLetters.insert(letter)
    message = ReaderMessage.markSet(letter)
  }

  /// `ESC-M` and `letter`: the mark is forgotten.
  func clearMark(_ letter: Character) {
    marks.positions[letter] = nil
    marks.bottomLetters.remove(letter)
    message = ReaderMessage.markCleared(letter)
  }

  /// `m` and `letter`: the top row is kept under the letter.
  func setMark(_ letter: Character, scroll: ScrollViewProxy) {
    guard letter.isLetter, let top = scroll.topRow else {
      message = ReaderMessage.markNotSet(letter)
      return
    }
    marks.positions[letter] = top
    marks.bottomLetters.remove(letter)
    message = ReaderMessage.markSet(letter)
  }

  /// `=` and Ctrl-G: the document, the source lines (and a plain file's bytes) on screen, the percentage,
  /// and the links the screen shows, whose addresses are nowhere else to be read.
  func fileInfo(scroll: ScrollViewProxy, visibleRows: Int) -> LocalizedStringKey {
    let rows = model.rows
    let top = scroll.topRow ?? rows.startPosition
    let shown = rows.positions(from: top, limit: max(1, visibleRows))
    let last = shown.last ?? top
    let lines = rows.lines(from: top, limit: max(1, visibleRows))
    let links = lines.flatMap { line in line.spans.compactMap(\.style.link) }
    var unique: [Hyperlink] = []
    for link in links where !unique.contains(link) { unique.append(link) }
    let title = model.title.map { DisplayText(sanitizing: $0) } ?? "guía"
    let place: LocalizedStringKey
    if rows is TextRows {
      let total = rows.endPosition == 0 ? 0 : rows.lineNumber(atRow: rows.endPosition - 1)
      place = ReaderMessage.place(
        lines: rows.lineNumber(atRow: top)...rows.lineNumber(atRow: last), of: total,
        byte: top, of: rows.endPosition)
    } else if let laidOut = rows as? LaidOutRows, let total = laidOut.document.lineCount {
      let first = rows.lineNumber(atRow: top)
      place = ReaderMessage.place(lines: first...max(first, rows.lineNumber(atRow: last)), of: total)
    } else {
      place = ReaderMessage.place(rows: (top + 1)...(last + 1), of: rows.endPosition)
    }
    return ReaderMessage.fileInfo(
      title: title, place: place, percent: percentShown, reading: model.inputStatus,
      links: unique.map(\.address))
  }
}

/// The marks a reader set, and where the last jump started.
struct ReaderMarks: Hashable, Sendable {
  /// The top row each letter marks.
  var positions: [Character: Int] = [:]
  /// The top row before the last jump (`''`).
  var jumpStart: Int?
  /// The letters set with `M`: their rows mark the bottom of the screen.
  var bottomLetters: Set<Character> = []
}
