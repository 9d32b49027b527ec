import Document

/// A stack of screens with a title row, as SwiftUI's `NavigationStack`: the root view names
/// the title with ``View/navigationTitle(_:)-(DisplayText)``, drawn in bold on the first row at
/// the container's margin (as a large title sits on the layout margins). A
/// ``NavigationLink`` pushes a screen; Escape goes back (the title row then starts with `‹`).
/// The screens below the top keep their state and take no key.
public struct NavigationStack<Root: View>: View, PrimitiveView {
  /// A primitive view: GuiaUI lays it out and draws it itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> { .primitive }
  let root: Root
  let path: Binding<[AnyHashable]>?

  /// A stack showing `root` under the title row that its
  /// ``View/navigationTitle(_:)-(DisplayText)`` names (no title, no row).
  public init(@ViewBuilder root: () -> Root) {
    self.root = root()
    path = nil
  }

  /// A stack whose pushed values are `path`: links append to it, Escape removes its last.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = Binding(
      get: { path.wrappedValue.elements }, set: { path.wrappedValue.elements = $0 })
  }

  /// A stack whose pushed values are `path`, all of one type (`[Recipe]`).
  public init<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
    path: Binding<Data>, @ViewBuilder root: () -> Root
  ) where Data.Element: Hashable {
    self.root = root()
    self.path = Binding(
      get: { path.wrappedValue.map { AnyHashable($0) } },
      set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) })
  }

  func makeElements(in context: ResolveContext) -> [Element] {
    let storage = context.node.slot(0) { NavigationStorage() }
    let graph = context.graph
    let values = path?.wrappedValue ?? storage.values
    let screens = values.count + storage.views.count
    let navigation = Navigation(
      push: { [path, weak graph] value in
        if let path { path.wrappedValue.append(value) } else { storage.values.append(value) }
        graph?.setNeedsUpdate()
      },
      pushView: { [weak graph] view in
        storage.views.append((depth: screens + 1, view: view))
        graph?.setNeedsUpdate()
      },
      destinations: NavigationDestinations())
    // Weak: these closures go into the graph's registry, which the graph owns.
    let pop = { [path, weak graph] in
      if let last = storage.views.last, last.depth == screens {
        storage.views.removeLast()
      } else if let path, !path.wrappedValue.isEmpty {
        path.wrappedValue.removeLast()
      } else if !storage.values.isEmpty {
        storage.values.removeLast()
      }
      graph?.setNeedsUpdate()
    }
    var layers: [Element] = []
    var topTitle = NavigationTitle()
    for depth in 0...screens {
      let title = NavigationTitle()
      var inner = context.child(depth, type: Root.self)
      // The screens below the top keep their state and take no key.
      if depth < screens { inner.environment.isInputSuspended = true }
      inner.environment.navigationTitle = title
      inner.environment.navigation = navigation
      let view: AnyView
      if depth == 0 {
        // An edit mode for the root screen, which an `EditButton` in its toolbar turns on.
        view = AnyView(root.modifier(EditModeProvider()))
      } else if let pushed = storage.views.first(where: { $0.depth == depth }) {
        view = pushed.view
      } else {
        // The values fill the screens the views pushed by destination links do not.
        let index = depth - storage.views.filter { $0.depth < depth }.count - 1
        view = values.indices.contains(index)
          ? navigation.destinations.view(for: values[index]) ?? AnyView(EmptyView()) : AnyView(EmptyView())
      }
      let isTop = depth == screens
      let screen = view.onKeyPress(.escape) {
        guard isTop, screens > 0 else { return .ignored }
        pop()
        return .handled
      }
      layers.append(elements(of: screen, in: inner).combined())
      topTitle = title
    }
    var screen = layers[screens]
    if let text = topTitle.text ?? (screens > 0 ? DisplayText("") : nil) {
      let header = ContainerMarginElement(
        TextElement(spans: [Span(screens > 0 ? "‹ " + text : text, style: .bold)]), edges: .horizontal)
      screen = StackElement(
        axis: .vertical, alignment: .leading, spacing: 0,
        children: [FlexibleFrameElement(header, .fillingWidth), screen])
    }
    guard screens > 0 else { return [screen] }
    // The screens below stay laid out, under the top one, which hides them.
    return [CoverElement(layers[0], coveredBy: screen)]
  }
}

