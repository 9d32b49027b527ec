/// The patterns searched for (`/`, `?`, `&`), oldest first: Up and Down in a search prompt
/// show them again, as less's history does, each kept once, the latest 100. What this run
/// added is kept apart, for the history file (see `HistoryFile` in GuiaApp).
public struct SearchHistory: Hashable, Sendable {
  /// How many patterns are kept, as less's `LESSHISTSIZE` default.
  public static let limit = 100

  /// The patterns, oldest first.
  public private(set) var patterns: [String]
  /// The patterns searched for in this run, in the order they were last searched.
  public private(set) var remembered: [String] = []

  /// A history of `patterns`, oldest first (those read from the history file).
  public init(_ patterns: [String] = []) {
    self.patterns = Array(patterns.suffix(Self.limit))
  }

  /// Keeps `pattern` as the latest, once.
  public mutating func remember(_ pattern: String) {
    guard !pattern.isEmpty else { return }
    patterns.removeAll { $0 == pattern }
    patterns.append(pattern)
    if patterns.count > Self.limit { patterns.removeFirst(patterns.count - Self.limit) }
    remembered.removeAll { $0 == pattern }
    remembered.append(pattern)
  }
}
