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
  /// Whether ``highlightedPattern`` is the pattern being typed into the search prompt.
  private(set) var isLightingTypedPattern = false

  /// What `pager` shows, its highlights found case by `caseMatching`; none lit when
  /// `highlightsSearch` is `false` (less's `-G`).
  init(_ pager: Pager, caseMatching: SearchPattern.CaseMatching, highlightsSearch: Bool) {
    contents = pager.contents
    highlightedPattern = highlightsSearch ? Self.highlightedPattern(of: pager, caseMatching: caseMatching) : nil
    if case .search = pager.prompt, let pattern = highlightedPattern {
      isLightingTypedPattern = pattern != pager.work.search?.highlightedPattern
    }
    statusPattern = pager.work.search?.pattern
    selectedLink = pager.selectedLink
    isFollowing = pager.work.isFollowing
  }

  /// The pattern highlighted now: the one being typed, as far as it compiles and is not too
  /// long to compile on every key (incremental highlighting, as less's), or the last search's
  /// unless `ESC-u` hid it.
  private static func highlightedPattern(
    of pager: Pager, caseMatching: SearchPattern.CaseMatching
  ) -> SearchPattern? {
    let last = pager.work.search?.highlightedPattern
    guard case .search(let typed) = pager.prompt else { return last }
    // The lines without a match have nothing to light.
    if typed.isInverted { return nil }
    return (try? typed.patternAsTyped(caseMatching: caseMatching)) ?? last
  }

  /// This display with the pattern being typed lit only where it lights something: when it
  /// lights none of the `height` rows from `top` of `rows`, none is lit, which draws the same
  /// rows, so that typing a pattern that is not on the screen leaves the document's view as
  /// it was (its body, its scroll view, its rows) and redraws only the prompt.
  func lightingTypedPatternOnlyWhereShown(rows: any DocumentRows, top: Int?, height: Int) -> PagerDisplay {
    guard isLightingTypedPattern, let pattern = highlightedPattern, let top,
      !HighlightedRows.lights(pattern, in: rows, from: top, limit: height)
    else { return self }
    var display = self
    display.highlightedPattern = nil
    display.isLightingTypedPattern = false
    return display
  }
}
