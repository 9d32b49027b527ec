import Document
import TerminalUI

/// The input's side of the model: what arrived, how it ended, End's wait for the end. The
/// input calls these on the main actor; the reader's view shows what they set.
extension ReaderModel {
  /// How often a followed file is checked for new text, in milliseconds.
  public nonisolated static let followInterval = 200

  /// Takes how much of input still arriving has been read: the header says `leyendo…` while
  /// it arrives (the footer only knows what has arrived), and counts the lines during a wait
  /// for the end.
  public func inputDidArrive(_ progress: InputProgress) {
    if arriving != progress { arriving = progress }
  }

  /// Takes rows that grew (input still arriving, a file that grew): the reader lays them out
  /// again, its top row kept (the bottom kept while it follows the end).
  public func contentDidGrow() {
    growth += 1
  }

  /// Whether the reader is at the bottom of input that has ended: less's "end of file
  /// displayed", where `-e` and `-E` quit.
  public var isAtEndOfInput: Bool { isAtBottom && arriving == nil && !isInputIncomplete }

  /// Takes the end of the input: `leyendo…` goes, and an End that waited for it goes on to
  /// the last line now (less's `G`).
  public func inputDidEnd() {
    arriving = nil
    isWaitingForEnd = false
    isReadingOn = false
  }

  /// Takes the end of what could be kept of input still arriving, when the rest could not be
  /// (a full disk, a file-size limit, the memory limit): `leyendo…` gives way to
  /// `entrada incompleta`, the footer's row says why, and the footer never says
  /// `Fin de la guía` for it, since its end was never seen (see ``footerText(isAtBottom:)``).
  /// An End that waited goes on to the last line kept.
  public func inputDidStopIncomplete(reason: String) {
    isInputIncomplete = true
    arriving = nil
    announce(ReaderMessage.notKept(reason))
    isWaitingForEnd = false
    isReadingOn = false
  }

  /// Takes rows that started again from their beginning, such as a followed file truncated
  /// and written again (logrotate's `copytruncate`), as `tail -F` does: nothing of the old
  /// rows stays; the reader goes to the top (to the bottom while it follows), and `text`
  /// says why in the footer's row.
  public func contentDidRestart(_ newRows: any DocumentRows, message text: LocalizedStringKey) {
    rows = newRows.options == rows.options
      ? newRows : newRows.reflowed(to: rows.options, keeping: newRows.startPosition).rows
    restarts += 1
    announce(text)
  }

  /// Shows `text` in the footer's row until the next key (the input's messages, the
  /// terminal's notices).
  public func announce(_ text: LocalizedStringKey) {
    announcement = Announcement(serial: (announcement?.serial ?? 0) + 1, text: text)
  }

  /// End: takes in what the input has that the rows do not show yet; when the input is
  /// still arriving, waits for its end (``isWaitingForEnd``), which ends the wait.
  public func seekEnd() {
    if input?.seekEnd() == .pending { isWaitingForEnd = true }
  }

  /// Stops waiting for the input's end; the reader stays where it is.
  public func stopWaitingForEnd() {
    guard isWaitingForEnd else { return }
    isWaitingForEnd = false
    input?.stopSeekingEnd()
  }

  /// A command needs lines not read yet (a search, `NG`, `N%` on a pipe still open): the
  /// input reads on, page after page, until ``stopReadingOn()`` or its end. Each page comes
  /// as ``contentDidGrow()``, the end as ``inputDidEnd()``.
  public func readOn() {
    guard arriving != nil, !isReadingOn else { return }
    isReadingOn = true
    input?.readOn()
  }

  /// The command has its lines, or was stopped: reading goes back to what the view needs
  /// (unless End still waits for the end).
  public func stopReadingOn() {
    guard isReadingOn else { return }
    isReadingOn = false
    if !isWaitingForEnd { input?.stopSeekingEnd() }
  }

  /// Whether more input may still come: a pipe still open, read or not.
  public var mayGrow: Bool { arriving != nil }

  /// Whether the wait for the end just ended with the end there: the wait is over and no
  /// input is arriving any more (a key that stopped the wait leaves the input arriving).
  public var endArrived: Bool { !isWaitingForEnd && arriving == nil }

  /// Takes where the reader is now; the input reads on if it needs to.
  public func viewportDidChange(top: Int, visibleRows: Int) {
    viewport = (top, visibleRows)
    // An input that wants no rows known ahead (a file, read whole) is not asked: counting
    // them would walk a screen of rows on every scroll for nothing.
    guard let input, input.lookahead > 0 else { return }
    input.readerNeeds(rowsBelow: rowsBelowScreen(upTo: input.lookahead))
  }

  /// The rows known below the screen, counted up to one more than `limit` (more than
  /// `limit`: enough).
  public func rowsBelowScreen(upTo limit: Int) -> Int {
    let ahead = rows.positions(from: viewport.top, limit: viewport.visibleRows + limit + 1).count
    return max(0, ahead - viewport.visibleRows)
  }

  /// The footer's words: seed 000's, except at the bottom of input that was not kept whole,
  /// where the end reached is not the input's.
  public func footerText(isAtBottom: Bool) -> LocalizedStringKey {
    if isAtBottom, isInputIncomplete { return ReaderMessage.incompleteEnd }
    // A filter shows the lines of what had arrived when it was typed: the bottom of those is
    // not the end while more arrives.
    return Footer.text(isAtBottom: isAtBottom && (rows.lineFilter == nil || arriving == nil))
  }

  /// The header's words for the input, beside the percentage: `leyendo…` while it arrives,
  /// `entrada incompleta` once it stopped being kept.
  public var inputStatus: LocalizedStringKey? {
    arriving != nil ? ReaderMessage.reading : isInputIncomplete ? ReaderMessage.incomplete : nil
  }
}
