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
  /// The position of the bottom row shown, once laid out.
  var bottom: Int? {
    viewport.top.flatMap { rows.positions(from: $0, limit: visibleRows).last }
  }
}
