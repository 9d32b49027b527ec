/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`. A terminal's toolbar is
/// a row above the view: leading items at its start, principal ones in its middle, the
/// others at its end; bottom-bar and status items on a row below the view.
public struct ToolbarItemPlacement: Hashable, Sendable {
  enum Slot: Hashable, Sendable { case leading, principal, trailing, bottom }
  let slot: Slot

  public static let automatic = ToolbarItemPlacement(slot: .trailing)
  public static let principal = ToolbarItemPlacement(slot: .principal)
  public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
  public static let secondaryAction = ToolbarItemPlacement(slot: .trailing)
  public static let confirmationAction = ToolbarItemPlacement(slot: .trailing)
  public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
  public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
  public static let navigation = ToolbarItemPlacement(slot: .leading)
  public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
  public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
  public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
  public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
  public static let bottomBar = ToolbarItemPlacement(slot: .bottom)
  public static let status = ToolbarItemPlacement(slot: .bottom)
  public static let keyboard = ToolbarItemPlacement(slot: .bottom)
}

/// What a ``View/toolbar(content:)-(()->ToolbarContent)`` holds: items with their placements.
@MainActor
public protocol ToolbarContent {
  /// The items, in order.
  var _toolbarItems: [_ToolbarEntry] { get }
}

/// An item of a toolbar, its view's type erased (used by GuiaUI's toolbar).
public struct _ToolbarEntry {
  let placement: ToolbarItemPlacement
  let view: AnyView
}

/// An item of a toolbar, as SwiftUI's.
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content

  public var _toolbarItems: [_ToolbarEntry] { [_ToolbarEntry(placement: placement, view: AnyView(content))] }
}

extension ToolbarItem where ID == () {
  /// An item at `placement` showing `content`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

extension ToolbarItem where ID == String {
  /// An item with an id (customisable toolbars; the id changes nothing here).
  public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

/// Several views at one placement, as SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content

  /// The views `content` builds, at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  public var _toolbarItems: [_ToolbarEntry] { [_ToolbarEntry(placement: placement, view: AnyView(content))] }
}

/// Toolbar items one after another.
public struct _ToolbarItems: ToolbarContent {
  public let _toolbarItems: [_ToolbarEntry]
}

/// Builds toolbar content from items, `if` and `if`/`else`, as SwiftUI's.
@MainActor @resultBuilder
public enum ToolbarContentBuilder {
  public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> _ToolbarItems {
    _ToolbarItems(_toolbarItems: content._toolbarItems)
  }
  public static func buildBlock(_ parts: _ToolbarItems...) -> _ToolbarItems {
    _ToolbarItems(_toolbarItems: parts.flatMap(\._toolbarItems))
  }
  public static func buildOptional(_ part: _ToolbarItems?) -> _ToolbarItems {
    part ?? _ToolbarItems(_toolbarItems: [])
  }
  public static func buildEither(first: _ToolbarItems) -> _ToolbarItems { first }
  public static func buildEither(second: _ToolbarItems) -> _ToolbarItems { second }
}

extension View {
  /// Puts the toolbar's items on a row above this view (bottom-bar and status items on a row
  /// below it), as SwiftUI's toolbar; their buttons take focus with Tab.
  public func toolbar(@ToolbarContentBuilder content: () -> _ToolbarItems) -> some View {
    ToolbarLayout(content: self, items: content()._toolbarItems)
  }

  /// Puts `content`'s views at the end of a toolbar row above this view.
  @_disfavoredOverload
  public func toolbar<Items: View>(@ViewBuilder content: () -> Items) -> some View {
    ToolbarLayout(content: self, items: [_ToolbarEntry(placement: .automatic, view: AnyView(content()))])
  }

  /// Shows or hides the toolbar (kept for SwiftUI's signature; a terminal's toolbar row shows
  /// while it has items).
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
}

/// Whether something shows, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, Sendable, CaseIterable {
  case automatic, visible, hidden
}

/// A bar a toolbar may be in (kept for SwiftUI's signatures).
public struct ToolbarPlacement: Hashable, Sendable {
  let kind: Int
  public static let automatic = ToolbarPlacement(kind: 0)
  public static let navigationBar = ToolbarPlacement(kind: 1)
  public static let bottomBar = ToolbarPlacement(kind: 2)
  public static let tabBar = ToolbarPlacement(kind: 3)
  public static let windowToolbar = ToolbarPlacement(kind: 4)
}

/// A view with its toolbar's rows.
struct ToolbarLayout<Content: View>: View {
  let content: Content
  let items: [_ToolbarEntry]

  private func views(in slot: ToolbarItemPlacement.Slot) -> [AnyView] {
    items.filter { $0.placement.slot == slot }.map(\.view)
  }

  var body: some View {
    let bottom = views(in: .bottom)
    VStack(alignment: .leading, spacing: 0) {
      if items.contains(where: { $0.placement.slot != .bottom }) {
        HStack(spacing: 16) {
          ForEach(Array(views(in: .leading).enumerated()), id: \.offset) { $0.element }
          Spacer(minLength: 0)
          ForEach(Array(views(in: .principal).enumerated()), id: \.offset) { $0.element }
          Spacer(minLength: 0)
          ForEach(Array(views(in: .trailing).enumerated()), id: \.offset) { $0.element }
        }
      }
      content
      if !bottom.isEmpty {
        HStack(spacing: 16) {
          Spacer(minLength: 0)
          ForEach(Array(bottom.enumerated()), id: \.offset) { $0.element }
          Spacer(minLength: 0)
        }
      }
    }
  }
}
