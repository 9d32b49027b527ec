import Document

/// less's `J` and `K`: a row at a time whatever the end, as a jump puts a line at the top with
/// `~` rows below it (the seed's footer keeps plain scrolling, `j` and `k`, at the end).
struct PastEndMotion: Hashable, Sendable {
  /// Whether the rows move up the screen (`J`) rather than down (`K`).
  var isForward: Bool
  /// How many rows: the count typed, at least one.
  var rows: Int

  /// `J` (`isForward`) or `K`, `count` times.
  init(isForward: Bool, count: Int?) {
    self.isForward = isForward
    rows = max(1, count ?? 1)
  }

  /// The top row after the motion from the top row `top` of `document`, if there is one to
  /// go to.
  func target(from top: Int, in document: any DocumentRows) -> Int? {
    isForward
      ? document.positions(from: top, limit: rows + 1).dropFirst().last
      : document.positions(before: top, limit: rows).first
  }
}
