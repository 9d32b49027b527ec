import Reader
import TerminalUI

/// The journeys' way of reading a screen and typing keys: bytes as a terminal sends them,
/// decoded as guia decodes its terminal's input, and rows read as the pty journeys read them
/// (the scroll indicator's thumb and trailing blanks left out, the footer without its centring).
extension ReaderHarness {
  /// Sends `bytes` as a terminal would (`"10G"`, `"\u{1B}[H"` for Home, `"\r"` for Enter):
  /// decoded by ``InputDecoder`` with xterm's keys, one key at a time; an Esc left alone at
  /// the end is Esc (the decoder's wait ran out).
  @discardableResult
  func send(_ bytes: String) -> EventOutcome? {
    var decoder = InputDecoder()
    let keys = decoder.feed(Array(bytes.utf8)) + decoder.timeOut()
    return keys.map { host.respond(to: .key($0)) }.last
  }

  /// The screen's rows without the scroll indicator's thumb and the blanks after the text.
  var rows: [String] {
    lines.map { line in
      var text = line
      if text.hasSuffix("█") { text.removeLast() }
      while text.hasSuffix(" ") { text.removeLast() }
      return text
    }
  }

  /// The footer's text: the last row, without its centring.
  var footer: String { rows.last?.trimmed ?? "" }
}

extension ReaderHarness {
  /// Lets the host tick, as guia's event loop does while work is under way (a long search, a
  /// filter, a timeline), until it asks for no more ticks or `limit` ticks have passed;
  /// returns the last tick's outcome.
  @discardableResult
  func settle(limit: Int = 10_000) -> EventOutcome? {
    var outcome: EventOutcome?
    var ticks = 0
    while host.tickDeadline != nil, ticks < limit {
      outcome = host.respond(to: .tick)
      _ = host.render()
      ticks += 1
    }
    return outcome
  }
}

extension ReaderHarness {
  /// Whether the reader has ended: a key's outcome said so, or a view asked the host to end
  /// (less's `-E` at the end of the last file).
  func hasQuit(after outcome: EventOutcome?) -> Bool {
    outcome == .exit(.quit) || host.exitRequested == .quit
  }
}

extension ReaderHarness {
  /// `count` ticks of the host, as guia's event loop gives a reader that follows a file (one
  /// every ``ReaderModel/followInterval``) or runs long work.
  func tick(_ count: Int = 1) {
    for _ in 0..<count {
      _ = host.respond(to: .tick)
      _ = host.render()
    }
  }
}
