import Document

/// A control that goes to another screen of the enclosing ``NavigationStack``, as SwiftUI's:
/// Tab gives it focus, Enter or Space follows it; it shows its label and a `›`. A link with
/// a value pushes it on the stack's path, where a ``View/navigationDestination(for:destination:)``
/// makes its screen; a link with a destination pushes that view.
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> { .primitive }
  let label: Label
  // Two optionals rather than an enum of the two: a value is compared field by field, and
  // an enum's payload would be compared whole, an existential's unused buffer with it.
  /// The value pushed on the stack's path, for a link with a value.
  let value: AnyHashable?
  /// The view pushed, for a link with a destination.
  let destination: Destination?

  func makeElements(in context: ResolveContext) -> [Element] {
    let navigation = context.environment.navigation
    let (value, destination) = (value, destination)
    // In a split view's column, a link in a list with a selection selects its value, as
    // SwiftUI's, which the next column shows.
    let (splitView, selection) = (context.environment.splitViewStorage, context.environment.rowSelection)
    let graph = context.graph
    let inner = registerControl(in: context) { [weak graph] in
      if let destination, navigation == nil, let splitView {
        // A split view's column outside any stack: the destination replaces the detail
        // column, as SwiftUI's sidebar links do.
        splitView.linkedDetail = AnyView(destination)
        splitView.showNext()
        graph?.setNeedsUpdate()
      } else if let destination {
        navigation?.pushView(AnyView(destination))
      } else if let value, splitView != nil, selection?.selects(value) == true {
        splitView?.showNext()
      } else if let value {
        navigation?.push(value)
      }
    }
    return row(
      HStack(spacing: 8) {
        label
        Text("›")
      }, in: inner)
  }

  private func row<Row: View>(_ row: Row, in context: ResolveContext) -> [Element] {
    elements(of: row, in: context.child(0, type: Row.self))
  }
}

extension NavigationLink where Destination == Never {
  /// A link pushing `value` on the stack's path (nil: a link that goes nowhere).
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.value = value.map { AnyHashable($0) }
    destination = nil
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// A link titled `title` pushing `value`.
  public init<P: Hashable>(_ title: LocalizedStringKey, value: P?) {
    self.init(value: value) { Text(title) }
  }

  /// A link titled `title`, sanitised, pushing `value`.
  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(value: value) { Text(title) }
  }
}

extension NavigationLink {
  /// A link pushing `destination`.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.destination = destination()
    value = nil
  }

  /// A link pushing `destination` (SwiftUI's older spelling).
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.destination = destination
    value = nil
  }
}

extension NavigationLink where Label == Text {
  /// A link titled `title` pushing `destination`.
  public init(_ title: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(title) }
  }

  /// A link titled `title`, sanitised, pushing `destination`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(title) }
  }
}
