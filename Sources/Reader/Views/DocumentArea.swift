import Document
import GuiaUI
import ScrollKit
import TerminalUI

/// The document's part of the reader: the contents pane, the pinned lines (less's
/// `--header`), the scroll view over the rows between their margins, and what runs on it:
/// the keys and the scroll observers (seed 000's transform among them). Each posts an event
/// to the reader's store, with where the view is and the window's size (the reducer derives
/// the text column from them); nothing here writes the state.
///
/// A view of its own, handed what it shows as values, so that a footer that flips (the
/// reader's `isAtBottom`) runs the reader's body and not this one: nothing here reads
/// `isAtBottom`, and the values are the same from pass to pass, so the last pass's elements
/// stand, as SwiftUI keeps a child whose inputs did not change.
struct DocumentArea: View {
  /// The store events go to; not observed here: what this view shows comes as the values
  /// below.
  let model: ReaderModel
  /// The rows shown.
  let rows: any DocumentRows
  /// How many times the rows grew in place: a new count is a new measure of them.
  let growth: Int
  let settings: ReaderSettings
  /// What the document shows of the pager.
  let display: PagerDisplay
  let scroll: ScrollViewProxy
  let layout: ReaderLayout
  let textWidth: Int
  let margins: (leading: Int, trailing: Int)
  let scrollHeight: Int
  /// The window's size, posted with each event.
  let windowSize: CellSize
  @Environment(\.terminate) private var terminate
  @Environment(\.repaint) private var repaint

  private var commands: ReaderCommands {
    ReaderCommands(
      model: model, scroll: scroll, visibleRows: scrollHeight, textWidth: textWidth, windowSize: windowSize,
      terminate: terminate, repaint: repaint)
  }

  private var itemGeometry: ItemGeometry { ItemGeometry(rows: rows) }

  var body: some View {
    let rows = rows
    let items = rows.items
    // less's `--header`: the first lines stay above the rows that scroll.
    let pinned = rows.textRows?.headerLines(limit: windowSize.height) ?? []
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
        let chops = !settings.wrapsLines
        ScrollGeometryLine(scroll) { geometry, width in
          let offset = PointScale.columns(geometry.map { Double($0.contentOffset.x) } ?? 0)
          return chops ? line.chopped(from: offset, width: width) : line.droppingColumns(offset)
        }
      }
      ScrollView(
        settings.wrapsLines ? .vertical : [.vertical, .horizontal],
        showsIndicators: settings.showsIndicator(isPlainText: rows.textRows != nil)
      ) {
        RowsView(
          HighlightedRows(
            rows: rows,
            pattern: display.highlightedPattern,
            gutterWidth: layout.gutter, statusColumns: layout.statusColumns,
            statusPattern: display.statusPattern, selectedLink: display.selectedLink),
          marksChoppedRows: !settings.wrapsLines,
          endMarker: rows.textRows != nil && settings.showsEndMarker ? Span("~", style: .dim) : nil)
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
        model.send(.bottomChanged(newValue))
      }
      .onScrollGeometryChange(for: Int.self) { PointScale.cells($0).bottomEdgePercent } action: {
        _, newValue in
        model.send(.percentChanged(newValue))
      }
      .onScrollGeometryChange(for: Int?.self) { itemGeometry.currentItem(at: $0) } action: { _, newValue in
        model.send(.currentItemChanged(newValue))
      }
      .onScrollGeometryChange(for: Int?.self) { geometry in
        // The furthest item (step, heading) at least half on screen: visible apart from
        // "at the bottom" (seed 000), as the seed's onScrollVisibilityChange(threshold:).
        let items = rows.itemRows
        guard !items.isEmpty else { return nil }
        let cells = PointScale.cells(geometry)
        return CurrentItem.indices(of: items, meeting: itemGeometry.shownPositions(cells)).last { index in
          ScrollVisibility.isVisible(itemGeometry.frame(ofRows: items[index]), in: cells)
        }
      } action: { _, newValue in
        model.send(.itemSeen(newValue))
      }
      .onScrollGeometryChange(for: ScrollGeometry.self) { $0 } action: { _, _ in
        // Where the reader is, for input that reads on as the reader comes near its end.
        commands.send { .scrolled($0) }
      }
      .onAppear {
        // Back from the help screen, or back to this file: the document where it was.
        commands.send { .appeared(at: $0) }
      }
      .onDisappear { model.performer = nil }
      .onKeyPress { press in
        let key = press.terminalKey
        // Ctrl-C is offered as a key: it stops what runs; with nothing running it ends guia
        // by the signal only with -K, as in less.
        if key == .control("c") {
          return commands.send { .interrupt(at: $0) } ? .ignored : .handled
        }
        commands.send { .key(key, at: $0) }
        return .handled
      }
      }
    }
    .onPasteCommand { text in
      commands.send { .paste(text, at: $0) }
    }
  }
}

extension DocumentArea: @MainActor Equatable {
  /// The same store and rows (objects: the same ones), and equal values: the last pass's
  /// elements stand. Compared by `==`, never as stored: reading this type's field records
  /// to compare its bytes was most of the first frame's reflection. The environment (the
  /// terminate and repaint actions) is compared by the graph, apart.
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.model === rhs.model && lhs.rows === rhs.rows && lhs.growth == rhs.growth
      && lhs.settings == rhs.settings && lhs.display == rhs.display && lhs.scroll == rhs.scroll
      && lhs.layout == rhs.layout && lhs.textWidth == rhs.textWidth && lhs.margins == rhs.margins
      && lhs.scrollHeight == rhs.scrollHeight && lhs.windowSize == rhs.windowSize
  }
}
