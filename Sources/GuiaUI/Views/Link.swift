import Document

/// A control that opens an address, as SwiftUI's `Link`: its label is underlined in the
/// accent colour and is the terminal's own hyperlink (OSC 8) to `destination`, which a
/// terminal that has them opens on a click; Tab gives it focus, and Enter or Space calls
/// the environment's ``OpenURLAction`` with the address.
///
/// ```swift
/// Link("Términos de uso", destination: URL(string: "https://example.com/terminos")!)
/// ```
public struct Link<Label: View>: View, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> { .primitive }
  let destination: URL
  let label: Label

  /// A link to `destination` showing `label`.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  func makeElements(in context: ResolveContext) -> [Element] {
    let (destination, openURL) = (destination, context.environment.openURL)
    var inner = registerControl(in: context) { openURL(destination) }
    // The address is sanitised for showing, and sent on to the terminal only when it is an
    // http, https or file address of printable ASCII (``Hyperlink``).
    inner.environment.hyperlink = Hyperlink(address: Array(destination.absoluteString.utf8))
    if inner.environment.foregroundColor == nil { inner.environment.foregroundColor = .accentColor }
    return elements(of: label, in: inner.child(0, type: Label.self))
  }
}

extension Link where Label == Text {
  /// A link to `destination` titled `titleKey` (a key looked up in the language's table).
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link to `destination` titled `title`, sanitised.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}

struct HyperlinkKey: EnvironmentKey {
  static let defaultValue: Hyperlink? = nil
}

extension EnvironmentValues {
  /// The address the texts below link to (a ``Link``'s label), underlined.
  var hyperlink: Hyperlink? {
    get { self[HyperlinkKey.self] }
    set { self[HyperlinkKey.self] = newValue }
  }
}
