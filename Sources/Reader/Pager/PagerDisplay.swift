import Document

/// What the document's view shows of the pager: the contents pane, the highlights, the
/// link chosen, and whether it follows the end. Handed to ``DocumentArea`` as a value, so
/// that a command that changes only what the document does not show (a mark, a count, the
/// jump's start) leaves the document's elements standing.
struct PagerDisplay: Equatable {
  /// The contents pane, while it is open.
  var contents: ContentsSelection?
  /// The pattern lit in the rows.
  var highlightedPattern: SearchPattern?
  /// The pattern whose matching lines are marked in the status column.
  var statusPattern: SearchPattern?
  /// The OSC 8 link chosen, in reverse video.
  var selectedLink: LinkSelection?
  /// Whether the view follows the end as text arrives.
  var isFollowing: Bool
  /// What `pager` shows, its highlights found case by `caseMatching`; none lit when
  /// `highlightsSearch` is `false` (less's `-G`). The pattern being typed is lit only when
  /// `highlightsAsTyped` (less's `--incsearch`); otherwise the last search's stays lit while
  /// it is typed, as in less, and a character typed into the prompt changes nothing the
  /// document shows.
  init(
    _ pager: Pager, caseMatching: SearchPattern.CaseMatching, highlightsSearch: Bool, highlightsAsTyped: Bool
  ) {
    contents = pager.contents
    highlightedPattern =
      highlightsSearch
      ? Self.highlightedPattern(of: pager, caseMatching: caseMatching, asTyped: highlightsAsTyped) : nil
    statusPattern = pager.work.search?.pattern
    selectedLink = pager.selectedLink
    isFollowing = pager.work.isFollowing
  }

  /// The pattern highlighted now: the one being typed `asTyped`, as far as it compiles and is
  /// not too long to compile on every key (incremental highlighting, as less's with
  /// `--incsearch`), or the last search's unless `ESC-u` hid it.
  private static func highlightedPattern(
    of pager: Pager, caseMatching: SearchPattern.CaseMatching, asTyped: Bool
  ) -> SearchPattern? {
    let last = pager.work.search?.highlightedPattern
    guard asTyped, case .search(let typed) = pager.prompt else { return last }
    // The lines without a match have nothing to light.
    if typed.isInverted { return nil }
    return (try? typed.patternAsTyped(caseMatching: caseMatching)) ?? last
  }
}
