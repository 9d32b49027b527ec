/// A container of controls in sections, as SwiftUI's `Form`: on a terminal, a list of its
/// rows (``List``), each control focused in turn by Tab.
public struct Form<Content: View>: View {
  let content: Content

  /// A form of the rows `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View {
    List { content }
  }
}
