import Document
import ScrollKit
import TerminalUI

/// What comes to the reader: from the keyboard, the host's clock, the input and the scroll
/// view. Each goes through ``ReaderState/apply(_:)``, the reader's one door, in the order
/// it came: two pieces of news between two frames are two events.
public enum ReaderEvent: Hashable, Sendable {
  // MARK: The reader

  /// A key, typed where the scroll view shows `place`.
  case key(Key, at: ReaderPlace)
  /// Text pasted: into the prompt, where one is open.
  case paste(String, at: ReaderPlace)
  /// Ctrl-C: it stops what runs (long work, the prompt, following); with nothing running it
  /// ends guia only with `-K`, as in less.
  case interrupt(at: ReaderPlace)
  /// The host's tick: a slice of the job, or a look at a followed file.
  case tick(at: ReaderPlace)
  /// The help screen was closed.
  case helpClosed

  // MARK: The scroll view

  /// The document shows (first, back from the help screen, or back to this file).
  case appeared(at: ReaderPlace)
  /// The scroll view laid the reader out: where it is now.
  case scrolled(ReaderPlace)
  /// Seed 000's observer: whether the reader is at the bottom changed.
  case bottomChanged(Bool)
  /// The bottom row's percentage, as the header shows it, changed.
  case percentChanged(Int)
  /// The step or heading at the top changed.
  case currentItemChanged(Int?)
  /// The furthest step or heading at least half on screen changed.
  case itemSeen(Int?)

  // MARK: The input

  /// An input is attached, wanting `lookahead` rows known below the screen.
  case inputAttached(lookahead: Int)
  /// Input still arriving: how much has been read.
  case inputArrived(InputProgress)
  /// The rows grew: a page of a pipe, with how much of it has been read now, or a file that
  /// grew (`nil`).
  case inputGrew(InputProgress?)
  /// The input ended.
  case inputEnded
  /// What could be kept of the input ended before it did, for this reason.
  case inputStoppedIncomplete(reason: String)
  /// The input failed to read; the words say why.
  case inputFailed(LocalizedStringKey)
  /// The document started again from its beginning with these rows (a file truncated).
  case restarted(RowsValue, message: LocalizedStringKey)
  /// The input's answer to End.
  case endSought(InputEnd)
  /// Words for the footer's row from the input, the terminal or the app.
  case announced(LocalizedStringKey)

  // MARK: The app, between two showings of the reader

  /// The reader is about to be shown (first, or again after another file's), with the files
  /// read and the search history handed from reader to reader.
  case shown(files: FileList, searchHistory: SearchHistory, marks: ReaderMarks = ReaderMarks())
  /// The files read changed (a file examined or dropped while another showed).
  case filesChanged(FileList)
  /// Where to come back to when the reader shows again (`nil`: where it opens).
  case resumed(atTop: Int?)
  /// A search spanning files reached this file: it runs as the reader shows.
  case searchArrived(FileSearch)
  /// What was seen of the same file read before (`R`, `v`): carried over.
  case progressCarried(ReadingProgress)
  /// The app took the move to another file the reader asked for.
  case fileRequestTaken
  /// The file the reader asked for, read meanwhile, is ready: the reader ends for it.
  case fileOpened
  /// The app waits for the file called so for a move this reader asked for (`nil`: no longer).
  case awaitingFile(String?)
}

extension ReaderEvent {
  /// Where the view was as it posted the event (with the window's size): every event of the
  /// reader's views carries it.
  var place: ReaderPlace? {
    switch self {
    case .key(_, let place), .paste(_, let place), .interrupt(let place), .tick(let place), .appeared(let place),
      .scrolled(let place):
      place
    default: nil
    }
  }

  /// Whether the event is the document showing anew (``appeared(at:)``).
  var isAppearance: Bool {
    if case .appeared = self { true } else { false }
  }

  /// Whether the event only reports where the reader is (the scroll view's layout, the
  /// latches of the percentage and the items seen): it changes nothing a view draws from the
  /// state but the rows (a window of a new size lays them out again), so the store need not
  /// compare what the views show. Every scroll posts these.
  var isPlaceReport: Bool {
    switch self {
    case .scrolled, .percentChanged, .itemSeen: true
    default: false
    }
  }
}

/// Rows carried by an event, compared by identity.
public struct RowsValue: Hashable, @unchecked Sendable {
  /// The rows.
  public let rows: any DocumentRows

  /// `rows`, as an event's value.
  public init(_ rows: any DocumentRows) { self.rows = rows }

  public static func == (lhs: RowsValue, rhs: RowsValue) -> Bool { lhs.rows === rhs.rows }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(rows)) }
}

/// What the reader's reducer asks of the world: a scroll or an action of the view, or a
/// request of the input. The store carries them out in order.
public enum ReaderEffect: Hashable, Sendable {
  /// A scroll or an action for the view that shows the reader.
  case view(PagerEffect)
  /// A request of the input.
  case input(InputRequest)
}
