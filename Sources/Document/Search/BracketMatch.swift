/// less's `{ ( [` and `} ) ]`: the bracket that matches one on screen, found through the
/// rows as drawn, nesting counted.
public enum BracketMatch {
  /// The pairs less knows, opening first.
  public static let pairs: [(open: Character, close: Character)] = [("{", "}"), ("(", ")"), ("[", "]")]

  /// At most how many rows a match is looked for in: far enough for any block of code, and a
  /// bound on the work of one key.
  public static let rowLimit = 20_000

  /// The row holding the close bracket that matches the `nth` (from 1) `open` in the row at
  /// `position`; `nil` when the row has no such bracket or its match is not within
  /// ``rowLimit`` rows.
  public static func closing(
    _ open: Character, _ close: Character, nth: Int, inRowAt position: Int, of rows: some DocumentRows
  ) -> Int? {
    let batch = 256
    var next = position
    var depth = 0
    var isFirst = true
    var scanned = 0
    while scanned < rowLimit {
      let positions = rows.positions(from: next, limit: batch)
      guard !positions.isEmpty else { return nil }
      let lines = rows.lines(from: next, limit: batch)
      for (row, line) in zip(positions, lines) {
        var characters = Substring(line.text)
        if isFirst {
          // From the nth open bracket of the first row on.
          guard let start = nthIndex(of: open, nth: nth, in: characters.indices, of: characters)
          else { return nil }
          characters = characters[start...]
          isFirst = false
        }
        if closes(characters, opening: open, closing: close, depth: &depth) { return row }
      }
      scanned += positions.count
      guard let last = positions.last else { return nil }
      next = rows.positions(from: last, limit: 2).dropFirst().first ?? rows.endPosition
      if next >= rows.endPosition { return nil }
    }
    return nil
  }

  /// The row holding the open bracket that matches the `nth` (from 1, counted from the right)
  /// `close` in the row at `position`, looked for backward.
  public static func opening(
    _ open: Character, _ close: Character, nth: Int, inRowAt position: Int, of rows: some DocumentRows
  ) -> Int? {
    let batch = 256
    var depth = 0
    var isFirst = true
    var scanned = 0
    // The first row itself, then the rows before it, a batch at a time, last row first.
    var batchPositions = [position]
    while scanned < rowLimit {
      let lines = batchPositions.first.map { rows.lines(from: $0, limit: batchPositions.count) } ?? []
      for (row, line) in zip(batchPositions, lines).reversed() {
        var characters = Substring(line.text)
        if isFirst {
          // Up to the nth close bracket of the first row, counted from the right.
          guard let end = nthIndex(of: close, nth: nth, in: characters.indices.reversed(), of: characters)
          else { return nil }
          characters = characters[...end]
          isFirst = false
        }
        if closes(characters.reversed(), opening: close, closing: open, depth: &depth) { return row }
      }
      scanned += batchPositions.count
      guard let first = batchPositions.first else { return nil }
      batchPositions = rows.positions(before: first, limit: batch)
      if batchPositions.isEmpty { return nil }
    }
    return nil
  }

  /// The index of the `nth` (from 1) `bracket` among `indices` of `text`, in their order.
  private static func nthIndex(
    of bracket: Character, nth: Int, in indices: some Sequence<Substring.Index>, of text: Substring
  ) -> Substring.Index? {
    var seen = 0
    for index in indices where text[index] == bracket {
      seen += 1
      if seen == max(1, nth) { return index }
    }
    return nil
  }

  /// Counts nesting through `characters` (`opening` deepens it, `closing` ends a level);
  /// whether the first level opened ends in them.
  private static func closes(
    _ characters: some Sequence<Character>, opening: Character, closing: Character, depth: inout Int
  ) -> Bool {
    for character in characters {
      if character == opening { depth += 1 }
      if character == closing {
        depth -= 1
        if depth == 0 { return true }
      }
    }
    return false
  }
}
