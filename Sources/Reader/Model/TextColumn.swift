import Document
import ScrollKit

/// The column the document's text is laid out in: its margins (the container's, or fixed
/// ones) and the layout options of the text between them, from the settings alone.
public struct TextColumn: Hashable, Sendable {
  /// The settings the column follows.
  public var settings: ReaderSettings
  /// Whether the text is plain text's (margins only when they are fixed).
  public var isPlainText: Bool

  /// The column of a document laid out as `settings` say.
  public init(settings: ReaderSettings, isPlainText: Bool) {
    self.settings = settings
    self.isPlainText = isPlainText
  }

  /// The layout options of the text in a window `columns` wide as the reader opens it (the
  /// contents pane closed).
  public func initialOptions(columns: Int, lineNumberLimit: Int = 1) -> LayoutOptions {
    let column = ReaderLayout(
      columns: columns, showsIndicator: settings.showsIndicator(isPlainText: isPlainText), showsPane: false,
      paneContentWidth: 0, showsLineNumbers: settings.showsLineNumbers,
      lineNumberColumns: ReaderLayout.lineNumberColumns(lineNumberLimit: lineNumberLimit))
    return options(forWidth: column.textWidth, besideDivider: false)
  }

  /// The horizontal margins, in columns, of a text column `width` wide: the container's
  /// (1, 2 or 6 by width) or a fixed one; plain text gets margins only when they are fixed.
  public func margins(forWidth width: Int, besideDivider: Bool = false) -> (leading: Int, trailing: Int) {
    let guide: ScrollKit.ContentMarginGuide = isPlainText && settings.marginGuide == .container
      ? .fixed(0) : settings.marginGuide
    let insets = guide.resolve(columns: width, leading: besideDivider ? .divider : .outer)
    let options = LayoutOptions(
      width: width, leadingMargin: Int(insets.leading), trailingMargin: Int(insets.trailing))
    return options.effectiveMargins
  }

  /// The layout options of a text column `width` wide, between its margins.
  public func options(forWidth width: Int, besideDivider: Bool = false) -> LayoutOptions {
    let margins = margins(forWidth: width, besideDivider: besideDivider)
    var options = LayoutOptions(
      width: max(0, width - margins.leading - margins.trailing), wrapsLines: settings.wrapsLines,
      strikethrough: settings.strikethrough, escapes: settings.escapes)
    options.language = settings.language
    options.wrapsAtWords = settings.wrapsAtWords
    options.leadingShift = settings.wrapsLines || (isPlainText && settings.headerColumns > 0) ? settings.wrappedShift : 0
    options.headerLines = settings.headerLines
    options.headerStartLine = settings.headerStartLine ?? 1
    options.headerColumns = settings.headerColumns
    options.shownControls = settings.shownControls
    options.tabStops = settings.tabStops
    options.squeezesBlankLines = settings.squeezesBlankLines
    return options
  }
}
