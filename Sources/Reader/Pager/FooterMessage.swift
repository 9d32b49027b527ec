import Document
import TerminalUI

/// The words in the footer's row until the next key: an announcement (words from the input
/// or the terminal, gone with any key), or a message said as less's `error()` says one,
/// which waits for a key as less's "(press RETURN)" does: Enter or Space typed to read it
/// only dismisses it (they would otherwise scroll), another key is a command as well.
struct FooterMessage: Equatable {
  /// The words shown; `nil`: none.
  private(set) var text: LocalizedStringKey?
  /// Whether the words wait for a key (see the type's description).
  private(set) var awaitsKey = false

  /// Words shown until the next key, which does what it does.
  init(_ text: LocalizedStringKey? = nil) {
    self.text = text
  }

  /// Words that wait for a key: Enter or Space only dismisses them.
  static func said(_ text: LocalizedStringKey) -> FooterMessage {
    var message = FooterMessage(text)
    message.awaitsKey = true
    return message
  }

  /// Takes `key` away from the message, which it ends; returns whether the key did nothing
  /// more (Enter or Space read a message that waited for it).
  mutating func dismiss(by key: Key) -> Bool {
    defer { self = FooterMessage() }
    return awaitsKey && (key == .enter || key == .character(" "))
  }
}
