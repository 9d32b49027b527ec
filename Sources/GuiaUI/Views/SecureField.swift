import ScrollKit
import Document
import TerminalUI

/// A one-row field for a secret, as SwiftUI's `SecureField`: typed as a ``TextField`` is
/// (characters and pastes added, Backspace, Enter submitting, Escape letting focus go), each
/// character shown as `•`, so the secret never reaches the screen.
public struct SecureField<Label: View>: View, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> { .primitive }
  let title: DisplayText
  let text: Binding<String>

  func makeElements(in context: ResolveContext) -> [Element] {
    oneRowField(title: title, text: text, in: context) { DisplayText(repeating: "•", count: $0.count) }
  }
}

extension SecureField where Label == Text {
  /// A field editing the secret `text`, with `title` (a literal) as its prompt.
  public init(_ title: DisplayText, text: Binding<String>) {
    self.title = title
    self.text = text
  }

  /// A field editing the secret `text`, with `title`, sanitised, as its prompt.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(DisplayText(sanitizing: String(title)), text: text)
  }

  /// A field editing the secret `text`, with `title` as its prompt (the `prompt:` view is
  /// left out: a terminal field shows its title while empty).
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(title, text: text)
  }
}

extension TextField where Label == Text {
  /// A field editing `text` along `axis`, as SwiftUI's: on a terminal one row, which shows
  /// the end of a longer text (Enter submits; a vertical field does not grow).
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.init(title, text: text)
  }

  /// A field editing `text` with `title` as its prompt; the `prompt:` view is left out.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis = .horizontal) {
    self.init(title, text: text)
  }
}
