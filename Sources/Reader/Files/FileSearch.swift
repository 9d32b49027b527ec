import Document
import ScrollKit

/// A search that goes on through the files (less's `ESC-n`, `^E` in the prompt): the file
/// it reaches next searches itself whole, from its start (its end, going back).
public struct FileSearch: Hashable, Sendable {
  /// The pattern.
  public var pattern: SearchPattern
  /// Which way it goes through a file and through the list.
  public var direction: ScrollDirection
  /// The index of the file it started in, where it comes back when nothing matched.
  public var origin: Int
  /// Whether it starts at the first file (the last, going back): less's `^F` in the prompt.
  public var startsAtEdge = false

  /// A search for `pattern` going `direction`, started in the file at `origin`.
  public init(pattern: SearchPattern, direction: ScrollDirection, origin: Int, startsAtEdge: Bool = false) {
    self.pattern = pattern
    self.direction = direction
    self.origin = origin
    self.startsAtEdge = startsAtEdge
  }

  /// Where the search goes when the current file of `files` has no match: on to the next
  /// file (the previous going back), or, past the last, back to the file it started in,
  /// saying so.
  func stepWithoutMatch(in files: FileList) -> PagerStep {
    let hasNext = direction == .forward ? files.hasNext : files.hasPrevious
    if hasNext { return .file(.search(self)) }
    if origin != files.current { return .file(.searchFailed(self)) }
    return .waitingMessage(SearchMessage.notFound(pattern.text))
  }
}
