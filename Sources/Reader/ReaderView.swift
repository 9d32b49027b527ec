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
  @State private var percent = 0
  /// The marks set with `m`, and where the last jump started (`''`).
  @State var marks = ReaderMarks()
  /// The rows `z` and `w` move, once a count set them (a screen until then).
  @State var windowRows: Int?
  /// The rows `d` and `u` move, once a count set them (half a screen until then).
  @State var halfWindowRows: Int?
  /// Whether the help screen (`h`, `H`) shows instead of the document.
  @State var showsHelp = false
  /// The top row to come back to when the help screen closes.
  @State var topBeforeHelp: Int?
  @State var currentItem: Int?
  @State var keys = KeyInterpreter()
  /// A message in the footer's row until the next key, such as the `-S` confirmation.
  @State var message: LocalizedStringKey?
  /// The file name being typed after `:e`.
  @State var examinePrompt: String?
  /// The search being typed in the footer's row (`/`, `?`).
  @State var prompt: SearchPrompt?
  /// The last search run: highlighted, and where `n` and `N` go from.
  @State var search: ActiveSearch?
  /// Whether the footer's row shows the match counter: from a search or `n` to the next key.
  @State var showsMatchCounter = false
  /// The search running a slice at a time.
  @State var running: RunningSearch?
  /// The filter (`&`) looking at the lines a slice at a time.
  @State var filtering: RunningFilter?
  /// The search for a line without a match (`^N`), a slice at a time.
  @State var lineSearch: RunningLineSearch?
  /// The entry selected in the contents pane, while it is open (`t`).
  @State var contents: Int?
  /// Which entries the pane shows: it scrolls to keep the selection in view.
  @State var contentsWindow = ListWindow()
  /// End on its way to the bottom a slice at a time.
  @State var moving: EndMove?
  /// Whether the view follows the end as text arrives (`F`, as `less +F` or `tail -f`).
  @State var isFollowing = false
  /// Where ESC-F's search of the text arriving goes on from, while it follows.
  @State var followMatchFrom: Int?
  /// The restarts of the rows (a file truncated) the view has moved for.
  @State var restartsTaken = 0
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
        columns: width, showsIndicator: model.settings.showsIndicator, showsPane: contents != nil,
        paneContentWidth: items.map { DisplayWidth.of($0.title) }.max() ?? 0,
        showsLineNumbers: model.settings.showsLineNumbers)
      let textWidth = layout.textWidth
      let margins = model.margins(forWidth: textWidth, besideDivider: layout.pane != nil)
      let scrollHeight = max(0, size.rows - 3)
      if showsHelp {
        HelpScreen(isPresented: $showsHelp, size: size, language: language)
      } else {
      ScrollViewReader { scroll in
      VStack(alignment: .leading, spacing: 0) {
        HeaderRow(
          title: headerTitle, status: status, leading: layout.textStart + margins.leading,
          trailing: layout.indicatorColumns, width: width)
        HStack(alignment: .top, spacing: 0) {
        if let pane = layout.pane, let selection = contents {
          ContentsPane(
            titles: items.map(\.title), selection: selection, current: currentItem,
            window: contentsWindow.revealing(selection, height: scrollHeight, count: items.count),
            width: pane, height: scrollHeight)
        }
          ScrollView(
            model.settings.wrapsLines ? .vertical : [.vertical, .horizontal],
            showsIndicators: model.settings.showsIndicator
          ) {
            RowsView(
              HighlightedRows(rows: model.rows, pattern: highlightedPattern, gutterWidth: layout.gutter),
              marksChoppedRows: !model.settings.wrapsLines)
          }
          // Following, a reader at the bottom stays there as the rows grow.
          .defaultScrollAnchor(isFollowing ? .bottom : nil, for: .sizeChanges)
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
          }
          .onScrollGeometryChange(for: Int.self) { PointScale.cells($0).bottomEdgePercent } action: {
            _, newValue in
            percent = newValue
            model.progress.maxPercent = max(model.progress.maxPercent, newValue)
          }
          .onScrollGeometryChange(for: Int?.self) { geometry in
            CurrentItem.index(of: model.rows.items.map(\.rows), in: PointScale.cells(geometry))
          } action: { _, newValue in
            currentItem = newValue
          }
          .onScrollGeometryChange(for: Int?.self) { geometry in
            // The furthest item (step, heading) at least half on screen: visible apart from
            // "at the bottom" (seed 000), as the seed's onScrollVisibilityChange(threshold:).
            let rows = PointScale.cells(geometry)
            return model.rows.items.indices.last { index in
              let range = model.rows.items[index].rows
              return ScrollVisibility.isVisible(
                Rect(x: 0, y: Double(range.lowerBound), width: 1, height: Double(range.count)),
                in: rows)
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
            if let top = topBeforeHelp ?? model.resumeTop {
              topBeforeHelp = nil
              model.resumeTop = nil
              scroll.scrollTo(row: top)
            }
            // A search spanning files reached this one.
            startPendingSearch()
          }
          .onKeyPress { press in
            handle(
              press.terminalKey, scroll: scroll, textWidth: textWidth, paneHeight: scrollHeight)
          }
          .onChange(of: model.options(forWidth: textWidth, besideDivider: layout.pane != nil), initial: true) {
            // A new width: the rows are laid out again, the top row kept; a reader at the
            // bottom stays at the bottom.
            let wasAtBottom = isAtBottom
            if let top = model.layout(
              width: textWidth, besideDivider: layout.pane != nil, keeping: scroll.topRow ?? 0)
            {
              if wasAtBottom { scroll.scrollTo(edge: .bottom) } else { scroll.scrollTo(row: top) }
              // A running search's positions belong to the old rows: it starts again.
              resetCount()
              lineSearch = nil
              if let current = running {
                running = nil
                find(
                  current.scan.pattern, current.scan.direction, scroll: scroll,
                  visibleRows: scrollHeight, top: top)
              }
            }
          }
        }
        Divider()
        // Long work runs a slice per tick of the footer's timeline (a search, End); a
        // followed file is looked at every 200 ms. Otherwise nothing ticks.
        TimelineView(
          isWorking || isCounting
            ? .animation : .periodic(by: Double(ReaderModel.followInterval) / 1000),
          isPaused: !isWorking && !isFollowing && !isCounting
        ) { context in
          footer(width: width)
            .onChange(of: context.tick) {
              continueLongWork(scroll: scroll, visibleRows: scrollHeight)
            }
        }
      }
      .onPasteCommand { text in
        if prompt != nil { editPrompt(.paste(text), scroll: scroll, visibleRows: scrollHeight) }
        if examinePrompt != nil { editExaminePrompt(.paste(text)) }
      }
      .onChange(of: size, initial: true) { model.size = size }
      .onChange(of: model.isWaitingForEnd) { wasWaiting, isWaiting in
        // The input's end came while End waited for it: on to the last line.
        if wasWaiting, !isWaiting, model.endArrived {
          moveToBottom(scroll: scroll, visibleRows: scrollHeight)
        }
      }
      .onChange(of: model.announcement, initial: true) {
        if let announcement = model.announcement { message = announcement.text }
      }
      .onChange(of: model.restarts) {
        // Nothing of the old rows stays: the top (the bottom while following), and a search
        // starts again from there. End that found the restart goes to the bottom itself.
        guard restartsTaken != model.restarts else { return }
        restartsTaken = model.restarts
        scroll.scrollTo(edge: isFollowing ? .bottom : .top)
        search?.lastMatch = nil
        resetCount()
      }
      .onChange(of: contents) {
        if let contents {
          contentsWindow = contentsWindow.revealing(contents, height: scrollHeight, count: items.count)
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
  @ViewBuilder private func footer(width: Int) -> some View {
    if examinePrompt != nil {
      Text(verbatim: examineLine(columns: width))
        .fixedSize()
        .frame(maxWidth: .infinity, alignment: .leading)
        .clipped()
    } else if let prompt {
      Text(verbatim: prompt.visibleLine(columns: width, in: language))
        .fixedSize()
        .frame(maxWidth: .infinity, alignment: .leading)
        .clipped()
    } else if let matchCounter {
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

  /// A message, or seed 000's text: the built-in guide keeps the seed's Spanish.
  private var footerText: some View {
    Text(message ?? model.footerText(isAtBottom: isAtBottom))
      .environment(\.language, message == nil && model.isGuide ? .spanish : language)
      .font(.footnote)
      .fixedSize()
      .frame(maxWidth: .infinity)
      .clipped()
  }

  /// How far the bottom row is, as the header shows it.
  var percentShown: Int { percent }

  /// The header's right side: the current step of a guide (`Paso 3/8`) or the current
  /// heading, and how far the bottom row is (less's percentage).
  private var status: DisplayText {
    if model.isWaitingForEnd {
      return ReaderMessage.readingToEnd(lines: model.arriving?.lines ?? 0).resolved(in: language)
    }
    if isFollowing { return ReaderMessage.following.resolved(in: language) }
    let filter: DisplayText = model.rows.lineFilter.map { FilterMessage.status($0) + "  " } ?? ""
    let input: DisplayText = model.inputStatus.map { "  " + $0.resolved(in: language) } ?? ""
    let percentText: DisplayText = filter + "\(percent)%" + input
    let items = model.rows.items
    guard !items.isEmpty, let current = currentItem, items.indices.contains(current) else {
      return percentText
    }
    if items.first?.title.hasPrefix("Paso ") == true {
      return "Paso \(current + 1)/\(items.count)  " + percentText
    }
    return items[current].title + "  " + percentText
  }
}

