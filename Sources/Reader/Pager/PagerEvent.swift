import TerminalUI

/// What comes to the pager: a key or a paste, the host's tick, and news of the document and
/// the view that the work running or waiting has to hear. Each goes through
/// ``Pager/apply(_:in:)``, from ``ReaderState/apply(_:)``.
public enum PagerEvent: Hashable, Sendable {
  /// A key: a scroll (with the count typed before it), an edit of the prompt, an option, a
  /// jump, long work started or stopped, quit.
  case key(Key)
  /// Text pasted: into the prompt, where one is open; elsewhere it means nothing.
  case paste(String)
  /// The host's tick: a slice of the job, or a look at a followed file; then, when nothing
  /// else runs, a slice of the match count.
  case tick
  /// The rows were laid out again (a new width, `-S`, `-N`): the top row is now at this
  /// position, or the reader was at the bottom and stays there.
  case reflow(keepingTop: Int, wasAtBottom: Bool)
  /// The document started again from its beginning (a file truncated).
  case restart
  /// Input still arriving grew or ended: work that waited for it moves on (a search through
  /// all that had come, a jump to a line not read yet).
  case inputChange
  /// The input's end came while End waited for it: on to the last line.
  case endArrival
  /// The input answered End (it took in what it had, and its status says whether End waits
  /// for its end): on to the bottom.
  case endSought
  /// The view shows again (back from the help screen, or back to this file): where it was
  /// (this top row, when the app kept one), and a search spanning files that reached this
  /// file starts.
  case appear(resumingAt: Int?)
}
