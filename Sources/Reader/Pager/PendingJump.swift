import Document

/// A jump whose line may not have been read yet: the input is read on until it has.
public enum PendingJump: Hashable, Sendable {
  /// To line N (`NG`, `Ng`, `+N`): there once N lines have come, or the input ended.
  case line(Int)
  /// To N percent of the document (`N%`): the whole input is needed, but 0 % is the start.
  case percent(Int)

  /// Where the jump goes, once the lines it needs are in `document`'s rows; `nil` while
  /// they may still come.
  func position(in document: ReaderDocument) -> Int? {
    let arrived = document.input.arriving?.lines
    switch self {
    case .line(let line):
      guard arrived.map({ $0 >= line }) ?? true else { return nil }
      return document.rows.rowPosition(ofLine: line)
    case .percent(let percent):
      guard arrived == nil || percent <= 0 else { return nil }
      return document.rows.rowPosition(atPercent: percent)
    }
  }
}
