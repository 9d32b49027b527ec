import Document
import GuiaUI
import Localization
import ScrollKit
import TerminalUI

/// guia's reader as a GuiaUI view: the header row, the document scrolling between its
/// margins, and the fixed-height footer that says whether the reader reached the end.
///
/// The footer is seed 000's: the `onScrollGeometryChange(for: Bool.self)` transform with
/// the content insets, and `Text(isAtBottom ? "Fin de la guía" : "Quedan pasos por ver")`.
/// The margins are `contentMargins(…, for: .scrollContent)`, so the geometry the transform
/// sees has them as its `contentInsets`, as in SwiftUI.
public struct ReaderView: View {
  /// The reader's store: its state is what this view shows (read as the body runs, so a
  /// change of what it shows resolves this view again).
  let model: ReaderModel
  @Environment(\.terminate) var terminate
  @Environment(\.repaint) var repaint

  /// A reader of `model`.
  public init(model: ReaderModel) {
    self.model = model
  }

  public var body: some View {
    // Read once a pass: the body asks the state a dozen things.
    let state = model.state
    let document = state.document
    let pager = state.pager
    let settings = document.settings
    let language = settings.language
    return GeometryReader { proxy in
      let width = Int(proxy.size.width / PointScale.pointsPerColumn)
      let size = CellSize(width: width, height: Int(proxy.size.height / PointScale.pointsPerRow))
      let rows = document.rows
      // The reducer derives the text column from the same layout (ReaderState.layout).
      let layout = state.layout(columns: width)
      let textWidth = layout.textWidth
      let margins = document.margins(forWidth: textWidth, besideDivider: layout.pane != nil)
      // less's `--header`: the first lines stay above the rows that scroll.
      let pinned = rows.textRows?.headerLines(limit: size.height) ?? []
      let scrollHeight = max(0, size.height - 3 - pinned.count)
      if pager.showsHelp {
        HelpScreen(model: model, size: size, language: language, quitsOnInterrupt: settings.quitsOnInterrupt)
      } else {
      ScrollViewReader { scroll in
      VStack(alignment: .leading, spacing: 0) {
        HeaderRow(
          scroll: scroll, title: headerTitle(document), leading: layout.textStart + margins.leading,
          trailing: layout.indicatorColumns,
          status: HeaderStatus(document: document, isFollowing: pager.work.isFollowing))
        DocumentArea(
          model: model, rows: rows, growth: document.input.growth, settings: settings,
          display: display(pager, document),
          scroll: scroll, layout: layout,
          textWidth: textWidth, margins: margins, scrollHeight: scrollHeight, windowSize: size)
        Divider()
        footer(pager, document, width: width)
          // Long work runs a slice per tick of the host (a search, End); a followed file is
          // looked at every 200 ms. Otherwise nothing ticks.
          .onTick(
            every: pager.work.isWorking || pager.work.isCounting ? .zero : .milliseconds(ReaderModel.followInterval),
            isActive: pager.work.wantsTicks
          ) {
            commands(scroll, scrollHeight, textWidth, size).send { .tick(at: $0) }
          }
      }
      }
      }
    }
    // The reader's words below, in the reader's language (SwiftUI's `\.locale`).
    .environment(\.language, language)
  }

  /// The footer's row: the search being typed, or a message, or seed 000's text. One row
  /// whatever it says: a footer that grew would change the very measure that decides it. A
  /// message longer than the row is cut.
  @ViewBuilder private func footer(_ pager: Pager, _ document: ReaderDocument, width: Int) -> some View {
    if let prompt = pager.prompt {
      // The cursor is the reverse-video cell, as a terminal's prompt shows it.
      let shown = promptLine(prompt, columns: width, in: document.settings.language)
      HStack(spacing: 0) {
        Text(verbatim: shown.before).fixedSize()
        Text(verbatim: shown.atCursor).fixedSize().background(Color.primary)
        Text(verbatim: shown.after).fixedSize()
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      .clipped()
    } else if let matchCounter = pager.work.matchCounter(moreMayArrive: document.input.mayGrow) {
      // The counter at the right, as much room kept at the left: the text stays centred,
      // and a long message is cut before the counter rather than under it.
      let room = String(repeating: " ", count: matchCounter.count + 1)
      HStack(spacing: 0) {
        Text(verbatim: room).fixedSize()
        footerText(pager, document)
          .frame(width: PointScale.points(columns: max(0, width - 2 * room.count)))
          .clipped()
        Text(verbatim: " " + matchCounter).fixedSize()
      }
    } else {
      footerText(pager, document)
    }
  }

  /// What the document shows of the pager: the pattern being typed is lit only with
  /// `--incsearch`, so that without it a character typed into `/` leaves the document's view
  /// as it was.
  private func display(_ pager: Pager, _ document: ReaderDocument) -> PagerDisplay {
    let settings = document.settings
    return PagerDisplay(
      pager, caseMatching: settings.searchCase, highlightsSearch: settings.highlightsSearch,
      highlightsAsTyped: settings.incrementalSearch)
  }

  /// The prompt as the footer's row shows it: its end, as much as fits.
  private func promptLine(_ prompt: Prompt, columns: Int, in language: Language) -> VisiblePrompt {
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

  /// A message, or seed 000's text: the built-in guide keeps the seed's Spanish.
  private func footerText(_ pager: Pager, _ document: ReaderDocument) -> some View {
    let message = pager.message
    return Text(message ?? document.footerText(isAtBottom: document.isAtBottom))
      .environment(\.language, message == nil && document.isBuiltInGuide ? .spanish : document.settings.language)
      .font(.footnote)
      .fixedSize()
      .frame(maxWidth: .infinity)
      .clipped()
  }

  /// How this view's handlers post events.
  private func commands(_ scroll: ScrollViewProxy, _ visibleRows: Int, _ textWidth: Int, _ windowSize: CellSize)
    -> ReaderCommands
  {
    ReaderCommands(
      model: model, scroll: scroll, visibleRows: visibleRows, textWidth: textWidth, windowSize: windowSize,
      terminate: terminate, repaint: repaint)
  }

  /// The header's title: the file's name, and `(2/3)` when several are read.
  private func headerTitle(_ document: ReaderDocument) -> DisplayText {
    guard let ordinal = document.files?.ordinal else { return document.shownTitle }
    return document.shownTitle + " (" + DisplayText(sanitizing: ordinal) + ")"
  }
}
