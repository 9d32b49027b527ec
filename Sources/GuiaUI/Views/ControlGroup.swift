/// Controls that belong together, as SwiftUI's `ControlGroup`: side by side.
public struct ControlGroup<Content: View>: View {
  let content: Content

  /// A group of the controls `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// The controls in a row, a column apart.
  public var body: some View {
    HStack(spacing: 8) { content }
  }
}
