import Document
import ScrollKit

extension Viewer {
  /// The header's right side: the current step of a guide (`Paso 3/8`, see ``currentItem``)
  /// and how far through the document the bottom visible row is (less's percentage).
  ///
  /// While input is still arriving, `leyendo…` follows the percentage: the footer knows only
  /// what has arrived; `entrada incompleta` follows it once the input stopped being kept. While End waits for the end, the lines read so far show instead.
  public var headerStatus: DisplayText {
    if isWaitingForEnd { return waitStatus }
    if let status { return status }
    let input = arriving != nil
      ? ViewerMessage.reading : isInputIncomplete ? ViewerMessage.incomplete : nil
    let percent: DisplayText =
      "\(scrollModel.state.geometry.bottomEdgePercent)%" + (input.map { "  " + $0 } ?? "")
    let items = content.items
    guard !items.isEmpty, let current = currentItem else { return percent }
    if items.first?.title.hasPrefix("Paso ") == true {
      return "Paso \(current + 1)/\(items.count)  " + percent
    }
    return items[current].title + "  " + percent
  }

  /// Draws what changed into ``screen`` and returns it.
  @discardableResult
  public func render() -> Screen {
    let layout = self.layout
    let chrome = layout.chrome
    if let onRowAppear {
      // Before the header, which may show what appeared.
      for position in content.positions(from: top, limit: chrome.scrollHeight)
      where appearedRows.insert(position).inserted {
        onRowAppear(position)
      }
    }
    if chromeNeedsDraw {
      renderHeader(layout)
      if let row = chrome.separatorRow {
        screen.clear(row: row)
        screen.put(
          [Span(DisplayText(repeating: "─", count: size.columns), style: .dim)], row: row, column: 0)
      }
      chromeNeedsDraw = false
    }
    renderScrollArea(layout)
    if footerNeedsDraw, let row = chrome.footerRow {
      if let prompt {
        screen.clear(row: row)
        screen.put(Sanitizer.spans(prompt.visibleLine(columns: size.columns)), row: row, column: 0)
      } else if let message {
        Footer(text: message).render(into: &screen, row: row)
      } else {
        footer.render(into: &screen, row: row)
      }
      footerDraws += 1
      footerNeedsDraw = false
    }
    return screen
  }

  private func renderHeader(_ layout: ViewerLayout) {
    guard let row = layout.chrome.headerRow else { return }
    screen.clear(row: row)
    let status = headerStatus
    let statusWidth = DisplayWidth.of(status)
    let statusColumn = max(0, (layout.indicator ?? size.columns) - statusWidth - 1)
    // The title aligns with the text's leading margin.
    let titleColumn = layout.text.lowerBound + content.options.effectiveMargins.leading
    screen.put(
      Sanitizer.spans(title ?? "", style: .bold), row: row, column: titleColumn,
      limit: max(titleColumn, statusColumn - 1))
    screen.put([Span(status, style: .dim)], row: row, column: statusColumn)
  }

  private func renderScrollArea(_ layout: ViewerLayout) {
    let chrome = layout.chrome
    screen.scrollRegion = chrome.scrollTop..<(chrome.scrollTop + chrome.scrollHeight)
    screen.scrollColumns = layout.text
    let lines = visibleLines(count: chrome.scrollHeight)
    let skipped = Int(scrollModel.state.offsetX)
    let geometry = scrollModel.state.geometry
    let indicator = ScrollIndicator(geometry: geometry, trackLength: chrome.scrollHeight)
    let entries = content.items
    let current = layout.pane == nil ? nil : currentItem
    if let selection = contentsSelection {
      contentsWindow.reveal(selection, height: chrome.scrollHeight, count: entries.count)
    }
    let shownEntries = contentsWindow.visible(height: chrome.scrollHeight, count: entries.count)
    // The divider is the pane's scroll indicator: its thumb shows which entries are in view.
    let paneIndicator = contentsWindow.indicator(height: chrome.scrollHeight, count: entries.count)
    for row in 0..<chrome.scrollHeight {
      let screenRow = chrome.scrollTop + row
      screen.clear(row: screenRow)
      if let pane = layout.pane, let divider = layout.divider {
        let entry = shownEntries.lowerBound + row
        if shownEntries.contains(entry) {
          var style: TextStyle = current == entry ? .bold : []
          if contentsSelection == entry { style.insert(.reverse) }
          screen.put(
            [Span(" " + entries[entry].title + " ", style: style)], row: screenRow,
            column: pane.lowerBound, limit: pane.upperBound)
        }
        let isThumb = paneIndicator?.isThumb(row) == true
        screen.put([Span(isThumb ? "┃" : "│", style: .dim)], row: screenRow, column: divider)
      }
      if lines.indices.contains(row) {
        let line = lines[row]
        screen.put(
          line.spans, row: screenRow, column: layout.text.lowerBound,
          limit: layout.text.upperBound, skipping: skipped)
        if line.width - skipped > layout.text.count { markChopped(row: screenRow, layout) }
      }
      // Only the thumb is drawn: a bare track keeps a one-row scroll cheap (the thumb is
      // repaired after the region scrolls, the track would be too).
      if let column = layout.indicator, let indicator, indicator.isThumb(row) {
        screen.put([Span("█")], row: screenRow, column: column)
      }
    }
  }

  /// The rows of the scroll area from the top one, with the search's matches highlighted; a
  /// match that wraps in from the row above the top, or out to the row below the bottom, is
  /// highlighted on the rows that show it.
  private func visibleLines(count: Int) -> [DisplayLine] {
    guard let pattern = search?.pattern else { return content.lines(from: top, limit: count) }
    // Each row of a wrapped line holds a character at least: a match reaches at most this
    // many rows beyond the ones shown.
    let context = pattern.text.count
    let above = content.positions(before: top, limit: context)
    let lines = content.lines(from: above.first ?? top, limit: above.count + count + context)
    return Array(pattern.highlighting(lines).dropFirst(above.count).prefix(count))
  }

  /// Marks a row that goes on past the text's column (chopped, `-S`) with a dim `›` in its
  /// last cell, as less marks chopped lines: Right reveals the rest.
  private func markChopped(row: Int, _ layout: ViewerLayout) {
    let column = layout.text.upperBound - 1
    guard column > layout.text.lowerBound else { return }
    if screen.rows[row][column].width == 0 {
      // The mark takes the second cell of a wide character: the first must not claim it.
      screen.put([Span(" ")], row: row, column: column - 1)
    }
    screen.put([Span("›", style: .dim)], row: row, column: column)
  }
}
