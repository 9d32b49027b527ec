import Document
import GuiaUI
import Localization
import ScrollKit

/// The footer's row: the search being typed, or a message, or seed 000's text; and the
/// reader's tick (long work runs a slice per tick of the host, a followed file is looked at
/// every 200 ms). One row whatever it says: a footer that grew would change the very measure
/// that decides it. A message longer than the row is cut.
///
/// A view of its own, handed what it shows as values and compared by `==`: a pass that
/// changes nothing here (the first frame's second pass, a highlight) keeps its elements and
/// its tick, whose closure, made by the body, is never compared as stored.
struct FooterRow: View, Equatable {
  /// What the row says.
  enum Content: Equatable {
    /// The prompt being typed: its end, as much as fits, the cursor's cell apart.
    case prompt(VisiblePrompt)
    /// A message or seed 000's text in `language`, with the search's match counter at the
    /// right when it counts.
    case text(LocalizedStringKey, language: Language, matchCounter: String?)
  }

  let content: Content
  /// The row's width in columns.
  let width: Int
  /// How often the tick runs, while it runs.
  let tickInterval: Duration
  let ticks: Bool
  /// The store the tick posts to, and where the document's view is (see ``ReaderCommands``).
  let model: ReaderModel
  let scroll: ScrollViewProxy
  let scrollHeight: Int
  let textWidth: Int
  let windowSize: CellSize
  @Environment(\.terminate) private var terminate
  @Environment(\.repaint) private var repaint

  var body: some View {
    row.onTick(every: tickInterval, isActive: ticks) {
      ReaderCommands(
        model: model, scroll: scroll, visibleRows: scrollHeight, textWidth: textWidth, windowSize: windowSize,
        terminate: terminate, repaint: repaint
      ).send { .tick(at: $0) }
    }
  }

  @ViewBuilder private var row: some View {
    switch content {
    case .prompt(let shown):
      // The cursor is the reverse-video cell, as a terminal's prompt shows it.
      HStack(spacing: 0) {
        Text(verbatim: shown.before).fixedSize()
        Text(verbatim: shown.atCursor).fixedSize().background(Color.primary)
        Text(verbatim: shown.after).fixedSize()
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      .clipped()
    case .text(let text, let language, let matchCounter?):
      // The counter at the right, as much room kept at the left: the text stays centred,
      // and a long message is cut before the counter rather than under it.
      let room = String(repeating: " ", count: matchCounter.count + 1)
      HStack(spacing: 0) {
        Text(verbatim: room).fixedSize()
        label(text, in: language)
          .frame(width: PointScale.points(columns: max(0, width - 2 * room.count)))
          .clipped()
        Text(verbatim: " " + matchCounter).fixedSize()
      }
    case .text(let text, let language, nil):
      label(text, in: language)
    }
  }

  private func label(_ text: LocalizedStringKey, in language: Language) -> some View {
    Text(text)
      .environment(\.language, language)
      .font(.footnote)
      .fixedSize()
      .frame(maxWidth: .infinity)
      .clipped()
  }

  /// The same store and equal values: the tick's closure would post what it posts now.
  nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.model === rhs.model && lhs.content == rhs.content && lhs.width == rhs.width
      && lhs.tickInterval == rhs.tickInterval && lhs.ticks == rhs.ticks && lhs.scroll == rhs.scroll
      && lhs.scrollHeight == rhs.scrollHeight && lhs.textWidth == rhs.textWidth
      && lhs.windowSize == rhs.windowSize
  }
}

extension FooterRow.Content {
  /// What the footer of `pager` on `document` says in a row `width` columns wide.
  @MainActor
  init(_ pager: Pager, _ document: ReaderDocument, width: Int) {
    let language = document.settings.language
    if let prompt = pager.prompt {
      self = .prompt(Self.line(of: prompt, columns: width, in: language))
    } else {
      let message = pager.message
      // A message, or seed 000's text: the built-in guide keeps the seed's Spanish.
      self = .text(
        message ?? document.footerText(isAtBottom: document.isAtBottom),
        language: message == nil && document.isBuiltInGuide ? .spanish : language,
        matchCounter: pager.work.matchCounter(moreMayArrive: document.input.mayGrow))
    }
  }

  /// The prompt as the footer's row shows it: its end, as much as fits.
  private static func line(of prompt: Prompt, columns: Int, in language: Language) -> VisiblePrompt {
    switch prompt {
    case .search(let typed): return typed.visibleLine(columns: columns, in: language)
    case .examine(let name):
      return PromptEdit.visibleLine(
        lead: FileMessage.examinePrompt.resolved(in: language).string, line: name, columns: columns)
    case .option(let name): return PromptEdit.visibleLine(lead: "--", line: name, columns: columns)
    case .optionValue(let option, let value):
      return PromptEdit.visibleLine(
        lead: option.valuePrompt.resolved(in: language).string, line: value, columns: columns)
    }
  }
}
