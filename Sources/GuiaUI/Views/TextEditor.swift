import ScrollKit
import Document
import TerminalUI

/// A field of several lines, as SwiftUI's `TextEditor`: it takes the space offered; focused
/// (Tab), it takes characters and pastes, Enter starts a new line, Backspace removes the
/// last character and Escape lets focus go. Its lines are drawn through the sanitiser, the
/// last ones when they are more than its rows, the cursor after the text.
public struct TextEditor: View, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> { .primitive }
  let text: Binding<String>

  /// An editor of `text`.
  public init(text: Binding<String>) { self.text = text }

  func makeElements(in context: ResolveContext) -> [Element] {
    let text = text
    let unfocus = unfocusAction(in: context)
    let inner = registerFocusable(in: context) { key in
      switch key {
      case .character(let character): text.wrappedValue.append(character)
      case .paste(let pasted): text.wrappedValue += pasted
      case .enter: text.wrappedValue.append("\n")
      case .backspace:
        if !text.wrappedValue.isEmpty { text.wrappedValue.removeLast() }
      case .escape: unfocus()
      default: return false
      }
      return true
    }
    let lines = text.wrappedValue.split(separator: "\n", omittingEmptySubsequences: false)
      .map { DisplayText(sanitizing: String($0)) }
    return [
      TextEditorElement(
        lines: lines, style: (context.environment.font ?? .body).style, showsCursor: inner.environment.isFocused)
    ]
  }
}

/// An editor laid out: as large as it is offered, its last lines shown.
@MainActor
final class TextEditorElement: Element {
  let lines: [DisplayText]
  let style: TextStyle
  let showsCursor: Bool

  init(lines: [DisplayText], style: TextStyle, showsCursor: Bool) {
    self.lines = lines
    self.style = style
    self.showsCursor = showsCursor
  }

  override func isFlexible(along axis: Axis) -> Bool { true }

  override func sizeThatFits(_ proposal: ProposedSize) -> CellSize {
    CellSize(
      width: proposal.width ?? (lines.map(\.width).max() ?? 0) + 1,
      height: proposal.height ?? max(1, lines.count))
  }

  override func draw(on canvas: inout CellCanvas) {
    guard frame.width > 0, frame.height > 0 else { return }
    let shown = lines.suffix(frame.height)
    for (row, line) in shown.enumerated() {
      let isLast = row == shown.count - 1
      let fitted = line.prefix(fitting: isLast && showsCursor ? frame.width - 1 : frame.width)
      var spans = [Span(fitted.text, style: style)]
      if isLast, showsCursor { spans.append(Span(" ", style: style.union(.reverse))) }
      canvas.put(spans, row: frame.y + row, column: frame.x)
    }
  }
}
