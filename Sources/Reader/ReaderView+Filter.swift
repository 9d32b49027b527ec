import Document
import GuiaUI
import ScrollKit

extension ReaderView {
  /// `&pattern` Enter: only the lines that match show (those that do not when `inverted`),
  /// the top row's line kept at the top, or the next one kept; `&` Enter alone shows every
  /// line again. Its first slice runs now, the others one per tick.
  func startFilter(_ pattern: SearchPattern?, inverted: Bool, scroll: ScrollViewProxy, visibleRows: Int) {
    let top = scroll.topRow ?? model.rows.startPosition
    let (rows, position) = model.rows.unfiltered(keeping: top) ?? (model.rows, top)
    guard let pattern else {
      guard model.rows.lineFilter != nil else { return }
      show(rows, at: position, scroll: scroll)
      message = FilterMessage.off
      return
    }
    let filter = LineFilter(pattern: pattern, isInverted: inverted)
    filtering = RunningFilter(rows: rows, scan: rows.filterScan(filter), top: position)
    continueFilter(scroll: scroll)
  }

  /// Runs the filter for one slice (20 ms): when it ends, its rows replace the document's.
  func continueFilter(scroll: ScrollViewProxy) {
    guard var current = filtering else { return }
    Slice.run(&current, step: { $0.rows.continueFiltering(&$0.scan, budget: Slice.searchStep) }, until: \.scan.isFinished)
    guard current.scan.isFinished else {
      filtering = current
      message = FilterMessage.progress(percent: current.scan.percent)
      return
    }
    filtering = nil
    let filter = current.scan.filter
    guard !current.scan.kept.isEmpty else {
      message = FilterMessage.nothingKept(filter)
      return
    }
    let (rows, position) = current.rows.filtered(by: current.scan, keeping: current.top)
    show(rows, at: position, scroll: scroll)
    message = FilterMessage.shown(lines: current.scan.keptLineCount, filter)
  }

  /// Runs the search for a line without a match for one slice (20 ms); when it ends, the
  /// line found is at the top.
  func continueLineSearch(scroll: ScrollViewProxy) {
    guard var current = lineSearch else { return }
    Slice.run(&current, step: { $0.advance(budget: Slice.searchStep) }, until: \.isFinished)
    guard current.isFinished else {
      lineSearch = current
      message = SearchMessage.progress(percent: current.percent)
      return
    }
    lineSearch = nil
    message = nil
    guard let found = current.foundRow else {
      message = SearchMessage.everyLineMatches(search?.pattern.text ?? "")
      return
    }
    if current.isWrapped {
      message = current.direction == .forward ? SearchMessage.wrappedToStart : SearchMessage.wrappedToEnd
    }
    search?.lastMatch = found
    jump(to: found, scroll: scroll)
  }

  /// Shows `rows` in place of the rows shown, at `position`: a search's last match and its
  /// count belong to the old rows.
  private func show(_ rows: any DocumentRows, at position: Int, scroll: ScrollViewProxy) {
    model.showFiltered(rows)
    search?.lastMatch = nil
    resetCount()
    scroll.scrollTo(row: position)
  }
}
