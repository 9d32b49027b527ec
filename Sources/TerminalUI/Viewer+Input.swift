import Document
import ScrollKit

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

extension Viewer {
  /// Takes how much of input still arriving has been read: the header says `leyendo…` while
  /// it arrives (the footer only knows what has arrived), and counts the lines during a wait
  /// for the end.
  public func inputDidArrive(_ progress: InputProgress) {
    guard arriving != progress else { return }
    arriving = progress
    chromeNeedsDraw = true
  }

  /// Takes the end of the input: `leyendo…` goes, and an End that waited for it shows the
  /// last line now (less's `G`).
  public func inputDidEnd() {
    arriving = nil
    chromeNeedsDraw = true
    guard isWaitingForEnd else { return }
    isWaitingForEnd = false
    moveToBottom()
  }

  /// Takes content that started again from its beginning, such as a followed file that was
  /// truncated and written again (logrotate's `copytruncate`), as `tail -F` does: nothing of
  /// the old rows stays, the view goes to the top (to the bottom while following, which goes
  /// on), a search starts again from there, and `text` says why in the footer's row.
  public func contentDidRestart(_ newContent: any DocumentRows, message text: DisplayText) {
    replaceContent(newContent)
    let rows = content
    let following = isFollowing
    scrollModel.update { $0.scrollTo(edge: following ? .bottom : .top, in: rows) }
    search?.lastMatch = nil
    show(message: text)
    chromeNeedsDraw = true
  }

  /// Takes the end of what could be kept of input still arriving, when the rest could not be
  /// (a full disk, a file-size limit, the memory limit): `leyendo…` gives way to
  /// `entrada incompleta`, the footer's row says why, and the footer never says
  /// `Fin de la guía` for it, since its end was never seen (see ``footerText(isAtBottom:)``).
  /// An End that waited shows the last line kept.
  public func inputDidStopIncomplete(reason: String) {
    isInputIncomplete = true
    arriving = nil
    footer.text = footerText(isAtBottom: isAtBottom)
    show(message: ViewerMessage.notKept(reason))
    chromeNeedsDraw = true
    guard isWaitingForEnd else { return }
    isWaitingForEnd = false
    moveToBottom()
  }

  /// The footer's text: ``Footer/text(isAtBottom:)``, except at the bottom of input that was
  /// not kept whole, where the end reached is not the input's.
  func footerText(isAtBottom: Bool) -> DisplayText {
    isAtBottom && isInputIncomplete ? ViewerMessage.incompleteEnd : Footer.text(isAtBottom: isAtBottom)
  }

  /// Stops waiting for the input's end; the view stays where it is.
  public func stopWaitingForEnd() {
    guard isWaitingForEnd else { return }
    isWaitingForEnd = false
    chromeNeedsDraw = true
    onStopSeekingEnd?()
  }

  /// Stops what is running, for Ctrl-C: long work (a search, a wait for the end) stops, the
  /// search prompt closes, following stops; the view stays where it is. Returns whether
  /// anything was running.
  func stopRunning() -> Bool {
    if isBusy {
      interrupt()
      return true
    }
    pendingCount = ""
    pendingOption = false
    if prompt != nil {
      prompt = nil
      footerNeedsDraw = true
      return true
    }
    if isFollowing {
      stopFollowing()
      return true
    }
    return false
  }

  /// End: the bottom of what has arrived now, and when input is still arriving, a wait for
  /// its end, which comes to the bottom again.
  func seekEnd() {
    if onSeekEnd?() == .pending {
      isWaitingForEnd = true
      chromeNeedsDraw = true
    }
    moveToBottom()
  }

  /// The header's right side while End waits: how much has been read, and how to stop.
  var waitStatus: DisplayText {
    ViewerMessage.readingToEnd(lines: arriving?.lines ?? 0)
  }
}

extension ViewerMessage {
  /// Beside the percentage while input is still arriving.
  public static let reading: DisplayText = "leyendo…"
  /// Beside the percentage once input stopped being kept before its end.
  public static let incomplete: DisplayText = "entrada incompleta"
  /// The footer at the bottom of input that was not kept whole: not its end.
  public static let incompleteEnd: DisplayText = "Entrada incompleta: el resto no se pudo guardar"

  /// In the footer's row when input stopped being kept, with the system's reason.
  public static func notKept(_ reason: String) -> DisplayText {
    "No se pudo guardar la entrada (\(DisplayText(sanitizing: reason))): se muestra lo guardado"
  }

  /// In the footer's row when input is kept in memory, no temporary file having been made.
  public static func keptInMemory(_ problem: String, limit: Int) -> DisplayText {
    "Sin archivo temporal (\(DisplayText(sanitizing: problem))): en memoria, hasta \(limit >> 20) MiB"
  }

  /// The header's right side while End waits for the end of the input.
  public static func readingToEnd(lines: Int) -> DisplayText {
    "Leyendo hasta el final… \(grouped(lines)) \(lines == 1 ? "línea" : "líneas" as DisplayText) · una tecla para parar"
  }

  /// `1234567` as `1 234 567`: digits in groups of three, as Spanish writes large numbers.
  static func grouped(_ number: Int) -> DisplayText {
    var digits = String(number.magnitude)
    var groups: [Substring] = []
    while digits.count > 3 {
      groups.insert(digits.suffix(3), at: 0)
      digits.removeLast(3)
    }
    groups.insert(Substring(digits), at: 0)
    return DisplayText(sanitizing: (number < 0 ? "-" : "") + groups.joined(separator: " "))
  }
}
