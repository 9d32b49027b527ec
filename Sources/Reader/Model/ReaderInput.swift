import Document

/// Where a reader's document comes from when it can change while it is read: a pipe still
/// arriving, a file that may grow (`F`). The reader's model calls it on the main actor; it
/// answers with events posted to the model (``ReaderModel/send(_:)``: `.inputGrew`,
/// `.inputEnded`, `.restarted`…), also on the main actor, so the state has one writer.
@MainActor
public protocol ReaderInput: AnyObject {
  /// The reader moved, or the rows changed: `rowsBelow` rows are known below the screen, up to
  /// `lookahead` (a pipe reads on when they are few).
  func readerNeeds(rowsBelow: Int)
  /// The rows the input wants known below the screen before it reads more.
  var lookahead: Int { get }
  /// End was pressed: takes in what the input has that the rows do not show yet, and says
  /// whether its end is known now (`.pending`: the model waits for ``ReaderEvent/inputEnded``).
  func seekEnd() -> InputEnd
  /// A command needs lines not read yet (a search, `NG`, `N%`): reads on, page after page,
  /// whatever the view needs, until ``stopSeekingEnd()`` or the input's end (which it tells
  /// the model, as it does every page).
  func readOn()
  /// The reader stopped the wait for the end or for the lines a command needed (a key,
  /// Ctrl-C, the lines found): reading goes back to what the view needs.
  func stopSeekingEnd()
  /// The reader asked to retry a read that failed (`r`).
  func retry()
  /// Looks for change now (a followed file, every ``ReaderModel/followInterval``); the input
  /// tells the model what it found. Returns whether anything changed.
  func refresh() -> Bool
}

/// What End learns about the end of the input.
public enum InputEnd: Hashable, Sendable {
  /// The end is here: End shows it now.
  case known
  /// Input is still arriving (an open pipe): its end comes later, and End waits for it.
  case pending
}

/// How much of input still arriving (a pipe) has been read.
public struct InputProgress: Hashable, Sendable {
  /// The lines read: the newlines that arrived.
  public var lines: Int
  /// The bytes read.
  public var bytes: Int

  /// Creates a progress of `lines` lines in `bytes` bytes.
  public init(lines: Int = 0, bytes: Int = 0) {
    self.lines = lines
    self.bytes = bytes
  }
}
