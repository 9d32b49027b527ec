import ScrollKit
import Document
import Localization
import GuideResource
import GuiaUI
import Reader
import TerminalUI

/// A reader on a host, driven as the event loop drives it: its first frame drawn before the
/// first key (keys go to the handlers that frame registered), then one event at a time.
@MainActor
struct ReaderHarness {
  /// The built-in guide.
  static let guide = GuideResource.document

  let model: ReaderModel
  let host: GuiaUIHost<ReaderView>

  /// A reader of `model` in a window of `size`, its first frame drawn.
  init(_ model: ReaderModel, size: CellSize) {
    self.model = model
    host = GuiaUIHost(root: ReaderView(model: model))
    host.start(size: size)
    _ = host.render()
  }

  /// A reader of `document` (the guide unless said), with or without the indicator.
  init(
    document: Document = Self.guide, size: CellSize, showsIndicator: Bool = false
  ) {
    self.init(
      ReaderModel(
        document: document, width: size.width,
        settings: ReaderSettings(showsIndicator: showsIndicator)),
      size: size)
  }

  /// Presses `keys` in order; returns the last key's outcome.
  @discardableResult
  func press(_ keys: Key...) -> EventOutcome? {
    keys.map { host.respond(to: .key($0)) }.last
  }

  /// Types `text` a character at a time (as into the search prompt).
  func type(_ text: String) {
    for character in text { _ = host.respond(to: .key(.character(character))) }
  }

  /// The window at a new size.
  func resize(to size: CellSize) {
    _ = host.respond(to: .resize(size))
  }

  /// The screen drawn now.
  var screen: Screen { host.render() }
  /// The screen's rows as text.
  var lines: [String] { host.render().lines }
}

extension String {
  /// The text without the blanks around it (a centred footer, a row between margins).
  var trimmed: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}

extension LocalizedStringKey {
  /// The message as the reader shows it by default, in Spanish.
  var string: String { resolved(in: .spanish).string }
}
