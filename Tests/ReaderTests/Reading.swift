import Document
import ScrollKit
import TerminalUI

@testable import Reader

/// A reader's state driven as the store drives it, with no host and no terminal: events in,
/// the effects the reducer returns out (the view's carried out by hand where a test needs
/// it), the state read back. An input's requests are answered as an input with nothing
/// more to give answers them (End: the end is known).
struct Reading {
  var state: ReaderState
  /// Where the scroll view is, as each event is posted.
  var place: ReaderPlace
  /// The input's requests, in the order they were made.
  var requests: [InputRequest] = []

  /// A reader of `rows`, `visibleRows` rows at `top`.
  init(rows: any DocumentRows, title: String? = "doc.txt", settings: ReaderSettings = ReaderSettings(showsIndicator: false),
       top: Int? = 0, visibleRows: Int = 21) {
    state = ReaderState(document: ReaderDocument(rows: rows, title: title, settings: settings))
    place = ReaderPlace(viewport: PagerViewport(top: top, visibleRows: visibleRows, textWidth: 80), geometry: nil)
  }

  /// A reader of `count` numbered lines, as a plain file shows them.
  init(lines count: Int = 100, settings: ReaderSettings = ReaderSettings(showsIndicator: false)) {
    let text = (1...count).map { "línea \($0)\n" }.joined()
    self.init(rows: TextRows(source: InMemoryByteSource(Array(text.utf8)), width: 80), settings: settings)
  }

  var pager: Pager { state.pager }
  var document: ReaderDocument { state.document }
  var rows: any DocumentRows { state.document.rows }

  /// The reader at the row position `top`.
  mutating func move(to top: Int?) { place.viewport.top = top }

  /// Takes `event`, and the answers to the requests it made; returns the view's effects.
  @discardableResult
  mutating func apply(_ event: ReaderEvent) -> [PagerEffect] {
    var pending = [event]
    var view: [PagerEffect] = []
    while !pending.isEmpty {
      for effect in state.apply(pending.removeFirst()) {
        switch effect {
        case .view(let effect): view.append(effect)
        case .input(let request):
          requests.append(request)
          if request == .seekEnd { pending.append(.endSought(.known)) }
        }
      }
    }
    return view
  }

  /// Presses `keys` in order, collecting every effect.
  @discardableResult
  mutating func press(_ keys: [Key]) -> [PagerEffect] {
    keys.flatMap { key in apply(.key(key, at: place)) }
  }

  /// Types `text`, a key a character.
  @discardableResult
  mutating func type(_ text: String) -> [PagerEffect] { press(text.map { Key.character($0) }) }

  /// A tick of the host.
  @discardableResult
  mutating func tick() -> [PagerEffect] { apply(.tick(at: place)) }
}
