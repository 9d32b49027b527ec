import Document

/// The marks a reader set, and where the last jump started: as less's, each mark keeps its
/// file, so the marks are one set for all the files of a run, handed from reader to reader
/// as the search history is.
public struct ReaderMarks: Hashable, Sendable {
  /// A marked place: the file (its path in the list; `nil` for a reader of no list) and the
  /// row there.
  public struct Place: Hashable, Sendable {
    /// The file's path as the list has it.
    public var file: String?
    /// The row: the top one, or the bottom one of a letter set with `M`.
    public var position: Int
  }

  /// Where `'` and a letter (or `''`) go.
  enum Target: Hashable, Sendable {
    /// The top row in this file.
    case here(Int)
    /// Another file of the list, at this top row.
    case file(String, top: Int)
  }

  /// The place each letter marks.
  var places: [Character: Place] = [:]
  /// Where the view was before the last jump (`''`).
  var jumpStart: Place?
  /// The letters set with `M`: their rows mark the bottom of the screen.
  var bottomLetters: Set<Character> = []

  /// No marks.
  public init() {}

  /// `m` and `letter`: the top row of `file` is kept under the letter. Returns the footer's words.
  mutating func setTop(_ letter: Character, at top: Int?, in file: String?) -> LocalizedStringKey {
    guard letter.isLetter, let top else { return ReaderMessage.markNotSet(letter) }
    places[letter] = Place(file: file, position: top)
    bottomLetters.remove(letter)
    return ReaderMessage.markSet(letter)
  }

  /// `M` and `letter`: the bottom row of `file` is kept under the letter.
  mutating func setBottom(_ letter: Character, at bottom: Int?, in file: String?) -> LocalizedStringKey {
    guard letter.isLetter, let bottom else { return ReaderMessage.markNotSet(letter) }
    places[letter] = Place(file: file, position: bottom)
    bottomLetters.insert(letter)
    return ReaderMessage.markSet(letter)
  }

  /// `ESC-M` and `letter`: the mark is forgotten.
  mutating func clear(_ letter: Character) -> LocalizedStringKey {
    places[letter] = nil
    bottomLetters.remove(letter)
    return ReaderMessage.markCleared(letter)
  }

  /// Where `'` and `letter` go (`''`: where the last jump started) from `file`, whose rows
  /// are `rows`: a mark set with `M` has its row at the bottom of `visibleRows`. A mark of
  /// another file is that file at its row. `nil` when the mark is not set.
  func target(_ letter: Character, from file: String?, in rows: any DocumentRows, visibleRows: Int) -> Target? {
    guard let place = letter == "'" ? jumpStart : places[letter] else { return nil }
    if let other = place.file, let file, other != file { return .file(other, top: place.position) }
    guard bottomLetters.contains(letter) else { return .here(place.position) }
    return .here(rows.positions(before: place.position, limit: max(0, visibleRows - 1)).first ?? place.position)
  }
}
