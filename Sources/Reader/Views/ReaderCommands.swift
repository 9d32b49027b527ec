import Document
import GuiaUI
import ScrollKit

/// How the reader's views post events: each with where the scroll view is now (and the
/// window's size), and the scrolls and actions the reducer returns carried out on that scroll view.
@MainActor
struct ReaderCommands {
  let model: ReaderModel
  let scroll: ScrollViewProxy
  /// The rows the scroll view shows.
  let visibleRows: Int
  /// The text column's width.
  let textWidth: Int
  /// The window's size, reported with each event: the reducer derives the text column from it.
  let windowSize: CellSize
  let terminate: TerminateAction
  let repaint: RepaintAction

  /// Where the scroll view is now: what a key reads of the view.
  var place: ReaderPlace {
    ReaderPlace(
      viewport: PagerViewport(
        top: scroll.topRow, visibleRows: visibleRows, textWidth: textWidth,
        columnOffset: scroll.geometry.map { PointScale.columns($0.contentOffset.x) } ?? 0),
      geometry: scroll.geometry, windowSize: windowSize)
  }

  /// Posts the event `make` makes of where the view is now; returns whether it was left to
  /// the host (Ctrl-C that stopped nothing, under `-K`).
  @discardableResult
  func send(_ make: (ReaderPlace) -> ReaderEvent) -> Bool {
    install()
    return model.send(make(place))
  }

  /// Makes this scroll view the one the reader's scrolls go to.
  func install() {
    let (scroll, model, terminate, repaint) = (scroll, model, terminate, repaint)
    model.performer = { effect in
      switch effect {
      case .scroll(let amount, let direction): scroll.scroll(amount, direction)
      // A pager's jumps put their line at the top as less's do, near the end too.
      case .scrollToRow(let position): scroll.scrollTo(row: position, pastEnd: model.rows.textRows != nil)
      case .scrollToEdge(let edge): scroll.scrollTo(edge: edge)
      case .scrollColumns(let columns): scroll.scroll(columns: columns)
      case .terminate: terminate()
      case .repaint: repaint()
      case .passInterrupt: break
      }
    }
  }
}
