import Document
import ScrollKit

/// Where everything goes on a screen of a given size: the chrome rows (see ``Chrome``), and
/// across the scroll area's width the contents pane, its divider, the text's column and the
/// scroll indicator's column.
///
/// The indicator keeps the area's last column whatever the text's margins (seed 004: margins
/// for `.scrollContent` leave the indicators alone).
public struct ViewerLayout: Hashable, Sendable {
  /// The rows.
  public let chrome: Chrome
  /// The contents pane's columns, when it is open.
  public let pane: Range<Int>?
  /// The divider's column, when the pane is open.
  public let divider: Int?
  /// The text's columns, margins included.
  public let text: Range<Int>
  /// The scroll indicator's column, if the screen is wide enough for one.
  public let indicator: Int?

  /// Lays out a screen of `size`, with the contents pane open when `showsPane` and the pane's
  /// entries as wide as `paneContentWidth`.
  public init(
    size: TerminalSize, showsIndicator: Bool = true, showsPane: Bool = false,
    paneContentWidth: Int = 0
  ) {
    chrome = Chrome(size: size)
    let columns = size.columns
    indicator = showsIndicator && columns >= 4 ? columns - 1 : nil
    let usable = indicator ?? columns
    if showsPane, usable >= 30 {
      let width = min(max(paneContentWidth + 4, 12), usable / 3)
      pane = 0..<width
      divider = width
      text = (width + 1)..<usable
    } else {
      pane = nil
      divider = nil
      text = 0..<usable
    }
  }

  /// The layout options of the text's column, with margins from `guide`.
  public func options(
    guide: ContentMarginGuide, wrapsLines: Bool,
    strikethrough: StrikethroughRendering = .markers
  ) -> LayoutOptions {
    let insets = guide.resolve(
      columns: text.count, leading: pane == nil ? .outer : .divider, trailing: .outer)
    return LayoutOptions(
      width: text.count, leadingMargin: Int(insets.leading), trailingMargin: Int(insets.trailing),
      wrapsLines: wrapsLines, strikethrough: strikethrough)
  }

  /// The layout options of the text's column for a viewer's `settings`.
  public func options(guide: ContentMarginGuide, settings: ViewerSettings) -> LayoutOptions {
    options(guide: guide, wrapsLines: settings.wrapsLines, strikethrough: settings.strikethrough)
  }

  /// The scroll area's container size, in the scroll geometry's units.
  public var containerSize: Size {
    Size(width: Double(text.count), height: Double(chrome.scrollHeight))
  }
}
