import Document
import GuiaUI
import ScrollKit

/// How the reader's views run the pager: a command given the context it reads (the model,
/// where the scroll view is), then the scrolls and actions it asked for carried out on the
/// scroll view. The pager's one writer: every key, tick and paste goes through ``send(_:)``.
@MainActor
struct ReaderCommands {
  let model: ReaderModel
  let pager: Binding<Pager>
  let scroll: ScrollViewProxy
  /// The rows the scroll view shows.
  let visibleRows: Int
  /// The text column's width.
  let textWidth: Int
  let terminate: TerminateAction
  let repaint: RepaintAction

  /// What a pager command reads: the model, where the scroll view is, the current item.
  var context: PagerContext {
    let scroll = scroll
    let items = ItemGeometry(rows: model.rows)
    return PagerContext(
      model: model,
      viewport: PagerViewport(
        top: scroll.topRow, visibleRows: visibleRows, textWidth: textWidth,
        columnOffset: scroll.geometry.map { PointScale.columns($0.contentOffset.x) } ?? 0),
      percent: { scroll.geometry.map { PointScale.cells($0).bottomEdgePercent } ?? 0 },
      currentItem: { scroll.geometry.flatMap(items.currentItem(at:)) })
  }

  /// Runs `command` on the pager, then performs the scrolls and actions it asked for.
  func send(_ command: (inout Pager, PagerContext) -> [PagerEffect]) {
    let effects = command(&pager.wrappedValue, context)
    for effect in effects {
      switch effect {
      case .scroll(let amount, let direction): scroll.scroll(amount, direction)
      // A pager's jumps put their line at the top as less's do, near the end too.
      case .scrollToRow(let position): scroll.scrollTo(row: position, pastEnd: model.rows.textRows != nil)
      case .scrollToEdge(let edge): scroll.scrollTo(edge: edge)
      case .scrollColumns(let columns): scroll.scroll(columns: columns)
      case .terminate: terminate()
      case .repaint: repaint()
      }
    }
  }

  /// less's `-E`: the end of the last file shown ends guia (the end of another file waits for
  /// a forward command, which goes on to the next).
  func quitAtEndOfLastFile() {
    guard model.isAtEndOfInput else { return }
    if model.files?.hasNext == true { return }
    terminate()
  }
}
