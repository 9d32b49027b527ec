import Document

/// A mark key with the letter typed after it (less's `m`, `M`, `ESC-m` and `'`): what it does
/// to the marks of a reader, and where it leads.
enum MarkCommand: Hashable, Sendable {
  /// `m`: the top row is marked with the letter.
  case setTop(Character)
  /// `M`: the bottom row is marked with the letter.
  case setBottom(Character)
  /// `ESC-m`: the letter's mark is forgotten.
  case clear(Character)
  /// `'`: back to the letter's mark (`''`: to where the last jump started).
  case goTo(Character)

  /// What the pager is to do once the command has run.
  enum Outcome: Equatable {
    /// Words for the footer's row until the next key: the mark set or cleared, or why not.
    case said(LocalizedStringKey)
    /// The mark is not set: said, waiting for a key, as less says it.
    case notSet(Character)
    /// The mark is in the file shown: a jump to its top row.
    case jump(Int)
    /// The mark is in another file of the list: that file, at its top row.
    case file(path: String, top: Int)
  }

  /// Runs the command on the marks of `context`, at the rows it shows now.
  func run(in context: inout ReaderDocument) -> Outcome {
    let file = context.files?.currentPath
    switch self {
    case .setTop(let letter): return .said(context.marks.setTop(letter, at: context.viewport.top, in: file))
    case .setBottom(let letter): return .said(context.marks.setBottom(letter, at: context.bottom, in: file))
    case .clear(let letter): return .said(context.marks.clear(letter))
    case .goTo(let letter):
      switch context.marks.target(letter, from: file, in: context.rows, visibleRows: context.visibleRows) {
      case nil: return .notSet(letter)
      case .here(let top): return .jump(top)
      case .file(let path, let top): return .file(path: path, top: top)
      }
    }
  }
}
