import Document
import GuiaUI

/// The footer's match counter (`3/17`): the matches of the last search, counted a slice per
/// tick of the footer's timeline while the reader reads on, and shown after each search and
/// `n`/`N` until the next key.
extension ReaderView {
  /// Starts counting the last search's matches, unless they are counted already; goes on
  /// where the count stopped when the document has grown since.
  func startCounting() {
    guard let pattern = search?.pattern else { return }
    let rows = model.rows
    if search?.count?.pattern != pattern {
      search?.count = MatchCount(pattern: pattern, from: rows.startPosition)
    }
    search?.count?.resume(before: rows.endPosition)
    if let count = search?.count, !count.isFinished { continueCounting() }
  }

  /// Whether matches are being counted: the footer's timeline ticks for it.
  var isCounting: Bool { search?.count.map { !$0.isFinished } ?? false }

  /// Counts for one slice (20 ms).
  func continueCounting() {
    guard var count = search?.count, !count.isFinished else { return }
    let rows = model.rows
    Slice.run(&count, step: { rows.continueCounting(&$0, budget: Slice.searchStep) }, until: \.isFinished)
    search?.count = count
  }

  /// Forgets the count: the rows it counted were laid out anew.
  func resetCount() {
    search?.count = nil
    if showsMatchCounter { startCounting() }
  }

  /// The counter for the footer's row, while it shows.
  var matchCounter: String? {
    guard showsMatchCounter, let search, let row = search.lastMatch, let count = search.count else {
      return nil
    }
    return count.label(forMatchAt: row)
  }

  /// The pattern highlighted now: the one being typed, as far as it compiles (incremental
  /// highlighting, as less's), or the last search's unless `ESC-u` hid it.
  var highlightedPattern: SearchPattern? {
    // The lines without a match have nothing to light.
    if prompt?.isInverted == true { return nil }
    if let prompt, let typed = try? prompt.pattern(caseMatching: model.settings.searchCase) {
      return typed
    }
    return search?.isHighlighted == true && search?.isInverted == false ? search?.pattern : nil
  }
}
