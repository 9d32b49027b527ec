import Document

/// Draws a ``Screenshot`` as SVG: a terminal-like window with the size in its title, each
/// row's text as a few `<text>` elements, one per run of cells in one style, so the picture's
/// text can be searched, selected and copied as the screen's.
///
/// A run is laid out by the font's own advance: the font size is chosen so that DejaVu Sans
/// Mono's advance (1233/2048 em) is the cell's width. A cell whose glyph may come from another
/// font (a fallback for a script the monospace font lacks, an emoji) or that is wide starts an
/// element of its own at its column, so a glyph of another width never shifts the cells after
/// it. Per-glyph `x` lists are not used: renderers disagree on whether they count code points
/// or clusters, which moves every combining mark.
public struct SVGRenderer: Sendable {
  /// A cell's width and height, in pixels.
  public var cellWidth = 9.0
  public var cellHeight = 18.0
  /// The font size, in pixels: DejaVu Sans Mono's advance at this size is ``cellWidth``.
  public var fontSize: Double { cellWidth * 2048 / 1233 }
  /// Monospace fonts, a CJK one among them (Debian's fonts-dejavu-core, fonts-wqy-microhei);
  /// emoji come from fontconfig's fallback (fonts-noto-color-emoji). Naming the emoji font here
  /// made librsvg draw digits with it, as keycap emoji.
  public var fontFamily =
    "'DejaVu Sans Mono', 'WenQuanYi Micro Hei Mono', 'WenQuanYi Micro Hei', 'Noto Sans Mono CJK JP', monospace"
  /// The terminal's default colours.
  public var defaultForeground = RGB(0xE6, 0xE6, 0xE6)
  public var defaultBackground = RGB(0x1E, 0x1E, 0x24)

  /// The height of the window's title bar.
  public let titleBarHeight = 28.0
  /// The margin around the cells.
  public let padding = 8.0

  /// Creates a renderer with the default metrics and colours.
  public init() {}

  /// The x position of a column's left edge.
  public func x(column: Int) -> Double { padding + Double(column) * cellWidth }
  /// The y position of a row's baseline.
  public func baseline(row: Int) -> Double {
    titleBarHeight + padding + Double(row) * cellHeight + cellHeight * 0.78
  }

  /// The SVG document.
  public func svg(_ screenshot: Screenshot) -> String {
    let width = padding * 2 + Double(screenshot.columns) * cellWidth
    let height = titleBarHeight + padding * 2 + Double(screenshot.rows) * cellHeight
    var out = """
      <svg xmlns="http://www.w3.org/2000/svg" xml:space="preserve" width="\(format(width))" height="\(format(height))" \
      viewBox="0 0 \(format(width)) \(format(height))">
      <style>text{font-family:\(fontFamily);font-size:\(format(fontSize))px;white-space:pre}\
      .b{font-weight:bold}.i{font-style:italic}.u{text-decoration:underline}.d{opacity:0.55}</style>
      <rect width="100%" height="100%" rx="8" fill="\(defaultBackground.hex)"/>
      <rect width="100%" height="\(format(titleBarHeight))" rx="8" fill="#3a3a44"/>
      <circle cx="16" cy="14" r="5" fill="#ff5f57"/><circle cx="32" cy="14" r="5" fill="#febc2e"/>\
      <circle cx="48" cy="14" r="5" fill="#28c840"/>
      <text class="title" x="\(format(width / 2))" y="19" fill="#c8c8c8" text-anchor="middle">\
      \(escape(screenshot.title.string)) — \(screenshot.columns)x\(screenshot.rows)</text>

      """
    for (row, cells) in screenshot.cells.enumerated() {
      for run in backgroundRuns(cells) {
        out += "<rect x=\"\(format(x(column: run.column)))\" y=\"\(format(baseline(row: row) - cellHeight * 0.78))\" "
          + "width=\"\(format(Double(run.width) * cellWidth))\" height=\"\(format(cellHeight))\" fill=\"\(run.color.hex)\"/>\n"
      }
      for run in textRuns(cells) {
        let classes = run.style.classes
        let classAttribute = classes.isEmpty ? "" : " class=\"\(classes)\""
        let length = run.isWide
          ? " textLength=\"\(format(Double(run.width) * cellWidth))\" lengthAdjust=\"spacingAndGlyphs\"" : ""
        out += "<text x=\"\(format(x(column: run.column)))\" y=\"\(format(baseline(row: row)))\""
          + "\(classAttribute) fill=\"\(run.style.foreground.hex)\"\(length)>\(escape(run.text))</text>\n"
      }
    }
    return out + "</svg>\n"
  }

