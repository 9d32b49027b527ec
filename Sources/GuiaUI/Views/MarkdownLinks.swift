import Document

/// The links of a text's Markdown (`Text("See [the docs](https://example.com)")`): each is
/// a control, as a ``Link`` is: Tab gives it focus (its text in reverse video), Enter or
/// Space opens its address through the environment's ``OpenURLAction``, and it is the
/// terminal's own hyperlink, underlined in the accent colour.
@MainActor
struct MarkdownLinks {
  private var count = 0
  /// The link whose runs are being styled, and whether it has focus.
  private var current: (address: String, isFocused: Bool)?

  /// Styles a run of the link to `address`: a run after one of another link, or after text,
  /// starts a new link, registered as a control under the text's node.
  mutating func style(_ style: inout TextStyle, linkingTo address: String, in context: ResolveContext) {
    if current?.address != address {
      let openURL = context.environment.openURL
      let destination = URL(string: address)
      let link = context.child("markdown link \(count)", type: MarkdownLinks.self)
      let inner = registerControl(in: link) { if let destination { openURL(destination) } }
      count += 1
      current = (address, inner.environment.isFocused)
    }
    // The address is sent on to the terminal only when it is an http, https or file address
    // of printable ASCII (``Hyperlink``).
    style.link = Hyperlink(address: Array(address.utf8))
    style.insert(.underline)
    if style.foreground == nil { style.foreground = Color.accentColor.terminalColor }
    if current?.isFocused == true { style.insert(.reverse) }
  }

  /// Ends the link being styled: the next run of a link starts another.
  mutating func end() { current = nil }
}
