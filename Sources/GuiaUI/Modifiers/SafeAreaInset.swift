import ScrollKit

/// The edge of a view's top or bottom, as SwiftUI's `VerticalEdge`.
public typealias VerticalEdge = ScrollKit.VerticalEdge

/// The leading or trailing edge of a view, as SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Hashable, Sendable {
  case leading, trailing
}

extension View {
  /// Shows `content` along `edge` of this view, which takes the rest of the space, as
  /// SwiftUI's: a bar under a scroll view stays put while it scrolls, and the scroll view's
  /// last row comes to rest just above it. A terminal cell shows one thing, so the content
  /// is beside the scroll view rather than over its translucent end (its geometry's
  /// container is the space left, with no insets added).
  public func safeAreaInset<Content: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) -> some View {
    SafeAreaInsetLayout(
      main: self, inset: content(), edge: edge == .top ? .top : .bottom,
      alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
  }

  /// Shows `content` along the leading or trailing `edge` of this view, which takes the
  /// rest of the width.
  public func safeAreaInset<Content: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) -> some View {
    SafeAreaInsetLayout(
      main: self, inset: content(), edge: edge == .leading ? .leading : .trailing,
      alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
  }
}

/// A view with another along one of its edges.
struct SafeAreaInsetLayout<Main: View, Inset: View>: View {
  let main: Main
  let inset: Inset
  let edge: Edge
  let alignment: Alignment
  let spacing: CGFloat?

  var body: some View {
    switch edge {
    case .top:
      VStack(alignment: alignment.horizontal, spacing: spacing) { inset; main }
    case .bottom:
      VStack(alignment: alignment.horizontal, spacing: spacing) { main; inset }
    case .leading:
      HStack(alignment: alignment.vertical, spacing: spacing) { inset; main }
    case .trailing:
      HStack(alignment: alignment.vertical, spacing: spacing) { main; inset }
    }
  }
}
