extension View {
  /// Shows what `content` builds beside this view while `isPresented` is true, as SwiftUI's
  /// inspector: on a terminal a trailing column a third of the width, after a rule; Tab
  /// reaches its controls after the view's.
  public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
    modifier(InspectorModifier(isPresented: isPresented.wrappedValue, inspector: content()))
  }

  /// The inspector column's width, as SwiftUI's: the ideal one is taken, in columns.
  public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
    environment(\.inspectorWidth, ideal)
  }

  /// The inspector column's width, as SwiftUI's: the terminal's choice (a third) is kept.
  public func inspectorColumnWidth(_ width: CGFloat) -> some View {
    environment(\.inspectorWidth, width)
  }
}

/// A view with its inspector beside it.
struct InspectorModifier<Inspector: View>: ViewModifier {
  let isPresented: Bool
  let inspector: Inspector

  func body(content: Content) -> some View {
    GeometryReader { proxy in
      HStack(alignment: .top, spacing: 0) {
        content.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        if isPresented {
          Divider()
          InspectorColumn(inspector: inspector, available: proxy.size.width)
        }
      }
    }
  }
}

/// The inspector's column: its width as asked, or a third of the space.
private struct InspectorColumn<Inspector: View>: View {
  let inspector: Inspector
  let available: CGFloat
  @Environment(\.inspectorWidth) private var width

  var body: some View {
    inspector
      .environment(\.inspectorWidth, nil)
      .frame(width: min(available / 2, width ?? (available / 3).rounded(.down)), alignment: .topLeading)
      .frame(maxHeight: .infinity, alignment: .top)
  }
}

struct InspectorWidthKey: EnvironmentKey {
  static let defaultValue: CGFloat? = nil
}

extension EnvironmentValues {
  var inspectorWidth: CGFloat? {
    get { self[InspectorWidthKey.self] }
    set { self[InspectorWidthKey.self] = newValue }
  }
}
