import Document

/// What the reader knows of its input (a pipe still arriving, a file that may grow) and
/// what it asks of it. The input itself is an object outside the state (``ReaderInput``): the
/// reader's requests are collected here as values and carried out by the store after the
/// event that made them, and the input's news come back as events (``ReaderEvent``).
public struct InputStatus: Hashable, Sendable {
  /// Whether there is an input to ask at all (a document read whole before the screen opened
  /// has none).
  public internal(set) var isAttached = false
  /// The rows the input wants known below the screen before it reads more; 0 when it wants
  /// none (a file, read whole), so a scroll does not count them for nothing.
  public internal(set) var lookahead = 0
  /// How much of input still arriving has been read; `nil` once it is complete (or when the
  /// document never arrives over time).
  public internal(set) var arriving: InputProgress?
  /// Whether input stopped being kept before its end (a full disk, a file-size limit).
  public internal(set) var isIncomplete = false
  /// Whether End waits for the end of the input.
  public internal(set) var isWaitingForEnd = false
  /// Whether a command has the input read on for lines it needs (a search, `NG`, `N%`).
  public internal(set) var isReadingOn = false
  /// Counts the times the rows grew in place (the same rows object, more of it read): what
  /// tells the views that show them to measure them again.
  public internal(set) var growth = 0
  /// Counts the times the document started again from its beginning (a file truncated):
  /// End and the view compare it with the restarts they moved for.
  public internal(set) var restarts = 0
  /// What the reader asked of the input since the store last carried its requests out.
  var requests: [InputRequest] = []

  /// A status with no input.
  public init() {}

  /// Whether more input may still come: a pipe still open, read or not.
  public var mayGrow: Bool { arriving != nil }

  /// The header's words for the input, beside the percentage: `leyendo…` while it arrives,
  /// `entrada incompleta` once it stopped being kept.
  public var statusText: LocalizedStringKey? {
    arriving != nil ? ReaderMessage.reading : isIncomplete ? ReaderMessage.incomplete : nil
  }

  /// End: the input is asked what it has that the rows do not show yet; its answer comes
  /// back as ``ReaderEvent/endSought(_:)``.
  mutating func seekEnd() {
    requests.append(.seekEnd)
  }

  /// The input's answer to End: while input is still arriving, End waits for its end.
  mutating func take(_ answer: InputEnd) {
    if answer == .pending { isWaitingForEnd = true }
  }

  /// Stops waiting for the input's end; the reader stays where it is.
  mutating func stopWaitingForEnd() {
    guard isWaitingForEnd else { return }
    isWaitingForEnd = false
    requests.append(.stopSeekingEnd)
  }

  /// A command needs lines not read yet: the input reads on, page after page, until
  /// ``stopReadingOn()`` or its end.
  mutating func readOn() {
    guard arriving != nil, !isReadingOn else { return }
    isReadingOn = true
    requests.append(.readOn)
  }

  /// The command has its lines, or was stopped: reading goes back to what the view needs
  /// (unless End still waits for the end).
  mutating func stopReadingOn() {
    guard isReadingOn else { return }
    isReadingOn = false
    if !isWaitingForEnd { requests.append(.stopSeekingEnd) }
  }

  /// Input arrived: how much has been read.
  mutating func didArrive(_ progress: InputProgress) {
    arriving = progress
  }

  /// The input ended: `leyendo…` goes, and an End that waited goes on to the last line.
  mutating func didEnd() {
    arriving = nil
    isWaitingForEnd = false
    isReadingOn = false
  }

  /// What could be kept of the input ended before the input did.
  mutating func didStopIncomplete() {
    isIncomplete = true
    didEnd()
  }

  /// The requests made since the last call, leaving none.
  mutating func takeRequests() -> [InputRequest] {
    defer { requests.removeAll() }
    return requests
  }
}

/// What the reader asks of its input (see ``ReaderInput``), carried out by the store.
public enum InputRequest: Hashable, Sendable {
  /// The reader moved: this many rows are known below the screen (up to the lookahead).
  case readerNeeds(rowsBelow: Int)
  /// End: take in what has arrived, and say whether the end is known.
  case seekEnd
  /// Read on for lines a command needs.
  case readOn
  /// Reading goes back to what the view needs.
  case stopSeekingEnd
  /// Retry a read that failed (`r`).
  case retry
  /// Look for change now (a followed file).
  case refresh
}
