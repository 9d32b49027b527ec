import ScrollKit
import Document
import TerminalUI

/// A one-row field the reader types into, as SwiftUI's `TextField`: the text is the
/// binding's, the title is the prompt shown while it is empty.
///
/// Focused (``View/focused(_:)``), the field takes keys before any `onKeyPress` handler and
/// before the host's scroll keys: characters and pastes are added at the end, Backspace
/// removes the last character, Enter runs the ``View/onSubmit(of:_:)`` actions around it,
/// Escape lets focus go. Other keys (arrows, Ctrl keys, Tab) go on to the handlers. The
/// cursor is the reverse-video cell after the text; a text wider than the field shows its
/// end. What is typed is untrusted: it is kept as typed in the binding and shown through
/// the sanitiser, so a pasted escape sequence shows as `^[` and never reaches the terminal.
///
/// ```swift
/// TextField("/", text: $query)
///   .focused($isTyping)
///   .onSubmit(runSearch)
/// ```
public struct TextField<Label: View>: View, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> { .primitive }
  let title: DisplayText
  let text: Binding<String>

  func makeElements(in context: ResolveContext) -> [Element] {
    oneRowField(title: title, text: text, in: context) { DisplayText(sanitizing: $0) }
  }
}

extension TextField where Label == Text {
  /// A field editing `text`, with `title` (a literal, or text already sanitised) as its
  /// prompt.
  public init(_ title: DisplayText, text: Binding<String>) {
    self.title = title
    self.text = text
  }

  /// A field editing `text`, with `title`, sanitised, as its prompt.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(DisplayText(sanitizing: String(title)), text: text)
  }
}

/// A text field laid out: one row, as wide as it is offered.
@MainActor
final class TextFieldElement: Element {
  let text: DisplayText
  let prompt: DisplayText
  let style: TextStyle
  let showsCursor: Bool

  init(text: DisplayText, prompt: DisplayText, style: TextStyle, showsCursor: Bool) {
    self.text = text
    self.prompt = prompt
    self.style = style
    self.showsCursor = showsCursor
  }

  override func isFlexible(along axis: Axis) -> Bool { axis == .horizontal }

  override func sizeThatFits(_ proposal: ProposedSize) -> CellSize {
    let ideal = max(text.width, prompt.width) + 1
    return CellSize(width: proposal.width ?? ideal, height: min(1, proposal.height ?? 1))
  }

  override func draw(on canvas: inout CellCanvas) {
    guard frame.width > 0, frame.height > 0 else { return }
    canvas.put(spans, row: frame.y, column: frame.x)
  }

  /// The row: the prompt (dim) while the text is empty, else the text's end that fits
  /// with the cursor after it.
  private var spans: [Span] {
    if text.isEmpty {
      guard showsCursor else { return [Span(prompt, style: style.union(.dim))] }
      // The cursor sits on the prompt's first character, as a terminal prompt's does.
      var clusters: [DisplayText] = []
      prompt.forEachCluster { clusters.append($0) }
      let first = clusters.first ?? " "
      let rest = clusters.dropFirst().reduce(DisplayText.empty, +)
      return [Span(first, style: style.union([.dim, .reverse])), Span(rest, style: style.union(.dim))]
    }
    guard showsCursor else { return [Span(text, style: style)] }
    return [Span(tail(fitting: frame.width - 1), style: style), Span(" ", style: style.union(.reverse))]
  }

  /// The longest end of the text at most `cells` wide.
  private func tail(fitting cells: Int) -> DisplayText {
    guard text.width > cells else { return text }
    var clusters: [DisplayText] = []
    text.forEachCluster { clusters.append($0) }
    var start = clusters.endIndex
    var width = 0
    while start > clusters.startIndex, width + clusters[start - 1].width <= cells {
      start -= 1
      width += clusters[start].width
    }
    return clusters[start...].reduce(into: DisplayText.empty) { $0 += $1 }
  }
}
