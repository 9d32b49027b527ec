/// The row positions a layout walked last, kept to answer the next walk from a row among
/// them: a key asks for a screen of rows from the top several times (to move, to clamp, to
/// measure, to draw), and a `j` then walks one line instead of four screens of them.
struct LastWalk {
  /// What the last walk knows of a walk asked for.
  enum Answer: Equatable {
    /// Every position asked for (all there are, when the walk reached the rows' end).
    case whole([Int])
    /// The first positions asked for: the others follow the last of them.
    case partial(ArraySlice<Int>)
  }

  private var positions: [Int] = []
  private var limit = 0
  /// Where the rows ended when they were walked; -1 when nothing is kept.
  private var end = -1

  /// What the last walk knows of `limit` positions from the row start `start`, the rows
  /// ending at `end`; nil when `start` is not among its positions or the end has moved.
  func answer(from start: Int, limit: Int, end: Int) -> Answer? {
    guard self.end == end, let index = positions.lastIndex(notAbove: start), positions[index] == start
    else { return nil }
    let known = positions[index...]
    if known.count >= limit { return .whole(Array(known.prefix(limit))) }
    // Fewer positions than its own limit: the walk reached the end.
    if positions.count < self.limit { return .whole(Array(known)) }
    return .partial(known)
  }

  /// Keeps `positions`, walked for `limit` over rows ending at `end`, when every row they
  /// come from is final (input arriving later cannot move them); forgets the last otherwise.
  mutating func keep(_ positions: [Int], limit: Int, end: Int, isFinal: Bool) {
    self = isFinal ? LastWalk(positions: positions, limit: limit, end: end) : LastWalk()
  }
}
