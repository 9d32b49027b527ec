import Document
import Localization

/// A view that shows text, wrapped to the width it is offered.
///
/// Its text is ``DisplayText``: a literal or an interpolation of literals and numbers is
/// taken as it is, any other string is sanitised (an escape sequence in a document shows as
/// a visible placeholder and never reaches the terminal).
public struct Text: View, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> { .primitive }
  let content: LocalizedStringKey
  var style: TextStyle = []

  /// Shows `key` in the environment's ``EnvironmentValues/language``: a literal
  /// (`Text("Fin de la guía")`, `Text("Paso \(index + 1)")`) is its Spanish text and its key.
  public init(_ key: LocalizedStringKey) {
    content = key
  }

  /// Shows `content`, text already sanitised, as it is in every language.
  @_disfavoredOverload
  public init(_ content: DisplayText) {
    self.content = LocalizedStringKey(verbatim: content)
  }

  /// Shows `content` sanitised.
  public init<S: StringProtocol>(_ content: S) {
    self.content = LocalizedStringKey(verbatim: DisplayText(sanitizing: String(content)))
  }

  /// Shows `content` sanitised, never taken as a key to look up.
  public init(verbatim content: String) {
    self.content = LocalizedStringKey(verbatim: DisplayText(sanitizing: content))
  }

  /// The text in bold.
  public func bold(_ isActive: Bool = true) -> Text { styled(.bold, isActive) }
  /// The text in italics.
  public func italic(_ isActive: Bool = true) -> Text { styled(.italic, isActive) }
  /// The text underlined.
  public func underline(_ isActive: Bool = true) -> Text { styled(.underline, isActive) }
  /// The text struck out.
  public func strikethrough(_ isActive: Bool = true) -> Text { styled(.strikethrough, isActive) }
  /// The text in `weight`: bold from semibold on, dim below regular, plain otherwise.
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    var text = self
    text.style.remove([.bold, .dim])
    if let weight { text.style.insert(weight.style) }
    return text
  }

  private func styled(_ added: TextStyle, _ isActive: Bool) -> Text {
    var text = self
    if isActive { text.style.insert(added) } else { text.style.remove(added) }
    return text
  }

  func makeElements(in context: ResolveContext) -> [Element] {
    let font = context.environment.font ?? .body
    var style = style.union(font.style)
    if let weight = context.environment.fontWeight, !self.style.contains(.bold), !self.style.contains(.dim) {
      style.remove([.bold, .dim])
      style.insert(weight.style)
    }
    if let color = context.environment.foregroundColor, style.foreground == nil {
      if color == .secondary { style.insert(.dim) } else { style.foreground = color.terminalColor }
    }
    if context.environment.invertsText { style.insert(.reverse) }
    return [
      TextElement(
        spans: [Span(content.resolved(in: context.environment.language), style: style)],
        lineLimit: context.environment.lineLimit)
    ]
  }
}

/// Text laid out by Document's line breaker at the width offered.
@MainActor
final class TextElement: Element {
  let spans: [Span]
  /// A laid-out line: its spans and its width in cells.
  typealias Line = (spans: [Span], width: Int)
  private var wrapped: (width: Int, rows: [Line])?
  private lazy var idealWidth = spans.reduce(0) { $0 + $1.text.width }

  /// The most rows shown (``View/lineLimit(_:)``): the last one shown ends in `…` when
  /// more would follow.
  let lineLimit: Int?

  init(spans: [Span], lineLimit: Int? = nil) {
    self.spans = spans
    self.lineLimit = lineLimit.map { max(1, $0) }
  }

  private func rows(width: Int) -> [Line] {
    if let wrapped, wrapped.width == width { return wrapped.rows }
    // Text that fits on one line is that line as it is, its blanks kept (" Paso 1 " keeps
    // its trailing blank, which a selection's reverse video shows), and no line breaking
    // is asked of ICU.
    var rows: [Line] = fitsOnOneLine(width)
      ? [(spans, idealWidth)]
      : LineBreaker.wrap(spans, width: width).map { ($0.spans, $0.width) }
    if let lineLimit, rows.count > lineLimit {
      rows = Array(rows.prefix(lineLimit))
      // The last row shown keeps what fits before an `…`.
      var kept: [Span] = []
      var used = 0
      let room = max(0, min(width, rows[lineLimit - 1].width + 1) - 1)
      for span in rows[lineLimit - 1].spans {
        let part = span.text.prefix(fitting: room - used)
        if !part.text.isEmpty { kept.append(Span(part.text, style: span.style)) }
        used += part.width
        if part.text.count < span.text.count { break }
      }
      kept.append(Span("…", style: kept.last?.style ?? []))
      rows[lineLimit - 1] = (kept, used + 1)
    }
    wrapped = (width, rows)
    return rows
  }

  private func fitsOnOneLine(_ width: Int) -> Bool {
    idealWidth <= width && !spans.contains { $0.text.string.contains("\n") || $0.text.string.contains("\t") }
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> CellSize {
    let width = min(proposal.width ?? Int.max, Self.unbounded)
    let rows = rows(width: width)
    return CellSize(width: rows.map(\.width).max() ?? 0, height: rows.count)
  }

  override func draw(on canvas: inout Canvas) {
    for (index, row) in rows(width: max(1, frame.width)).enumerated() where index < frame.height {
      canvas.put(row.spans, row: frame.y + index, column: frame.x)
    }
  }

  /// The width text wraps at when offered any: wide enough for any line a terminal shows.
  private static let unbounded = 1 << 16
}
