import Document
import ScrollKit

/// What a pager command asks of the view that shows it: a scroll of its scroll view, or an
/// action of the app. The pager decides; the view only performs, so every command can be
/// tested without a host.
public enum PagerEffect: Hashable, Sendable {
  /// Scroll by `amount` in a direction, as a key does (`5j`, Space).
  case scroll(ScrollAmount, ScrollDirection)
  /// Put the row at this position at the top, as far as the end allows.
  case scrollToRow(Int)
  /// Go to the top or the bottom.
  case scrollToEdge(VerticalEdge)
  /// Scroll sideways by these columns (negative: to the left).
  case scrollColumns(Int)
  /// End the reader (quit, or another file asked for).
  case terminate
  /// Draw the whole screen again.
  case repaint
  /// Ctrl-C stopped nothing and `-K` is on: the interrupt is left to end guia, as the signal
  /// does in less.
  case passInterrupt
}

/// Where the reader is when a command comes: what the scroll view laid out last.
public struct PagerViewport: Hashable, Sendable {
  /// The row position at the top of the screen, once the rows have been laid out.
  public var top: Int?
  /// The rows the text area shows.
  public var visibleRows: Int
  /// The text column's width in columns: a sideways scroll moves half of it.
  public var textWidth: Int
  /// The columns chopped rows are scrolled sideways by.
  public var columnOffset: Int

  /// A viewport of `visibleRows` rows at `top`, scrolled `columnOffset` columns sideways.
  public init(top: Int?, visibleRows: Int, textWidth: Int = 80, columnOffset: Int = 0) {
    self.top = top
    self.visibleRows = visibleRows
    self.textWidth = textWidth
    self.columnOffset = columnOffset
  }
}

/// What long work asks of the pager, in order.
enum PagerStep: Equatable {
  /// Words for the footer's row (`nil`: none).
  case message(LocalizedStringKey?)
  /// Words that wait for a key, as less's "(press RETURN)": Enter or Space only dismisses
  /// them, another key is a command.
  case waitingMessage(LocalizedStringKey)
  /// A scroll or an action for the view.
  case effect(PagerEffect)
  /// The search's match in the row at this position shifted into view, lines being chopped.
  case revealMatch(Int)
  /// The row at this position to the top, noted as a jump (`''` comes back).
  case jump(Int)
  /// Another file, asked of the app.
  case file(FileRequest)
}
