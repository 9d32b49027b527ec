import Document

/// The marks a reader set, and where the last jump started.
struct ReaderMarks: Hashable, Sendable {
  /// The top row each letter marks.
  var positions: [Character: Int] = [:]
  /// The top row before the last jump (`''`).
  var jumpStart: Int?
  /// The letters set with `M`: their rows mark the bottom of the screen.
  var bottomLetters: Set<Character> = []

  /// `m` and `letter`: the top row is kept under the letter. Returns the footer's words.
  mutating func setTop(_ letter: Character, at top: Int?) -> LocalizedStringKey {
    guard letter.isLetter, let top else { return ReaderMessage.markNotSet(letter) }
    positions[letter] = top
    bottomLetters.remove(letter)
    return ReaderMessage.markSet(letter)
  }

  /// `M` and `letter`: the bottom row is kept under the letter.
  mutating func setBottom(_ letter: Character, at bottom: Int?) -> LocalizedStringKey {
    guard letter.isLetter, let bottom else { return ReaderMessage.markNotSet(letter) }
    positions[letter] = bottom
    bottomLetters.insert(letter)
    return ReaderMessage.markSet(letter)
  }

  /// `ESC-M` and `letter`: the mark is forgotten.
  mutating func clear(_ letter: Character) -> LocalizedStringKey {
    positions[letter] = nil
    bottomLetters.remove(letter)
    return ReaderMessage.markCleared(letter)
  }

  /// The top row `'` and `letter` go to (`''`: where the last jump started): a mark set
  /// with `M` has its row at the bottom of `visibleRows`. `nil` when the mark is not set.
  func target(_ letter: Character, in rows: any DocumentRows, visibleRows: Int) -> Int? {
    guard let target = letter == "'" ? jumpStart : positions[letter] else { return nil }
    guard bottomLetters.contains(letter) else { return target }
    return rows.positions(before: target, limit: max(0, visibleRows - 1)).first ?? target
  }
}
