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
        // Long work runs a slice per tick of the host (a search, End); a followed file is
        // looked at every 200 ms. Otherwise nothing ticks.
        FooterRow(
          content: FooterRow.Content(pager, document, width: width), width: width,
          tickInterval: pager.work.isWorking || pager.work.isCounting ? .zero : .milliseconds(ReaderModel.followInterval),
          ticks: pager.work.wantsTicks, model: model, scroll: scroll, scrollHeight: scrollHeight,
          textWidth: textWidth, windowSize: size)
      }
      }
      }
    }
    // The reader's words below, in the reader's language (SwiftUI's `\.locale`).
    .environment(\.language, language)
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

  /// The header's title: the file's name, and `(2/3)` when several are read.
  private func headerTitle(_ document: ReaderDocument) -> DisplayText {
    guard let ordinal = document.files?.ordinal else { return document.shownTitle }
    return document.shownTitle + " (" + DisplayText(sanitizing: ordinal) + ")"
  }
}
