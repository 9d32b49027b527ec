import Document

/// Two brackets to match: less's `{` `}` (and `(`, `[`), or a pair of one's choice
/// (ESC-^F, ESC-^B).
struct BracketPair: Hashable, Sendable {
  let open: Character
  let close: Character

  /// The pair `typed` opens or closes, among those less knows.
  static func of(_ typed: Character) -> BracketPair? {
    BracketMatch.pairs.first { $0.open == typed || $0.close == typed }
      .map { BracketPair(open: $0.open, close: $0.close) }
  }

  /// Where the view goes: going `forward`, the top row such that the bracket closing the
  /// `nth` open one of the top row is at the bottom; backward, the row of the bracket opening
  /// the `nth` close one of the bottom row (counted from the right), at the top. `nil` when
  /// there is none (or open and close are the same character).
  func target(forward: Bool, nth: Int, in context: ReaderDocument) -> Int? {
    guard open != close, let top = context.viewport.top else { return nil }
    let rows = context.rows
    if forward {
      guard let found = BracketMatch.closing(open, close, nth: nth, inRowAt: top, of: rows) else {
        return nil
      }
      return rows.positions(before: found, limit: context.visibleRows - 1).first ?? found
    }
    let bottom = context.bottom ?? top
    return BracketMatch.opening(open, close, nth: nth, inRowAt: bottom, of: rows)
  }
}
