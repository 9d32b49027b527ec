import Document
import GuiaUI
import ScrollKit

/// The header row: the title at the text's margin, cut a column before the status, which
/// ends a column before the indicator's column (or the edge). The status is made from the
/// scroll geometry when the row is drawn (``ScrollGeometryLine``): a scroll runs no body.
struct HeaderRow: View {
  /// The scroll view whose geometry the status reads.
  let scroll: ScrollViewProxy
  let title: String?
  /// The title's first column.
  let leading: Int
  /// Columns kept at the right (the indicator's).
  let trailing: Int
  /// The status for a geometry, in points (`nil` before the first layout).
  let status: (ScrollGeometry?) -> DisplayText

  var body: some View {
    let (title, leading, trailing, status) = (title, leading, trailing, status)
    ScrollGeometryLine(scroll) { geometry, width in
      Self.spans(title: title, status: status(geometry), leading: leading, trailing: trailing, width: width)
    }
  }

  /// The row's spans from its first column: the title in bold from `leading`, cut where the
  /// status leaves no blank before it; the status (dimmed) ending `trailing + 1` columns
  /// before `width`, or right after the title's column when there is no room.
  static func spans(title: String?, status: DisplayText, leading: Int, trailing: Int, width: Int) -> [Span] {
    let statusWidth = DisplayWidth.of(status)
    let statusColumn = max(0, width - trailing - statusWidth - 1)
    let titleEnd = max(leading, statusColumn - 1)
    let shownTitle = DisplayText(sanitizing: title ?? "").prefix(fitting: titleEnd - leading)
    let statusStart = max(statusColumn, titleEnd)
    let gap = statusStart - leading - shownTitle.width
    return [
      Span(DisplayText(repeating: " ", count: leading)),
      Span(shownTitle.text, style: .bold),
      Span(DisplayText(repeating: " ", count: gap)),
      Span(status, style: .dim),
    ]
  }
}
