/// How far an example file has drifted from its seed's text, in changed lines.
///
/// Both sides are compared as lines with leading and trailing whitespace trimmed and blank lines
/// dropped: two seeds were flattened (no indentation) and one has trailing blanks, so formatting
/// is free. The count is the sum over the diff's hunks of `max(deleted, inserted)`, so a line
/// replaced by another counts once.
enum LineDiff {
  /// The lines that take part in the comparison.
  static func significantLines<S: Sequence<Substring>>(_ lines: S) -> [Substring] {
    lines.map(trimmed).filter { !$0.isEmpty }
  }

  /// The changed lines between `old` and `new`, by a longest common subsequence.
  static func changedLines(from old: [Substring], to new: [Substring]) -> Int {
    // lcs[i][j]: the longest common subsequence of old[i...] and new[j...].
    var lcs = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        lcs[i][j] = old[i] == new[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
      }
    }
    var changed = 0
    var deleted = 0
    var inserted = 0
    var i = 0
    var j = 0
    // A hunk is a run of deletions and insertions between two kept lines.
    func closeHunk() {
      changed += max(deleted, inserted)
      deleted = 0
      inserted = 0
    }
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        closeHunk()
        i += 1
        j += 1
      } else if j == new.count || (i < old.count && lcs[i + 1][j] >= lcs[i][j + 1]) {
        deleted += 1
        i += 1
      } else {
        inserted += 1
        j += 1
      }
    }
    closeHunk()
    return changed
  }

  private static func trimmed(_ line: Substring) -> Substring {
    let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
    guard let first = line.firstIndex(where: { !isBlank($0) }),
      let last = line.lastIndex(where: { !isBlank($0) })
    else { return "" }
    return line[first...last]
  }
}
