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
      let width = Int(proxy.size.width / PointScale.pointsPerColumn)
      let size = TerminalSize(
        rows: Int(proxy.size.height / PointScale.pointsPerRow), columns: width)
      let items = model.rows.items
      let layout = ReaderLayout(
        columns: width, showsIndicator: model.settings.showsIndicator(isPlainText: model.rows is TextRows), showsPane: pager.contents != nil,
        // Measured only while the pane shows: a large document has thousands of headings.
        paneContentWidth: pager.contents == nil ? 0 : items.map { DisplayWidth.of($0.title) }.max() ?? 0,
        showsLineNumbers: model.settings.showsLineNumbers,
        showsStatusColumn: model.settings.showsStatusColumn,
        lineNumberColumns: ReaderLayout.lineNumberColumns(lineNumberLimit: model.rows.lineNumberLimit))
      let textWidth = layout.textWidth
      let margins = model.margins(forWidth: textWidth, besideDivider: layout.pane != nil)
      // less's `--header`: the first lines stay above the rows that scroll.
      let pinned = (model.rows as? TextRows)?.headerLines() ?? []
      let scrollHeight = max(0, size.rows - 3 - pinned.count)
      if pager.showsHelp {
        HelpScreen(
          isPresented: $pager.showsHelp, size: size, language: language,
          quitsOnInterrupt: model.settings.quitsOnInterrupt)
      } else {
      ScrollViewReader { scroll in
      VStack(alignment: .leading, spacing: 0) {
        HeaderRow(
          scroll: scroll, title: headerTitle, leading: layout.textStart + margins.leading,
          trailing: layout.indicatorColumns, status: status(memo: LastValue()))
        HStack(alignment: .top, spacing: 0) {
        if let pane = layout.pane, let selection = pager.contents?.selection {
          ContentsPane(
            titles: items.map(\.title), selection: selection, current: pager.contents?.current,
            window: (pager.contents?.window ?? ListWindow()).revealing(selection, height: scrollHeight, count: items.count),
            width: pane, height: scrollHeight)
        }
          VStack(alignment: .leading, spacing: 0) {
          ForEach(Array(pinned.enumerated()), id: \.offset) { _, line in
            // Sideways as the rows below it (the header's columns stay, see LayoutOptions).
            let chops = !model.settings.wrapsLines
            ScrollGeometryLine(scroll) { geometry, width in
              let offset = PointScale.columns(geometry.map { Double($0.contentOffset.x) } ?? 0)
              return chops ? line.chopped(from: offset, width: width) : line.droppingColumns(offset)
            }
          }
          ScrollView(
            model.settings.wrapsLines ? .vertical : [.vertical, .horizontal],
            showsIndicators: model.settings.showsIndicator(isPlainText: model.rows is TextRows)
          ) {
            RowsView(
              HighlightedRows(
                rows: model.rows,
                pattern: pager.highlightedPattern(caseMatching: model.settings.searchCase),
                gutterWidth: layout.gutter, statusColumns: layout.statusColumns,
                statusPattern: pager.search?.pattern, selectedLink: pager.selectedLink),
              marksChoppedRows: !model.settings.wrapsLines,
              endMarker: model.rows is TextRows && model.settings.showsEndMarker ? Span("~", style: .dim) : nil)
          }
          // Following, a reader at the bottom stays there as the rows grow.
          .defaultScrollAnchor(pager.isFollowing ? .bottom : nil, for: .sizeChanges)
          .contentMargins(
            .horizontal,
            EdgeInsets(
              top: 0, leading: PointScale.points(columns: margins.leading), bottom: 0,
              trailing: PointScale.points(columns: margins.trailing)),
            for: .scrollContent)
          .onScrollGeometryChange(for: Bool.self) { geometry in
            let bottomOffset = max(
              -geometry.contentInsets.top,
              geometry.contentSize.height + geometry.contentInsets.bottom
                - geometry.containerSize.height)
            return geometry.contentOffset.y >= bottomOffset - 1
          } action: { _, newValue in
            isAtBottom = newValue
            model.isAtBottom = newValue
            // "Reached the end once" is a latch, kept apart from "at the bottom now".
            if newValue { model.progress.reachedEnd = true }
            // less's -E: the end shown on the last file ends guia.
            if newValue, model.settings.quitsAtEnd == .firstTime { quitAtEndOfLastFile() }
          }
          .onScrollGeometryChange(for: Int.self) { PointScale.cells($0).bottomEdgePercent } action: {
            _, newValue in
            // A latch of the report, not view state: the header reads the percent as it draws.
            model.progress.maxPercent = max(model.progress.maxPercent, newValue)
          }
          .onScrollGeometryChange(for: Int?.self) { currentItem(at: $0) } action: { _, newValue in
            // Only the open contents pane shows it as state (its entry in bold).
            pager.contents?.current = newValue
          }
          .onScrollGeometryChange(for: Int?.self) { geometry in
            // The furthest item (step, heading) at least half on screen: visible apart from
            // "at the bottom" (seed 000), as the seed's onScrollVisibilityChange(threshold:).
            let items = model.rows.itemRows
            guard !items.isEmpty else { return nil }
            let rows = PointScale.cells(geometry)
            return CurrentItem.indices(of: items, meeting: shownPositions(rows)).last { index in
              ScrollVisibility.isVisible(frame(ofRows: items[index]), in: rows)
            }
          } action: { _, newValue in
            if let newValue {
              model.progress.lastItemSeen = max(model.progress.lastItemSeen ?? newValue, newValue)
            }
          }
          .onScrollGeometryChange(for: ScrollGeometry.self) { $0 } action: { _, _ in
            // Where the reader is, for input that reads on as the reader comes near its end.
            model.viewportDidChange(top: scroll.topRow ?? 0, visibleRows: scrollHeight)
          }
          .onAppear {
            // Back from the help screen, or back to this file: the document where it was.
            let resumeTop = model.resumeTop
            model.resumeTop = nil
            send(scroll, scrollHeight, textWidth) { pager, context in
              pager.didAppear(resumingAt: resumeTop, context)
            }
          }
          .onKeyPress { press in
            let key = press.terminalKey
            // Ctrl-C is offered as a key: it stops what runs; with nothing running it ends guia
            // by the signal only with -K, as in less.
            if key == .control("c") {
              let context = pagerContext(scroll, scrollHeight, textWidth)
              return pager.interrupt(in: context) || !model.settings.quitsOnInterrupt ? .handled : .ignored
            }
            send(scroll, scrollHeight, textWidth) { pager, context in pager.handle(key, in: context) }
            return .handled
          }
          .onChange(of: model.options(forWidth: textWidth, besideDivider: layout.pane != nil), initial: true) {
            old, new in
            // A new width: the rows are laid out again, the top row kept; a reader at the
            // bottom stays at the bottom. An option typed while reading (`-S`, a shift)
            // keeps the top line of plain text wherever it is, as less repaints from it.
            let keepsTopLine = old.width == new.width && model.rows is TextRows
            let wasAtBottom = isAtBottom && !keepsTopLine
            if let top = model.layout(
              width: textWidth, besideDivider: layout.pane != nil, keeping: scroll.topRow ?? 0)
            {
              send(scroll, scrollHeight, textWidth) { pager, context in
                pager.didReflow(keeping: top, wasAtBottom: wasAtBottom, context)
              }
            }
          }
          }
        }
        Divider()
        footer(width: width)
          // Long work runs a slice per tick of the host (a search, End); a followed file is
          // looked at every 200 ms. Otherwise nothing ticks.
          .onTick(
            every: pager.isWorking || pager.isCounting ? .zero : .milliseconds(ReaderModel.followInterval),
            isActive: pager.wantsTicks
          ) {
            send(scroll, scrollHeight, textWidth) { pager, context in pager.advanceJob(context) }
          }
      }
      .onPasteCommand { text in
        send(scroll, scrollHeight, textWidth) { pager, context in pager.paste(text, in: context) }
      }
      .onChange(of: size, initial: true) { model.size = size }
      .onChange(of: model.isWaitingForEnd) { wasWaiting, isWaiting in
        // The input's end came while End waited for it: on to the last line.
        if wasWaiting, !isWaiting, model.endArrived {
          send(scroll, scrollHeight, textWidth) { pager, context in pager.endDidArrive(context) }
        }
      }
      .onChange(of: InputState(growth: model.growth, hasEnded: model.arriving == nil)) {
        // Work that waited for the input (a search through all that came, `NG` on a pipe)
        // moves on as pages come, not on ticks.
        send(scroll, scrollHeight, textWidth) { pager, context in pager.inputDidChange(context) }
        // less's -E: input that ends with its end on screen ends guia.
        if model.settings.quitsAtEnd == .firstTime { quitAtEndOfLastFile() }
      }
      .onChange(of: model.announcement, initial: true) {
        if let announcement = model.announcement { pager.announce(announcement.text) }
      }
      .onChange(of: model.restarts) {
        send(scroll, scrollHeight, textWidth) { pager, context in pager.didRestart(context) }
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
  @ViewBuilder private func footer(width: Int) -> some View {
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
    } else if let matchCounter = pager.matchCounter {
      // The counter at the right, as much room kept at the left: the text stays centred,
      // and a long message is cut before the counter rather than under it.
      let room = String(repeating: " ", count: matchCounter.count + 1)
      HStack(spacing: 0) {
        Text(verbatim: room).fixedSize()
        footerText
          .frame(width: PointScale.points(columns: max(0, width - 2 * room.count)))
          .clipped()
        Text(verbatim: " " + matchCounter).fixedSize()
      }
    } else {
      footerText
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
  private var footerText: some View {
    Text(pager.message ?? model.footerText(isAtBottom: isAtBottom))
      .environment(\.language, pager.message == nil && model.isBuiltInGuide ? .spanish : language)
      .font(.footnote)
      .fixedSize()
      .frame(maxWidth: .infinity)
      .clipped()
  }

  /// What a pager command reads: the model, where the scroll view is, the current item.
  private func pagerContext(_ scroll: ScrollViewProxy, _ visibleRows: Int, _ textWidth: Int) -> PagerContext {
    PagerContext(
      model: model,
      viewport: PagerViewport(
        top: scroll.topRow, visibleRows: visibleRows, textWidth: textWidth,
        columnOffset: scroll.geometry.map { PointScale.columns($0.contentOffset.x) } ?? 0),
      percent: { scroll.geometry.map { PointScale.cells($0).bottomEdgePercent } ?? 0 },
      currentItem: { scroll.geometry.flatMap(currentItem(at:)) })
  }

  /// Runs `command` on the pager, then performs the scrolls and actions it asked for.
  /// less's `-E`: the end of the last file shown ends guia (the end of another file waits for
  /// a forward command, which goes on to the next).
  private func quitAtEndOfLastFile() {
    guard model.isAtEndOfInput else { return }
    if let files = model.files, files.current + 1 < files.paths.count { return }
    terminate()
  }

  private func send(
    _ scroll: ScrollViewProxy, _ visibleRows: Int, _ textWidth: Int,
    _ command: (inout Pager, PagerContext) -> [PagerEffect]
  ) {
    let effects = command(&pager, pagerContext(scroll, visibleRows, textWidth))
    for effect in effects {
      switch effect {
      case .scroll(let amount, let direction): scroll.scroll(amount, direction)
      // A pager's jumps put their line at the top as less's do, near the end too.
      case .scrollToRow(let position): scroll.scrollTo(row: position, pastEnd: model.rows is TextRows)
      case .scrollToEdge(let edge): scroll.scrollTo(edge: edge)
      case .scrollColumns(let columns): scroll.scroll(columns: columns)
      case .terminate: terminate()
      case .repaint: repaint()
      }
    }
  }

  /// The header's title: the file's name, and `(2/3)` when several are read.
  private var headerTitle: String? {
    guard let ordinal = model.files?.ordinal else { return model.title }
    return (model.title ?? "") + " (" + ordinal + ")"
  }

  /// The step or heading at the top of `geometry` (in points).
  private func currentItem(at geometry: ScrollGeometry) -> Int? {
    guard !model.rows.itemRows.isEmpty else { return nil }
    let rows = PointScale.cells(geometry)
    return CurrentItem.index(
      of: model.rows.itemRows, visibleRows: shownPositions(rows), isAtBottom: rows.isAtBottom)
  }

  /// The positions of the rows `geometry` (in cells) shows. The geometry counts rows by
  /// their index, estimated in a document not laid out whole, where positions are not indices.
  private func shownPositions(_ geometry: ScrollGeometry) -> Range<Int> {
    let visible = geometry.visibleRows
    guard let rows = model.rows as? LaidOutRows, !rows.isLaidOutWhole, !visible.isEmpty else { return visible }
    let top = rows.position(atEstimatedIndex: visible.lowerBound)
    return top..<(max(top, rows.position(atEstimatedIndex: visible.upperBound - 1)) + 1)
  }

  /// The frame, in rows of the geometry, of the rows at `positions`.
  private func frame(ofRows positions: Range<Int>) -> Rect {
    let top = model.rows.estimatedRowIndex(of: positions.lowerBound)
    return Rect(x: 0, y: top, width: 1, height: model.rows.estimatedRowIndex(of: positions.upperBound) - top)
  }

  /// The header's right side for a geometry (in points), made as the header is drawn; made
  /// again only when the percentage or the current item changed.
  private func status(memo: LastValue<PercentAndItem, DisplayText>) -> (ScrollGeometry?) -> DisplayText {
    { geometry in
      let percent = geometry.map { PointScale.cells($0).bottomEdgePercent } ?? 0
      let current = geometry.flatMap(currentItem(at:))
      return memo.value(for: PercentAndItem(percent: percent, item: current)) {
        status(percent: percent, current: current)
      }
    }
  }

  /// The header's right side: the current step of a guide (`Paso 3/8`) or the current
  /// heading `current`, and how far the bottom row is (less's percentage).
  private func status(percent: Int, current: Int?) -> DisplayText {
    if model.isWaitingForEnd {
      return ReaderMessage.readingToEnd(lines: model.arriving?.lines ?? 0).resolved(in: language)
    }
    if pager.isFollowing { return ReaderMessage.following.resolved(in: language) }
    let filter: DisplayText = model.rows.lineFilter.map { FilterMessage.status($0) + "  " } ?? ""
    let input: DisplayText = model.inputStatus.map { "  " + $0.resolved(in: language) } ?? ""
    let percentText: DisplayText = filter + "\(percent)%" + input
    let items = model.rows.items
    guard !items.isEmpty, let current, items.indices.contains(current) else {
      return percentText
    }
    if model.isGuide {
      // The step's own label (`Paso 3`, `Step 3` in a guide of the reader's own) and the count.
      return items[current].title + "/\(items.count)  " + percentText
    }
    // The `#` heading that is the title already shows at the left: said once.
    if let title = model.title, items[current].title == DisplayText(sanitizing: title) { return percentText }
    return items[current].title + "  " + percentText
  }
}

/// What the header's status is made from as it is drawn.
struct PercentAndItem: Equatable {
  var percent: Int
  var item: Int?
}

/// What the reader watches of input still arriving: each page that grew the rows, and its end.
private struct InputState: Equatable {
  var growth: Int
  var hasEnded: Bool
}