/// What a stack keeps between passes when no path is bound: the values pushed, and the
/// views destination links pushed (with the screen each is).
@MainActor
final class NavigationStorage {
  var values: [AnyHashable] = []
  var views: [(depth: Int, view: AnyView)] = []
}

/// What the views of a stack reach it by: links push, destinations register.
@MainActor
struct Navigation {
  let push: (AnyHashable) -> Void
  let pushView: (AnyView) -> Void
  let destinations: NavigationDestinations
}

/// The screens `.navigationDestination(for:)` makes, by the type of the value pushed.
@MainActor
final class NavigationDestinations {
  private var makers: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]

  func register<D: Hashable>(_ type: D.Type, _ make: @escaping (D) -> AnyView) {
    makers[ObjectIdentifier(type)] = { value in (value.base as? D).map(make) }
  }

  func view(for value: AnyHashable) -> AnyView? {
    makers[ObjectIdentifier(type(of: value.base))]?(value)
  }
}

/// Where a navigation stack's root leaves its title, during the pass.
@MainActor
final class NavigationTitle {
  var text: DisplayText?
}

struct NavigationTitleKey: EnvironmentKey {
  static let defaultValue: NavigationTitle? = nil
}

struct NavigationKey: EnvironmentKey {
  static let defaultValue: Navigation? = nil
}

extension EnvironmentValues {
  var navigationTitle: NavigationTitle? {
    get { self[NavigationTitleKey.self] }
    set { self[NavigationTitleKey.self] = newValue }
  }

  var navigation: Navigation? {
    get { self[NavigationKey.self] }
    set { self[NavigationKey.self] = newValue }
  }
}

extension View {
  /// Names the enclosing navigation stack's title row.
  public func navigationTitle(_ title: DisplayText) -> some View {
    modifier(NavigationTitleModifier(title: title))
  }

  /// Names the enclosing navigation stack's title row (sanitised).
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    navigationTitle(DisplayText(sanitizing: String(title)))
  }

  /// Makes the screen for a value of type `data` pushed on the enclosing stack, as
  /// SwiftUI's.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(NavigationDestinationModifier(register: { $0.register(data) { AnyView(destination($0)) } }))
  }

  /// Kept for SwiftUI's signature: a terminal's title row has one size.
  public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View { self }
}

/// What a navigation bar's item is (kept for SwiftUI's signatures).
public enum NavigationBarItem {
  /// How a title shows.
  public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}

@usableFromInline
struct NavigationDestinationModifier: PrimitiveModifier {
  let register: (NavigationDestinations) -> Void

  func resolve(content: ResolveContent, in context: ResolveContext) -> [Element] {
    if let navigation = context.environment.navigation {
      let register = register
      context.graph.register(.navigationDestination(register, stack: navigation.destinations))
    }
    return content.resolve(in: context)
  }
}

@usableFromInline
struct NavigationTitleModifier: PrimitiveModifier {
  let title: DisplayText

  func resolve(content: ResolveContent, in context: ResolveContext) -> [Element] {
    if let box = context.environment.navigationTitle {
      context.graph.register(.navigationTitle(title, box: box))
    }
    return content.resolve(in: context)
  }
}

extension FlexibleFrameModifier {
  /// A frame that takes the whole width offered, its content at the leading edge.
  static let fillingWidth = FlexibleFrameModifier(
    minWidth: nil, maxWidth: Int.max, minHeight: nil, maxHeight: nil, alignment: .leading)
}