  /// How a cell's text is drawn: the colour after reverse video, and the font's variations.
  struct TextStyle: Hashable {
    var foreground: RGB
    var isBold, isItalic, isUnderlined, isDim: Bool

    /// The CSS classes of the style sheet, space separated.
    var classes: String {
      [(isBold, "b"), (isItalic, "i"), (isUnderlined, "u"), (isDim, "d")]
        .filter(\.0).map(\.1).joined(separator: " ")
    }
  }

  /// Text drawn from one column: a run of cells in one style.
  struct TextRun: Equatable {
    var column: Int
    var width: Int
    var text: String
    var style: TextStyle
    /// A wide character, drawn over its two cells.
    var isWide: Bool
  }

  /// Painted cells side by side in one colour.
  struct BackgroundRun: Equatable {
    var column: Int
    var width: Int
    var color: RGB
  }

  private func colors(of cell: ScreenshotCell) -> (foreground: RGB, background: RGB?) {
    guard cell.isReversed else { return (cell.foreground ?? defaultForeground, cell.background) }
    return (cell.background ?? defaultBackground, cell.foreground ?? defaultForeground)
  }

  /// The row's painted backgrounds, neighbours of one colour joined.
  func backgroundRuns(_ cells: [ScreenshotCell]) -> [BackgroundRun] {
    var runs: [BackgroundRun] = []
    var column = 0
    for cell in cells where cell.width > 0 {
      defer { column += cell.width }
      guard let color = colors(of: cell).background else { continue }
      if let last = runs.last, last.color == color, last.column + last.width == column {
        runs[runs.count - 1].width += cell.width
      } else {
        runs.append(BackgroundRun(column: column, width: cell.width, color: color))
      }
    }
    return runs
  }

  /// The row's text: neighbouring narrow cells of one style in one run (blanks inside a run
  /// kept, blanks around it left out); a wide cell, or one the monospace font may lack, alone.
  func textRuns(_ cells: [ScreenshotCell]) -> [TextRun] {
    var runs: [TextRun] = []
    var open: TextRun?
    var column = 0
    func close() {
      guard var run = open else { return }
      open = nil
      while run.text.last == " " {
        run.text.removeLast()
        run.width -= 1
      }
      if !run.text.isEmpty { runs.append(run) }
    }
    for cell in cells where cell.width > 0 {
      defer { column += cell.width }
      let colors = colors(of: cell)
      let style = TextStyle(
        foreground: colors.foreground, isBold: cell.isBold, isItalic: cell.isItalic,
        isUnderlined: cell.isUnderlined, isDim: cell.isDim)
      let text = cell.text.isEmpty ? " " : cell.text
      let isBlank = text == " "
      let isOwnElement = cell.width > 1 || !Self.hasMonospaceGlyph(text)
      if isOwnElement {
        close()
        runs.append(TextRun(column: column, width: cell.width, text: text, style: style, isWide: cell.width > 1))
      } else if var run = open, run.style == style || isBlank {
        run.text += text
        run.width += 1
        open = run
      } else {
        close()
        if !isBlank { open = TextRun(column: column, width: 1, text: text, style: style, isWide: false) }
      }
    }
    close()
    return runs
  }

  /// Whether DejaVu Sans Mono draws `text`'s base character at the cell's width: Latin, Greek,
  /// Cyrillic, punctuation, arrows, box drawing and blocks. Anything else may come from a
  /// fallback font of another advance.
  static func hasMonospaceGlyph(_ text: String) -> Bool {
    guard let base = text.unicodeScalars.first?.value else { return true }
    switch base {
    case 0x20...0x7E, 0xA0...0x052F, 0x1E00...0x1FFF, 0x2000...0x206F, 0x2070...0x20CF,
      0x2100...0x21FF, 0x2200...0x22FF, 0x2500...0x259F, 0x25A0...0x25FF:
      return true
    default:
      return false
    }
  }

  private func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(format2(value))
  }

  private func format2(_ value: Double) -> String {
    let scaled = (value * 100).rounded() / 100
    return String(scaled)
  }

  /// `text` as XML character data: its five special characters escaped scalar by scalar (a
  /// `<` under a combining mark is one `Character` but still a `<`), and the scalars XML
  /// forbids (C0 controls but tab and newlines, U+FFFE, U+FFFF) left out.
  public func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
