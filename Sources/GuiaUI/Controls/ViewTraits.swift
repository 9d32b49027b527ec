import Document

/// What a view says about itself to the container that lists it, as SwiftUI's view traits:
/// a ``View/tag(_:includeOptional:)`` for a ``Picker`` or a ``TabView``'s selection, a
/// ``View/tabItem(_:)`` label, a ``View/badge(_:)-(Int)``.
@MainActor
struct ViewTraits {
  /// The value a selection takes when this row is chosen (`.tag`).
  var tag: Any?
  /// Makes the row's tab label, in the context given (`.tabItem`).
  var tabItem: (@MainActor (ResolveContext) -> [Element])?
  /// The badge shown beside the row's tab label or at the end of its list row (`.badge`).
  var badge: Text?
  /// Makes the title of the ``TabSection`` whose first tab the row is, shown before its
  /// label in a tab view's bar.
  var tabSectionHeader: (@MainActor (ResolveContext) -> [Element])?
}

/// A view carrying a trait for the container listing it (`.tag`, `.tabItem`, `.badge`).
///
/// Drawn on its own it is its content (a badge also shows at the row's end, as in a
/// `List`); a ``Picker``, a ``TabView`` or a ``Menu`` reads the trait and resolves the content
/// where it chooses.
public struct _TraitView<Content: View>: View, PrimitiveView {
  /// A primitive view: GuiaUI resolves it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> { .primitive }
  let content: Content
  let write: @MainActor (inout ViewTraits) -> Void
  /// The badge drawn when the view is resolved as itself (a list row's).
  let badge: Text?

  init(_ content: Content, badge: Text? = nil, write: @escaping @MainActor (inout ViewTraits) -> Void) {
    self.content = content
    self.badge = badge
    self.write = write
  }

  func makeElements(in context: ResolveContext) -> [Element] {
    guard let badge else { return elements(of: content, in: context.child(0, type: Content.self)) }
    return elements(
      of: HStack(spacing: 8) {
        content
        Spacer(minLength: 0)
        badge
      }, in: context.child(1, type: Self.self))
  }
}

extension View {
  /// Gives the view the value `tag`: a ``Picker`` or a ``TabView`` whose selection equals it
  /// chooses this view. With `includeOptional` (as SwiftUI's, from its 2024 releases) the tag
  /// also matches an optional selection's `.some(tag)`.
  public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
    _TraitView(self) { $0.tag = tag }
  }

  /// The label of this view's tab in a ``TabView`` (a `Label`, a `Text`, an `Image`).
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    let label = label()
    return _TraitView(self) { traits in
      traits.tabItem = { context in elements(of: label, in: context) }
    }
  }

  /// A count beside this view's tab label, or at the end of its list row; zero shows none.
  public func badge(_ count: Int) -> some View {
    let text = count == 0 ? nil : Text(verbatim: String(count))
    return _TraitView(self, badge: text) { $0.badge = text }
  }

  /// A text beside this view's tab label, or at the end of its list row; `nil` shows none.
  public func badge(_ label: Text?) -> some View {
    _TraitView(self, badge: label) { $0.badge = label }
  }

  /// A text (a key looked up in the language's table) beside this view's tab label, or at
  /// the end of its list row; `nil` shows none.
  public func badge(_ key: LocalizedStringKey?) -> some View {
    badge(key.map { Text($0) })
  }

  /// A text, sanitised, beside this view's tab label, or at the end of its list row.
  @_disfavoredOverload
  public func badge<S: StringProtocol>(_ label: S?) -> some View {
    badge(label.map { Text($0) })
  }
}
