import Document
import GuiaUI

/// The header row: the title at the text's margin, cut a column before the status, which
/// ends a column before the indicator's column (or the edge).
struct HeaderRow: View {
  let title: String?
  let status: DisplayText
  /// The title's first column.
  let leading: Int
  /// Columns kept at the right (the indicator's).
  let trailing: Int
  /// The window's width.
  let width: Int

  var body: some View {
    let statusWidth = DisplayWidth.of(status)
    let statusColumn = max(0, width - trailing - statusWidth - 1)
    let titleEnd = max(leading, statusColumn - 1)
    HStack(spacing: 0) {
      Text(title ?? "").bold().fixedSize()
        .frame(width: PointScale.points(columns: titleEnd - leading), alignment: .leading)
        .clipped()
        .padding(.leading, PointScale.points(columns: leading))
      Spacer()
      Text(status).font(.footnote).fixedSize()
        .frame(width: PointScale.points(columns: statusWidth), alignment: .leading)
        .padding(.trailing, PointScale.points(columns: width - statusColumn - statusWidth))
    }
    .frame(width: PointScale.points(columns: width), alignment: .leading)
  }
}
