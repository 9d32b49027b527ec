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

  private func styled(_ added: TextStyle, _ isActive: Bool) -> Text {
    var text = self
    if isActive { text.style.insert(added) } else { text.style.remove(added) }
    return text
  }

  func makeElements(in context: ResolveContext) -> [Element] {
    let font = context.environment.font ?? .body
    var style = style.union(font.style)
    if let color = context.environment.foregroundColor, style.foreground == nil {
      if color == .secondary { style.insert(.dim) } else { style.foreground = color.terminalColor }
    }
    if context.environment.invertsText { style.insert(.reverse) }
    return [TextElement(spans: [Span(content.resolved(in: context.environment.language), style: style)])]
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

  init(spans: [Span]) { self.spans = spans }

  private func rows(width: Int) -> [Line] {
    if let wrapped, wrapped.width == width { return wrapped.rows }
    // Text that fits on one line is that line as it is, its blanks kept (" Paso 1 " keeps
    // its trailing blank, which a selection's reverse video shows), and no line breaking
    // is asked of ICU.
    let rows: [Line] = fitsOnOneLine(width)
      ? [(spans, idealWidth)]
      : LineBreaker.wrap(spans, width: width).map { ($0.spans, $0.width) }
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
