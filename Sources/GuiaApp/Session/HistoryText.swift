/// A history file's contents as bytes, in less's `.lesshst` format: a first line
/// `.less-history-file:`, then sections (`.search`, `.shell`, `.mark`) whose entries start
/// with `"`. Bytes, not text: a pattern less saved in Latin-1 comes back as it was, never as
/// U+FFFD. Every step is linear in the file's length (a 1 MiB history read with a search of
/// the list per line took 25 s).
struct HistoryText: Equatable {
  /// The file's lines, without their newlines; a last line cut short (no newline) is kept.
  let lines: [ArraySlice<UInt8>]

  /// The lines of `bytes`.
  init(_ bytes: [UInt8]) {
    var lines = bytes.split(separator: Self.newline, omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    self.lines = lines
  }

  /// Whether the text is a history file: its first line is less's.
  var isHistory: Bool { lines.first?.starts(with: Self.firstLine) == true }

  /// The `.search` section's patterns, oldest first, each once where it was last (less's
  /// `cmd_addhist` moves a repeated pattern to the end).
  var searches: [[UInt8]] {
    guard isHistory else { return [] }
    var inSearch = false
    var patterns: [[UInt8]] = []
    for line in lines.dropFirst() {
      if line.first == Self.dot {
        inSearch = line.elementsEqual(Self.searchSection)
      } else if inSearch, line.first == Self.quote {
        patterns.append(Array(line.dropFirst()))
      }
    }
    return Self.latestOnce(patterns)
  }

  /// `patterns` in order, each once where it last appears, the last `limit` kept.
  static func latestOnce(_ patterns: [[UInt8]], limit: Int = .max) -> [[UInt8]] {
    var seen = Set<[UInt8]>()
    var kept: [[UInt8]] = []
    for pattern in patterns.reversed() where kept.count < limit && seen.insert(pattern).inserted {
      kept.append(pattern)
    }
    return kept.reversed()
  }

  /// This file's patterns with `added` (another run's, oldest first) after them, each once,
  /// the latest `limit`: what less's `save_cmdhist` writes (the file's entries copied, the
  /// run's new ones appended, the oldest dropped).
  func merging(_ added: [[UInt8]], limit: Int) -> [[UInt8]] {
    Self.latestOnce(searches + added, limit: limit)
  }

  /// The file's bytes with its `.search` section holding `searches` (where the section was,
  /// else at the end); every other line kept byte for byte. Not a history file: a new one.
  func replacingSearches(with searches: [[UInt8]]) -> [UInt8] {
    var section = Self.searchSection + [Self.newline]
    for pattern in searches { section += [Self.quote] + pattern + [Self.newline] }
    guard isHistory else { return Self.firstLine + [Self.newline] + section }
    var bytes: [UInt8] = []
    var inSearch = false
    var placed = false
    for (index, line) in lines.enumerated() {
      if index > 0, line.first == Self.dot {
        inSearch = line.elementsEqual(Self.searchSection)
        if inSearch {
          if !placed { bytes += section }
          placed = true
          continue
        }
      }
      if !inSearch { bytes += line + [Self.newline] }
    }
    if !placed { bytes += section }
    return bytes
  }

  static let firstLine = Array(".less-history-file:".utf8)
  private static let searchSection = Array(".search".utf8)
  private static let newline = UInt8(ascii: "\n")
  private static let dot = UInt8(ascii: ".")
  private static let quote = UInt8(ascii: "\"")
}
