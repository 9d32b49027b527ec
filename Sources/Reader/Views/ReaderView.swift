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
  @ObservedObject var model: ReaderModel
  @State var isAtBottom = false
  /// What the keys do: the pager, whose one writer is this view's handlers.
  @State var pager = Pager()
  @Environment(\.terminate) var terminate
  @Environment(\.repaint) var repaint
  /// The language of the reader's own words: its texts get it through the environment, and
  /// the header's words are put together here in it.
  var language: Language { model.settings.language }

  /// A reader of `model`.
  public init(model: ReaderModel) {
    self.model = model
  }

  public var body: some View {
    GeometryReader { proxy in
      // Read once a pass: a state read copies the whole pager, and the body asks it a dozen
      // things.
      let pager = self.pager
      let width = Int(proxy.size.width / PointScale.pointsPerColumn)
      let size = CellSize(width: width, height: Int(proxy.size.height / PointScale.pointsPerRow))
      let items = model.rows.items
      let layout = ReaderLayout(
        columns: width, showsIndicator: model.settings.showsIndicator(isPlainText: model.rows.textRows != nil), showsPane: pager.contents != nil,
        // Measured only while the pane shows: a large document has thousands of headings.
        paneContentWidth: pager.contents == nil ? 0 : items.map { DisplayWidth.of($0.title) }.max() ?? 0,
        showsLineNumbers: model.settings.showsLineNumbers,
        showsStatusColumn: model.settings.showsStatusColumn,
        lineNumberColumns: ReaderLayout.lineNumberColumns(lineNumberLimit: model.rows.lineNumberLimit))
      let textWidth = layout.textWidth
      let margins = model.margins(forWidth: textWidth, besideDivider: layout.pane != nil)
      // less's `--header`: the first lines stay above the rows that scroll.
      let pinned = model.rows.textRows?.headerLines() ?? []
      let scrollHeight = max(0, size.height - 3 - pinned.count)
      if pager.showsHelp {
        HelpScreen(
          isPresented: $pager.showsHelp, size: size, language: language,
          quitsOnInterrupt: model.settings.quitsOnInterrupt)
      } else {
      ScrollViewReader { scroll in
      VStack(alignment: .leading, spacing: 0) {
        HeaderRow(
          scroll: scroll, title: headerTitle, leading: layout.textStart + margins.leading,
          trailing: layout.indicatorColumns,
          status: HeaderStatus(model: model, isFollowing: pager.work.isFollowing))
        DocumentArea(
          model: model, pager: $pager,
          display: PagerDisplay(
            pager, caseMatching: model.settings.searchCase, highlightsSearch: model.settings.highlightsSearch),
          isAtBottom: $isAtBottom, scroll: scroll, layout: layout,
          textWidth: textWidth, margins: margins, scrollHeight: scrollHeight, windowSize: size)
        Divider()
        footer(pager, width: width)
          // Long work runs a slice per tick of the host (a search, End); a followed file is
          // looked at every 200 ms. Otherwise nothing ticks.
          .onTick(
            every: pager.work.isWorking || pager.work.isCounting ? .zero : .milliseconds(ReaderModel.followInterval),
            isActive: pager.work.wantsTicks
          ) {
            commands(scroll, scrollHeight, textWidth).send { pager, context in pager.apply(.tick, in: context) }
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
  @ViewBuilder private func footer(_ pager: Pager, width: Int) -> some View {
    if let prompt = pager.prompt {
      // The cursor is the reverse-video cell, as a terminal's prompt shows it.
      let shown = promptLine(prompt, columns: width)
      HStack(spacing: 0) {
        Text(verbatim: shown.before).fixedSize()
        Text(verbatim: shown.atCursor).fixedSize().background(Color.primary)
        Text(verbatim: shown.after).fixedSize()
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      .clipped()
    } else if let matchCounter = pager.work.matchCounter {
      // The counter at the right, as much room kept at the left: the text stays centred,
      // and a long message is cut before the counter rather than under it.
      let room = String(repeating: " ", count: matchCounter.count + 1)
      HStack(spacing: 0) {
        Text(verbatim: room).fixedSize()
        footerText(pager)
          .frame(width: PointScale.points(columns: max(0, width - 2 * room.count)))
          .clipped()
        Text(verbatim: " " + matchCounter).fixedSize()
      }
    } else {
      footerText(pager)
    }
  }

  /// The prompt as the footer's row shows it: its end, as much as fits.
  private func promptLine(_ prompt: Prompt, columns: Int) -> VisiblePrompt {
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
  private func footerText(_ pager: Pager) -> some View {
    let message = pager.message
    return Text(message ?? model.footerText(isAtBottom: isAtBottom))
      .environment(\.language, message == nil && model.isBuiltInGuide ? .spanish : language)
      .font(.footnote)
      .fixedSize()
      .frame(maxWidth: .infinity)
      .clipped()
  }

  /// How this view's handlers run the pager.
  private func commands(_ scroll: ScrollViewProxy, _ visibleRows: Int, _ textWidth: Int) -> ReaderCommands {
    ReaderCommands(
      model: model, pager: $pager, scroll: scroll, visibleRows: visibleRows, textWidth: textWidth,
      terminate: terminate, repaint: repaint)
  }

  /// The header's title: the file's name, and `(2/3)` when several are read.
  private var headerTitle: DisplayText {
    guard let ordinal = model.files?.ordinal else { return model.shownTitle }
    return model.shownTitle + " (" + DisplayText(sanitizing: ordinal) + ")"
  }
}
