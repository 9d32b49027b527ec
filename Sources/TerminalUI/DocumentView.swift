import Document
import ScrollKit

/// Draws the rows of a laid-out document that fall inside the scroll area: a widget that only
/// draws (ratatui), reading where to start from the scroll state.
public struct DocumentView {
  /// The laid-out document.
  public var layout: DocumentLayout

  /// Creates a view of `layout`.
  public init(layout: DocumentLayout) {
    self.layout = layout
  }

  /// Draws the visible rows into `screen` from row `top`, `height` rows tall.
  public func render(offsetY: Double, into screen: inout Screen, top: Int, height: Int) {
    let first = Int(offsetY.rounded(.down))
    for row in 0..<max(0, height) {
      screen.clear(row: top + row)
      let index = first + row
      guard layout.lines.indices.contains(index) else { continue }
      screen.put(layout.lines[index].spans, row: top + row, column: 0)
    }
  }
}
