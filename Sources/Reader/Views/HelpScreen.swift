import ScrollKit
import Document
import Localization
import GuiaUI
import TerminalUI

/// The help screen of `h` and `H`: the key table the reader runs on (``KeyMap/pager``), in
/// guia itself and scrollable as a document is, until `q`, `h`, `H` or Esc closes it.
struct HelpScreen: View, Equatable {
  /// The reader's store, told when the screen closes.
  let model: ReaderModel
  /// The window's size.
  let size: CellSize
  /// The language it is written in.
  var language: Language = .spanish
  /// Whether Ctrl-C ends guia here (`-K`); else, as in less, it does nothing.
  var quitsOnInterrupt = false

  /// The help text in `language` for a screen `columns` wide: the key table, as `guia --help`
  /// lists it, each key's words wrapped under their own column (a hanging indent, as less's
  /// help is laid out), so the key names stand alone at the left.
  static func text(in language: Language, columns: Int) -> String {
    let intro: [LocalizedStringKey] = ["Teclas de guía (como en less). q, h o Esc vuelve al documento."]
    let outro: [LocalizedStringKey] = [
      "Un número antes de una tecla la repite o la dirige: 10G va a la línea 10,",
      "50% a la mitad, 5 Space baja 5 filas.",
    ]
    let options: LocalizedStringKey = "Las opciones de la línea de órdenes: guia --help."
    var lines = intro.map { $0.resolved(in: language).string } + [""]
    // The rows are laid out one cell short of the screen (see `options(columns:)`).
    lines += KeyMap.pager.helpEntries(in: language).flatMap { hanging($0, columns: columns - 1) }
    lines += [""] + outro.map { $0.resolved(in: language).string }
    lines += ["", options.resolved(in: language).string]
    return lines.joined(separator: "\n") + "\n"
  }

  /// `entry`'s lines: its words wrapped to the room right of its keys, each row after the first
  /// indented to that room. Where the room is too narrow to read, the line is left whole for
  /// the rows to wrap.
  static func hanging(_ entry: KeyMap.HelpEntry, columns: Int) -> [String] {
    let lead = "  " + entry.keys + "  "
    let room = columns - DisplayWidth.of(lead)
    guard room >= 20 else { return [lead + entry.summary] }
    let rows = LineBreaker.wrap([Span(DisplayText(sanitizing: entry.summary))], width: room)
    let indent = String(repeating: " ", count: DisplayWidth.of(lead))
    return rows.enumerated().map { index, row in
      (index == 0 ? lead : indent) + row.spans.map(\.text.string).joined()
    }
  }

  /// guia's own prose: wrapped between words, whatever plain text does.
  private static func options(columns: Int) -> LayoutOptions {
    var options = LayoutOptions(width: max(1, columns - 1))
    options.wrapsAtWords = true
    return options
  }

  var body: some View {
    let source = InMemoryByteSource(Array(Self.text(in: language, columns: size.width).utf8))
    let rows = TextRows(source: source, options: Self.options(columns: size.width))
    ScrollViewReader { scroll in
      VStack(alignment: .leading, spacing: 0) {
        HeaderRow(
          scroll: scroll, title: LocalizedStringKey("Ayuda de guía").resolved(in: language),
          leading: 0, trailing: 0, status: .none)
        ScrollView(.vertical, showsIndicators: true) {
          RowsView(HighlightedRows(rows: rows, pattern: nil))
        }
        .onKeyPress { press in
          handle(press.terminalKey, scroll: scroll, page: max(1, size.height - 3))
        }
        Divider()
        Text("Ayuda · q, h o Esc para volver")
          .font(.footnote)
          .fixedSize()
          .frame(maxWidth: .infinity)
          .clipped()
      }
    }
  }

  /// The same store and equal values: compared by `==`, not by the type's field records.
  nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.model === rhs.model && lhs.size == rhs.size && lhs.language == rhs.language
      && lhs.quitsOnInterrupt == rhs.quitsOnInterrupt
  }

  private func handle(_ key: Key, scroll: ScrollViewProxy, page: Int) -> KeyPress.Result {
    if [.character("q"), .character("Q"), .character("h"), .character("H"), .escape].contains(key) {
      model.send(.helpClosed)
      return .handled
    }
    switch KeyMap.pager.command(for: key) {
    case .lineDown: scroll.scroll(.rows(1), .forward)
    case .lineUp: scroll.scroll(.rows(1), .backward)
    case .pageDown: scroll.scroll(.page, .forward)
    case .pageUp: scroll.scroll(.page, .backward)
    case .halfPageDown: scroll.scroll(.halfPage, .forward)
    case .halfPageUp: scroll.scroll(.halfPage, .backward)
    case .top: scroll.scrollTo(edge: .top)
    case .bottom: scroll.scrollTo(edge: .bottom)
    // Ctrl-C ends guia only with -K, as everywhere when nothing runs.
    default: return key == .control("c") && quitsOnInterrupt ? .ignored : .handled
    }
    return .handled
  }
}
