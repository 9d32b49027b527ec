/// Draws a ``Screenshot`` as SVG: a terminal-like window with the size in its title, and one
/// positioned text element per cell (renderers disagree on per-glyph x lists, so no run of
/// text is left to the renderer's own advance widths); a wide character spans two cells.
public struct SVGRenderer: Sendable {
  /// A cell's width and height, in pixels.
  public var cellWidth = 9.0
  public var cellHeight = 18.0
  /// The font size, in pixels.
  public var fontSize = 14.0
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
      <svg xmlns="http://www.w3.org/2000/svg" width="\(format(width))" height="\(format(height))" \
      viewBox="0 0 \(format(width)) \(format(height))">
      <style>text{font-family:\(fontFamily);font-size:\(format(fontSize))px;white-space:pre}\
      .b{font-weight:bold}.i{font-style:italic}.u{text-decoration:underline}.d{opacity:0.55}</style>
      <rect width="100%" height="100%" rx="8" fill="\(defaultBackground.hex)"/>
      <rect width="100%" height="\(format(titleBarHeight))" rx="8" fill="#3a3a44"/>
      <circle cx="16" cy="14" r="5" fill="#ff5f57"/><circle cx="32" cy="14" r="5" fill="#febc2e"/>\
      <circle cx="48" cy="14" r="5" fill="#28c840"/>
      <text class="title" x="\(format(width / 2))" y="19" fill="#c8c8c8" text-anchor="middle">\
      \(escape(screenshot.title)) — \(screenshot.columns)x\(screenshot.rows)</text>

      """
    for (row, cells) in screenshot.cells.enumerated() {
      for (column, cell) in cells.enumerated() where cell.width > 0 {
        var foreground = cell.foreground ?? defaultForeground
        var background = cell.background
        if cell.isReversed {
          background = cell.foreground ?? defaultForeground
          foreground = cell.background ?? defaultBackground
        }
        let span = Double(max(1, cell.width)) * cellWidth
        if let background {
          out += "<rect x=\"\(format(x(column: column)))\" y=\"\(format(baseline(row: row) - cellHeight * 0.78))\" "
            + "width=\"\(format(span))\" height=\"\(format(cellHeight))\" fill=\"\(background.hex)\"/>\n"
        }
        let text = cell.text
        guard !text.isEmpty, text != " " else { continue }
        var classes: [String] = []
        if cell.isBold { classes.append("b") }
        if cell.isItalic { classes.append("i") }
        if cell.isUnderlined { classes.append("u") }
        if cell.isDim { classes.append("d") }
        let classAttribute = classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\""
        let length = cell.width == 2 ? " textLength=\"\(format(span))\" lengthAdjust=\"spacingAndGlyphs\"" : ""
        out += "<text x=\"\(format(x(column: column)))\" y=\"\(format(baseline(row: row)))\""
          + "\(classAttribute) fill=\"\(foreground.hex)\"\(length)>\(escape(text))</text>\n"
      }
    }
    return out + "</svg>\n"
  }

  private func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(format2(value))
  }

  private func format2(_ value: Double) -> String {
    let scaled = (value * 100).rounded() / 100
    return String(scaled)
  }

  /// `text` with XML's five special characters escaped.
  public func escape(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      default: out.append(character)
      }
    }
    return out
  }
}
