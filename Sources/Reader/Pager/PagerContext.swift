import Document

/// What a pager command reads: the document's model and the viewport.
@MainActor
public struct PagerContext {
  /// The document, its settings, its input and files.
  public let model: ReaderModel
  /// Where the reader is.
  public var viewport: PagerViewport
  private let percentShown: () -> Int
  private let itemShown: () -> Int?

  /// The context of a command on `model` at `viewport`. What the header shows, the
  /// percentage and the current step or heading, is derived from the scroll geometry when a
  /// command asks for it (`=`, `t`), not for every key.
  public init(
    model: ReaderModel, viewport: PagerViewport, percent: @escaping () -> Int = { 0 },
    currentItem: @escaping () -> Int? = { nil }
  ) {
    self.model = model
    self.viewport = viewport
    percentShown = percent
    itemShown = currentItem
  }

  /// How far the bottom row is, as the header shows it.
  var percent: Int { percentShown() }
  /// The step or heading at the top, as the header shows it.
  var currentItem: Int? { itemShown() }

  /// The rows shown.
  var rows: any DocumentRows { model.rows }
  /// The rows the text area shows, one at least.
  var visibleRows: Int { max(1, viewport.visibleRows) }
  /// The row of the text area, counted from 0, where a line jumped to goes (less's `-j`):
  /// less's screen has the header's lines in it, guia draws them above the text area.
  var jumpTargetRow: Int {
    let header = rows.textRows != nil ? model.settings.headerLines : 0
    return max(0, model.settings.jumpTarget.row(onScreenOf: visibleRows + header, headerRows: header) - header)
  }

  /// The top row that puts the row at `position` on the jump target's row, as far as the
  /// document's start allows.
  func top(showingAtJumpTarget position: Int) -> Int {
    let row = jumpTargetRow
    guard row > 0 else { return position }
    return rows.positions(before: position, limit: row).first ?? position
  }

  /// The position of the bottom row shown, once laid out.
  var bottom: Int? {
    viewport.top.flatMap { rows.positions(from: $0, limit: visibleRows).last }
  }
}
