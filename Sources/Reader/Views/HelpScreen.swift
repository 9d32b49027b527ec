import ScrollKit
import Document
import Localization
import GuiaUI
import TerminalUI

/// The help screen of `h` and `H`: the key table the reader runs on (``KeyMap/pager``), in
/// guia itself and scrollable as a document is, until `q`, `h`, `H` or Esc closes it.
struct HelpScreen: View {
  /// The reader's store, told when the screen closes.
  let model: ReaderModel
  /// The window's size.
  let size: CellSize
  /// The language it is written in.
  var language: Language = .spanish
  /// Whether Ctrl-C ends guia here (`-K`); else, as in less, it does nothing.
  var quitsOnInterrupt = false

  /// The help text in `language`: the key table, as `guia --help` lists it.
  static func text(in language: Language) -> String {
    let intro: [LocalizedStringKey] = ["Teclas de guía (como en less). q, h o Esc vuelve al documento."]
    let outro: [LocalizedStringKey] = [
      "Un número antes de una tecla la repite o la dirige: 10G va a la línea 10,",
      "50% a la mitad, 5 Space baja 5 filas.",
    ]
    let options: LocalizedStringKey = "Las opciones de la línea de órdenes: guia --help."
    var lines = intro.map { $0.resolved(in: language).string } + [""]
    lines += KeyMap.pager.helpLines(in: language).map { "  " + $0 }
    lines += [""] + outro.map { $0.resolved(in: language).string }
    lines += ["", options.resolved(in: language).string]
    return lines.joined(separator: "\n") + "\n"
  }

  /// Each language's text, as bytes to lay out.
  private static let sources: [Language: InMemoryByteSource] = Dictionary(
    uniqueKeysWithValues: Language.allCases.map { ($0, InMemoryByteSource(Array(text(in: $0).utf8))) })

  /// guia's own prose: wrapped between words, whatever plain text does.
  private static func options(columns: Int) -> LayoutOptions {
    var options = LayoutOptions(width: max(1, columns - 1))
    options.wrapsAtWords = true
    return options
  }

  var body: some View {
    let source = Self.sources[language] ?? InMemoryByteSource([])
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
