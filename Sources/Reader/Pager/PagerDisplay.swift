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

  /// What `pager` shows, its highlights found case by `caseMatching`.
  @MainActor
  init(_ pager: Pager, caseMatching: SearchPattern.CaseMatching) {
    contents = pager.contents
    highlightedPattern = pager.highlightedPattern(caseMatching: caseMatching)
    statusPattern = pager.search?.pattern
    selectedLink = pager.selectedLink
    isFollowing = pager.isFollowing
  }
}
