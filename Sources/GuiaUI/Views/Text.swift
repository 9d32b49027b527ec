import ScrollKit
import Document
import Localization

#if GUIA_FOUNDATION
  import Foundation
#endif

/// A view that shows text, wrapped to the width it is offered.
///
/// Its text is ``DisplayText``: a literal or an interpolation of literals and numbers is
/// taken as it is, any other string is sanitised (an escape sequence in a document shows as
/// a visible placeholder and never reaches the terminal).
public struct Text: View, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> {
    // Equal segments make the same rows (the array is new with every value).
    _ViewResolver(
      makeElements: { $0.makeElements(in: $1) }, makeViewList: nil, isPrimitive: true,
      isSame: { $0.segments == $1.segments })
  }

  /// A run of the text with its own style: one for a text made from a string, one more
  /// for each text added with `+`.
  struct Segment: Equatable {
    var content: LocalizedStringKey
    var style: TextStyle = []
    var font: Font?
    var color: Color?
    /// Whether ``Text/fontWeight(_:)`` set the weight, which the environment's weight then
    /// leaves alone.
    var hasWeight = false
    /// What the segment is written from when it shows a date or a timer (`content` unused).
    var clock: ClockText?
  }

  var segments: [Segment]

  /// Shows `key` in the environment's ``EnvironmentValues/language``: a literal
  /// (`Text("Fin de la guía")`, `Text("Paso \(index + 1)")`) is its Spanish text and its key.
  public init(_ key: LocalizedStringKey) {
    segments = [Segment(content: key)]
  }

  /// Shows `content`, text already sanitised, as it is in every language.
  @_disfavoredOverload
  public init(_ content: DisplayText) {
    segments = [Segment(content: LocalizedStringKey(verbatim: content))]
  }

  /// Shows `content` sanitised. Disfavoured, as SwiftUI's: a literal (`Text("Ayuda")`) is a
  /// key looked up in the environment's language, a `String` variable is shown as it is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    segments = [Segment(content: LocalizedStringKey(verbatim: DisplayText(sanitizing: String(content))))]
  }

  /// Shows `content` sanitised, never taken as a key to look up.
  public init(verbatim content: String) {
    segments = [Segment(content: LocalizedStringKey(verbatim: DisplayText(sanitizing: content)))]
  }

  /// The two texts one after the other, each keeping its own style, as SwiftUI's: they wrap
  /// as one paragraph (`Text("Paso ").bold() + Text("1")`).
  public static func + (lhs: Text, rhs: Text) -> Text {
    var text = lhs
    text.segments += rhs.segments
    return text
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
    changingSegments { segment in
      segment.style.remove([.bold, .dim])
      if let weight { segment.style.insert(weight.style) }
      segment.hasWeight = weight != nil
    }
  }

  /// The text in `font`, kept when it is added to another text (``Text/+(_:_:)``).
  public func font(_ font: Font?) -> Text {
    changingSegments { $0.font = font }
  }

  /// The text in `color` (`nil`: the environment's), kept when it is added to another text.
  public func foregroundColor(_ color: Color?) -> Text {
    changingSegments { $0.color = color }
  }

  /// The text in `style`'s colour (a ``Color``), kept when it is added to another text.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    foregroundColor(textColor(of: style))
  }

  private func styled(_ added: TextStyle, _ isActive: Bool) -> Text {
    changingSegments { segment in
      if isActive { segment.style.insert(added) } else { segment.style.remove(added) }
    }
  }

  private func changingSegments(_ change: (inout Segment) -> Void) -> Text {
    var text = self
    for index in text.segments.indices { change(&text.segments[index]) }
    return text
  }

  func makeElements(in context: ResolveContext) -> [Element] {
    let environment = context.environment
    // Only a date's or a timer's text reads the clock (a text's resolution is hot).
    let now = segments.contains { $0.clock != nil } ? context.graph.currentDate : nil
    if let now, let change = segments.compactMap({ $0.clock?.nextChange(after: now) }).min() {
      // A timer's text asks for the turn of its next second; the tick resolves it again.
      let request = context.node.slot(0) { TickRequest() }
      request.deadline = context.graph.instant(at: change)
      request.fire = { [weak node = context.node] _ in node?.invalidate() }
      context.graph.register(.tick(request))
    }
    var spans: [Span] = []
    var links = MarkdownLinks()
    for segment in segments {
      var style = style(of: segment, in: environment)
      if segment.clock == nil, let runs = InlineMarkdown.runs(of: segment.content, in: environment.language) {
        // Bold, italics, struck-out text and links written in the literal, as SwiftUI reads a
        // `LocalizedStringKey`'s Markdown (see InlineMarkdown).
        for run in runs {
          var runStyle = style
          if run.isStrong { runStyle.insert(.bold) }
          if run.isEmphasised { runStyle.insert(.italic) }
          if run.isStruckOut { runStyle.insert(.strikethrough) }
          if environment.invertsText { runStyle.insert(.reverse) }
          if let address = run.link { links.style(&runStyle, linkingTo: address, in: context) } else { links.end() }
          spans.append(Span(environment.textCase.map { run.text.cased($0) } ?? run.text, style: runStyle))
        }
        links.end()
        continue
      }
      if environment.invertsText { style.insert(.reverse) }
      let text: DisplayText
      if let clock = segment.clock, let now {
        text = DisplayText(sanitizing: clock.text(at: now))
      } else {
        text = segment.content.resolved(in: environment.language)
      }
      spans.append(Span(environment.textCase.map { text.cased($0) } ?? text, style: style))
    }
    return [TextElement(spans: spans, lineLimit: environment.lineLimit, alignment: environment.multilineTextAlignment)]
  }

  /// A segment's style in `environment`, but for the reverse video of a focused control.
  private func style(of segment: Segment, in environment: EnvironmentValues) -> TextStyle {
    var fontStyle = (segment.font ?? environment.font ?? .body).style
    // The text's own weight wins over its font's (`.font(.headline).fontWeight(.regular)`).
    if segment.hasWeight { fontStyle.remove([.bold, .dim]) }
    var style = segment.style.union(fontStyle)
    if let weight = environment.fontWeight, !segment.hasWeight, !segment.style.contains(.bold),
      !segment.style.contains(.dim)
    {
      style.remove([.bold, .dim])
      style.insert(weight.style)
    }
    if let color = segment.color ?? environment.foregroundColor, style.foreground == nil {
      if color == .secondary { style.insert(.dim) } else { style.foreground = color.terminalColor }
    }
    if let link = environment.hyperlink {
      style.link = link
      style.insert(.underline)
    }
    if !environment.isEnabled || environment.isFaded { style.insert(.dim) }
    return style
  }
}

