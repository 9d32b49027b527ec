import Document
import TerminalUI

/// A switch bound to a Boolean, as SwiftUI's `Toggle`: drawn as a box before its label
/// (`[x]` on, `[ ]` off); Tab gives it focus (in reverse video), and Space or Enter turns it.
public struct Toggle<Label: View>: View, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> { .primitive }
  let isOn: Binding<Bool>
  let label: Label

  /// A toggle of `isOn` showing `label`.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  func makeElements(in context: ResolveContext) -> [Element] {
    let isOn = isOn
    let inner = registerControl(in: context) { isOn.wrappedValue.toggle() }
    let box: Text = isOn.wrappedValue ? Text(DisplayText(verbatim: "[x] ")) : Text(DisplayText(verbatim: "[ ] "))
    return elements(of: Self.row(box, label), in: inner.child(0, type: Self.self))
  }
}

extension Toggle {
  /// The box and the label side by side.
  static func row(_ box: Text, _ label: Label) -> some View {
    HStack(spacing: 0) {
      box
      label
    }
  }
}

extension Toggle where Label == Text {
  /// A toggle of `isOn` titled `title` (a key looked up in the language's table).
  public init(_ title: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }

  /// A toggle of `isOn` titled `title`, sanitised.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}
