import Document
import GuiaUI
import ScrollKit

/// The header row: the title at the text's margin, cut a column before the status, which
/// ends a column before the indicator's column (or the edge). The status is made from the
/// scroll geometry when the row is drawn (``ScrollGeometryLine``): a scroll runs no body.
struct HeaderRow: View {
  /// The scroll view whose geometry the status reads.
  let scroll: ScrollViewProxy
  /// The title, sanitised by whoever made it.
  let title: DisplayText
  /// The title's first column.
  let leading: Int
  /// Columns kept at the right (the indicator's).
  let trailing: Int
  /// What the right side says.
  let status: HeaderStatus

  var body: some View {
    let (leading, trailing, status) = (leading, trailing, status)
    // Measured once a pass; the row's spans made again only when the status or the width
    // changed (most scrolls change neither).
    let title = title
    let titleWidth = DisplayWidth.of(title)
    let last = LastValue<StatusKey, [Span]>()
    let statusMemo = LastValue<PercentAndItem, DisplayText>()
    ScrollGeometryLine(scroll) { geometry, width in
      let status = status.text(at: geometry, memo: statusMemo)
      return last.value(for: StatusKey(status: status, width: width)) {
        Self.spans(
          title: title, titleWidth: titleWidth, status: status, leading: leading, trailing: trailing,
          width: width)
      }
    }
  }

  /// The row's spans from its first column: the title in bold from `leading`, cut where the
  /// status leaves no blank before it; the status (dimmed) ending `trailing + 1` columns
  /// before `width`, or right after the title's column when there is no room.
  /// `titleWidth` is the title's width in cells: a title that fits is not measured again.
  static func spans(
    title: DisplayText, titleWidth: Int, status: DisplayText, leading: Int, trailing: Int, width: Int
  ) -> [Span] {
    let statusWidth = DisplayWidth.of(status)
    let statusColumn = max(0, width - trailing - statusWidth - 1)
    let titleEnd = max(leading, statusColumn - 1)
    let shownTitle = titleWidth <= titleEnd - leading
      ? (text: title, width: titleWidth) : title.prefix(fitting: titleEnd - leading)
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

extension HeaderRow: @MainActor Equatable {
  /// Equal values make the same row: compared by `==`, not by the type's field records.
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.scroll == rhs.scroll && lhs.title == rhs.title && lhs.leading == rhs.leading
      && lhs.trailing == rhs.trailing && lhs.status == rhs.status
  }
}

/// What the header row's spans are made from, besides what a pass fixes.
struct StatusKey: Equatable {
  var status: DisplayText
  var width: Int
}

/// The value last made, and the key it was made for: made again only for another key. One
/// lives as long as the pass that made it (a drawing closure's), so it never outlives what the
/// key leaves out. The key is typed: each scroll asks, and a comparison of boxed keys was a
/// tenth of a key's work.
final class LastValue<Key: Equatable, Value> {
  private var last: (key: Key, value: Value)?

  /// The value for `key`: the last one when the key is the same, else `make()`'s.
  func value(for key: Key, _ make: () -> Value) -> Value {
    if let last, last.key == key { return last.value }
    let value = make()
    last = (key, value)
    return value
  }
}
