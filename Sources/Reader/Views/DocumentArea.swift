import Document
import GuiaUI
import ScrollKit
import TerminalUI

/// The document's part of the reader: the contents pane, the pinned lines (less's
/// `--header`), the scroll view over the rows between their margins, and what runs on it:
/// the keys, the scroll observers (seed 000's transform among them), a reflow for a new
/// width.
///
/// A view of its own, handed ``ReaderView``'s state as bindings, so that a footer that
/// flips (the reader's `isAtBottom`) runs the reader's body and not this one: nothing here
/// reads `isAtBottom` as it is resolved (only its observer writes it), and the bindings are
/// the same from pass to pass, so the last pass's elements stand, as SwiftUI keeps a child
/// whose inputs did not change.
struct DocumentArea: View {
  @ObservedObject var model: ReaderModel
  /// The pager, written through this binding by the keys and observers here; what the
  /// document shows of it comes as ``display``, so that the body reads none of it.
  @Binding var pager: Pager
  let display: PagerDisplay
  @Binding var isAtBottom: Bool
  let scroll: ScrollViewProxy
  let layout: ReaderLayout
  let textWidth: Int
  let margins: (leading: Int, trailing: Int)
  let scrollHeight: Int
  /// The window's size, for the model (a size the window changes to is its news).
  let windowSize: CellSize
  @Environment(\.terminate) private var terminate
  @Environment(\.repaint) private var repaint

  private var commands: ReaderCommands {
    ReaderCommands(
      model: model, pager: $pager, scroll: scroll, visibleRows: scrollHeight, textWidth: textWidth,
      terminate: terminate, repaint: repaint)
  }

  private var itemGeometry: ItemGeometry { ItemGeometry(rows: model.rows) }

  var body: some View {
    let items = model.rows.items
    // less's `--header`: the first lines stay above the rows that scroll.
    let pinned = model.rows.textRows?.headerLines() ?? []
    HStack(alignment: .top, spacing: 0) {
    if let pane = layout.pane, let selection = display.contents?.selection {
      ContentsPane(
        titles: items.map(\.title), selection: selection, current: display.contents?.current,
        window: (display.contents?.window ?? ListWindow()).revealing(selection, height: scrollHeight, count: items.count),
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
        showsIndicators: model.settings.showsIndicator(isPlainText: model.rows.textRows != nil)
      ) {
        RowsView(
          HighlightedRows(
            rows: model.rows,
            pattern: display.highlightedPattern,
            gutterWidth: layout.gutter, statusColumns: layout.statusColumns,
            statusPattern: display.statusPattern, selectedLink: display.selectedLink),
          marksChoppedRows: !model.settings.wrapsLines,
          endMarker: model.rows.textRows != nil && model.settings.showsEndMarker ? Span("~", style: .dim) : nil)
      }
      // Following, a reader at the bottom stays there as the rows grow.
      .defaultScrollAnchor(display.isFollowing ? .bottom : nil, for: .sizeChanges)
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
        if newValue, model.settings.quitsAtEnd == .firstTime { commands.quitAtEndOfLastFile() }
      }
      .onScrollGeometryChange(for: Int.self) { PointScale.cells($0).bottomEdgePercent } action: {
        _, newValue in
        // A latch of the report, not view state: the header reads the percent as it draws.
        model.progress.maxPercent = max(model.progress.maxPercent, newValue)
      }
      .onScrollGeometryChange(for: Int?.self) { itemGeometry.currentItem(at: $0) } action: { _, newValue in
        // Only the open contents pane shows it as state (its entry in bold).
        pager.contents?.current = newValue
      }
      .onScrollGeometryChange(for: Int?.self) { geometry in
        // The furthest item (step, heading) at least half on screen: visible apart from
        // "at the bottom" (seed 000), as the seed's onScrollVisibilityChange(threshold:).
        let items = model.rows.itemRows
        guard !items.isEmpty else { return nil }
        let rows = PointScale.cells(geometry)
        return CurrentItem.indices(of: items, meeting: itemGeometry.shownPositions(rows)).last { index in
          ScrollVisibility.isVisible(itemGeometry.frame(ofRows: items[index]), in: rows)
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
        commands.send { pager, context in
          pager.apply(.appear(resumingAt: resumeTop), in: context)
        }
      }
      .onKeyPress { press in
        let key = press.terminalKey
        // Ctrl-C is offered as a key: it stops what runs; with nothing running it ends guia
        // by the signal only with -K, as in less.
        if key == .control("c") {
          let context = commands.context
          return pager.interrupt(in: context) || !model.settings.quitsOnInterrupt ? .handled : .ignored
        }
        commands.send { pager, context in pager.apply(.key(key), in: context) }
        return .handled
      }
      .onChange(of: model.options(forWidth: textWidth, besideDivider: layout.pane != nil), initial: true) {
        old, new in
        // A new width: the rows are laid out again, the top row kept; a reader at the
        // bottom stays at the bottom. An option typed while reading (`-S`, a shift)
        // keeps the top line of plain text wherever it is, as less repaints from it.
        let keepsTopLine = old.width == new.width && model.rows.textRows != nil
        let wasAtBottom = isAtBottom && !keepsTopLine
        if let top = model.layout(
          width: textWidth, besideDivider: layout.pane != nil, keeping: scroll.topRow ?? 0)
        {
          commands.send { pager, context in
            pager.apply(.reflow(keepingTop: top, wasAtBottom: wasAtBottom), in: context)
          }
        }
      }
      }
    }
    .onPasteCommand { text in
      commands.send { pager, context in pager.apply(.paste(text), in: context) }
    }
    .onChange(of: windowSize, initial: true) { model.size = windowSize }
    .onChange(of: model.isWaitingForEnd) { wasWaiting, isWaiting in
      // The input's end came while End waited for it: on to the last line.
      if wasWaiting, !isWaiting, model.endArrived {
        commands.send { pager, context in pager.apply(.endArrival, in: context) }
      }
    }
    .onChange(of: InputState(growth: model.growth, hasEnded: model.arriving == nil)) {
      // Work that waited for the input (a search through all that came, `NG` on a pipe)
      // moves on as pages come, not on ticks.
      commands.send { pager, context in pager.apply(.inputChange, in: context) }
      // less's -E: input that ends with its end on screen ends guia.
      if model.settings.quitsAtEnd == .firstTime { commands.quitAtEndOfLastFile() }
    }
    .onChange(of: model.announcement, initial: true) {
      if let announcement = model.announcement { pager.announce(announcement.text) }
    }
    .onChange(of: model.restarts) {
      commands.send { pager, context in pager.apply(.restart, in: context) }
    }
  }
}

/// What the reader watches of input still arriving: each page that grew the rows, and its end.
private struct InputState: Equatable {
  var growth: Int
  var hasEnded: Bool
}
