/// A reusable change to a view, as SwiftUI's `ViewModifier`: its `body(content:)` says what
/// the modified view becomes.
@MainActor @preconcurrency
public protocol ViewModifier {
  /// What the modified view becomes.
  associatedtype Body: View
  /// Stands for the view being modified.
  typealias Content = _ViewModifier_Content<Self>
  /// The modified view.
  @ViewBuilder @MainActor func body(content: Content) -> Body
}

/// The view a ``ViewModifier`` modifies, inside its `body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
  /// A primitive view: it stands for the modified view, resolved by GuiaUI.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> { .primitive }
  let content: ResolveContent

  func makeElements(in context: ResolveContext) -> [Element] {
    content.resolve(in: context)
  }
}

/// A view with a modifier applied.
///
/// Its parameters are unconstrained, as SwiftUI's are, and it is a view when its content is
/// (below): a constrained parameter puts a conformance in the type's metadata, which the
/// runtime looks up, searching every conformance record, the first time it meets each type,
/// and a chain of modifiers is a new type at each level (a reader's first screen made
/// about fifteen such searches).
public struct ModifiedContent<Content, Modifier> {
  /// The view modified.
  public var content: Content {
    get { storage.content }
    set { storage = ContentStorage(newValue) }
  }
  /// The modifier.
  public var modifier: Modifier
  // Held by reference: a body's chain of modifiers nests each level's content in the next,
  // and every level is copied as it is resolved (into the closure that resolves its content,
  // into its memo). Inline, each copy took every level below with it, retaining every closure
  // there: a chain of n modifiers cost n² copies a pass.
  private var storage: ContentStorage<Content>
  /// How the modifier is applied, when its kind was known where the view was made. Left
  /// nil, the kind is asked at run time, with casts that search every conformance record
  /// the first time they meet a type.
  private var application: (@MainActor (Modifier, ResolveContent, ResolveContext) -> [Element])?
  /// The modifier's `==`, when it is `Equatable` (known where the view was made); left nil,
  /// two modifiers are compared as stored (``isIdentical(_:_:)``).
  private var isSameModifier: (@MainActor (Modifier, Modifier) -> Bool)?

  /// `content` with `modifier` applied (what ``View/modifier(_:)`` makes).
  public init(content: Content, modifier: Modifier) {
    storage = ContentStorage(content)
    self.modifier = modifier
  }

}

extension ModifiedContent: View, PrimitiveView where Content: View {
  /// A primitive view: GuiaUI applies the modifier itself, so it has no `body`.
  public typealias Body = Never
  /// GuiaUI resolves this view itself.
  public static var _resolver: _ViewResolver<Self> {
    // The modifier, then the content, not the application (a closure made with each value).
    // The content is the next level of a chain, compared once a pass (ContentComparisons).
    _ViewResolver(
      makeElements: { $0.makeElements(in: $1) }, makeViewList: nil, isPrimitive: true,
      isSame: { lhs, rhs in
        guard lhs.isSameModifier?(lhs.modifier, rhs.modifier) ?? isIdentical(lhs.modifier, rhs.modifier) else {
          return false
        }
        if lhs.storage === rhs.storage { return true }
        return ContentComparisons.isSame(lhs.storage, rhs.storage) {
          isSameView(lhs.content, rhs.content)
        }
      })
  }

  func makeElements(in context: ResolveContext) -> [Element] {
    let inner = ResolveContent(storage)
    if let application { return application(modifier, inner, context) }
    if let primitive = modifier as? any PrimitiveModifier {
      return primitive.resolve(content: inner, in: context)
    }
    if let custom = modifier as? any ViewModifier {
      return resolveCustom(custom, content: inner, in: context)
    }
    return inner.resolve(in: context)
  }
}

extension ModifiedContent where Content: View, Modifier: PrimitiveModifier {
  /// `content` with a modifier GuiaUI applies itself.
  init(content: Content, primitive modifier: Modifier) {
    self.init(content: content, modifier: modifier)
    application = { modifier, content, context in modifier.resolve(content: content, in: context) }
  }
}

extension ModifiedContent where Content: View, Modifier: ViewModifier {
  /// `content` with a modifier made of its `body(content:)`.
  init(content: Content, custom modifier: Modifier) {
    self.init(content: content, modifier: modifier)
    application = { modifier, content, context in resolveCustom(modifier, content: content, in: context) }
  }
}

/// The elements of `content` with `modifier`'s body applied: the modifier's dynamic
/// properties are bound to the node, then its body is resolved in the node's second child.
@MainActor
private func resolveCustom<M: ViewModifier>(
  _ modifier: M, content: ResolveContent, in context: ResolveContext
) -> [Element] {
  DynamicPropertyBinder.bind(modifier, to: context.node, context: context)
  let body = modifier.body(content: _ViewModifier_Content<M>(content: content))
  return elements(of: body, in: context.child(1, type: M.Body.self))
}

extension ModifiedContent where Content: View, Modifier: ViewModifier & Equatable {
  /// `content` with a modifier made of its `body(content:)`, compared with its `==`.
  init(content: Content, equatable modifier: Modifier) {
    self.init(content: content, custom: modifier)
    isSameModifier = { $0 == $1 }
  }
}

extension View {
  /// Applies `modifier` to this view.
  public func modifier<Modifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
    ModifiedContent(content: self, modifier: modifier)
  }

  /// Applies `modifier`, made of its `body(content:)`, to this view.
  public func modifier<Modifier: ViewModifier>(_ modifier: Modifier)
    -> ModifiedContent<Self, Modifier>
  {
    ModifiedContent(content: self, custom: modifier)
  }

  /// Applies `modifier`, made of its `body(content:)`, to this view: its body runs again
  /// only when the modifier is not `==` to the last one (or the content, the state or the
  /// environment changed), as SwiftUI compares an `Equatable` modifier.
  public func modifier<Modifier: ViewModifier & Equatable>(_ modifier: Modifier)
    -> ModifiedContent<Self, Modifier>
  {
    ModifiedContent(content: self, equatable: modifier)
  }

  /// Applies a modifier GuiaUI applies itself.
  func modifier<Modifier: PrimitiveModifier>(_ modifier: Modifier)
    -> ModifiedContent<Self, Modifier>
  {
    ModifiedContent(content: self, primitive: modifier)
  }
}

/// A modified view's content, shared by the copies of the view.
final class ContentStorage<Content>: @unchecked Sendable {
  // Never mutated: a change of `content` makes another storage.
  let content: Content

  init(_ content: Content) {
    self.content = content
  }
}

/// The modified view, ready to be resolved by its modifier, in the context the modifier
/// chooses (another environment, another identity for `.id`).
@MainActor
struct ResolveContent {
  private let makeElements: @MainActor (ResolveContext) -> [Element]

  init<Content: View>(_ storage: ContentStorage<Content>) {
    makeElements = { context in
      elements(of: storage.content, in: context.child(0, type: Content.self))
    }
  }

  /// The content's elements, with `context`'s environment.
  func resolve(in context: ResolveContext) -> [Element] { makeElements(context) }
}

/// A modifier GuiaUI applies itself (padding, frames, observers).
@MainActor
protocol PrimitiveModifier {
  func resolve(content: ResolveContent, in context: ResolveContext) -> [Element]
}
