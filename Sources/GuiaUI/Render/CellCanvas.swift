import ScrollKit
import Document
import TerminalUI

/// The screen being drawn, with the rectangle drawing is clipped to (a scroll view's
/// viewport) and where the scrolling region is. The host keeps two, drawn over from frame to
/// frame: the frame the terminal is given, and the one a pass draws whole on.
struct CellCanvas {
  /// The cells.
  var screen: Screen
  /// Drawing outside this rectangle is dropped.
  var clip: CellRect

  init(size: CellSize) {
    screen = Screen(size: size)
    clip = CellRect(x: 0, y: 0, width: size.width, height: size.height)
  }

  /// Blanks the canvas for a frame drawn whole, in the storage it has.
  mutating func erase() {
    screen.erase()
    clip = CellRect(x: 0, y: 0, width: screen.size.width, height: screen.size.height)
  }

  /// Writes `spans` on `row` from `column`, inside the clip (and before `limit`), leaving
  /// out the first `skipping` cells of the text.
  mutating func put(
    _ spans: [Span], row: Int, column: Int, limit: Int? = nil, skipping: Int = 0
  ) {
    guard row >= clip.y, row < clip.maxY, clip.width > 0 else { return }
    let start = max(column, clip.x)
    screen.put(
      spans, row: row, column: start, limit: min(clip.maxX, limit ?? clip.maxX),
      skipping: start - column + skipping)
  }

  /// Runs `body` with drawing clipped to `rect` too.
  mutating func clipped(to rect: CellRect, _ body: (inout CellCanvas) -> Void) {
    let saved = clip
    clip = clip.intersection(rect)
    body(&self)
    clip = saved
  }
}