/// How the rows of a text wrapped over several are placed across its width, as SwiftUI's.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
  case leading, center, trailing
}

extension View {
  /// Places each row of the texts below that wrap over several rows at the leading edge,
  /// the centre or the trailing edge of the text's width, as SwiftUI's.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    environment(\.multilineTextAlignment, alignment)
  }
}

struct MultilineTextAlignmentKey: EnvironmentKey {
  static let defaultValue = TextAlignment.leading
}

extension EnvironmentValues {
  /// How the rows of the texts below are placed across their width.
  public var multilineTextAlignment: TextAlignment {
    get { self[MultilineTextAlignmentKey.self] }
    set { self[MultilineTextAlignmentKey.self] = newValue }
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

  /// Where each row sits across the text's width.
  let alignment: TextAlignment

  init(spans: [Span], lineLimit: Int? = nil, alignment: TextAlignment = .leading) {
    self.spans = spans
    self.lineLimit = lineLimit.map { max(1, $0) }
    self.alignment = alignment
  }

  override var isLayoutStable: Bool { true }
  override class var canBeLayoutStable: Bool { true }

  /// Whether a line break or a tab asks for the line breaker whatever the width.
  private lazy var hasBreaks = spans.contains { $0.text.string.contains("\n") || $0.text.string.contains("\t") }
  /// The text as one row, when it fits.
  private lazy var oneLine: [Line] = [(spans, idealWidth)]

  private func rows(width: Int) -> [Line] {
    // Text that fits on one line is that line as it is, its blanks kept (" Paso 1 " keeps
    // its trailing blank, which a selection's reverse video shows), and no line breaking
    // is asked of ICU.
    if fitsOnOneLine(width) { return oneLine }
    if let wrapped, wrapped.width == width { return wrapped.rows }
    var rows: [Line] = LineBreaker.wrap(spans, width: width).map { ($0.spans, $0.width) }
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
    idealWidth <= width && !hasBreaks
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> CellSize {
    let width = min(proposal.width ?? Int.max, Self.unbounded)
    let rows = rows(width: width)
    return CellSize(width: rows.map(\.width).max() ?? 0, height: rows.count)
  }

  override func draw(on canvas: inout CellCanvas) {
    for (index, row) in rows(width: max(1, frame.width)).enumerated() where index < frame.height {
      let room = max(0, frame.width - row.width)
      let indent = alignment == .center ? room / 2 : alignment == .trailing ? room : 0
      canvas.put(row.spans, row: frame.y + index, column: frame.x + indent)
    }
  }

  /// The width text wraps at when offered any: wide enough for any line a terminal shows.
  private static let unbounded = 1 << 16
}
