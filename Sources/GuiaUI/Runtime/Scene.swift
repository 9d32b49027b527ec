/// A part of an app's user interface, as SwiftUI's `Scene`: on a terminal, the one window
/// a ``WindowGroup`` shows.
@MainActor @preconcurrency
public protocol Scene {
  /// The scene this one is made of.
  associatedtype Body: Scene
  /// The content of the scene.
  @SceneBuilder @MainActor var body: Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
  /// Scenes GuiaUI runs itself have no body; asking for one is a programming error.
  public var body: Never { fatalError("\(Self.self) has no body") }
}

/// Builds scenes from closures, as SwiftUI's `SceneBuilder`.
@resultBuilder @MainActor
public enum SceneBuilder {
  /// A scene used as a statement of the builder is itself.
  public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

  /// One scene is built as itself.
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

  /// Several scenes become a ``TupleScene``; the terminal shows the first window.
  public static func buildBlock<each Content: Scene>(
    _ content: repeat each Content
  ) -> TupleScene<repeat each Content> {
    TupleScene(repeat each content)
  }
}

/// Several scenes; a terminal shows the first window among them.
public struct TupleScene<each Content: Scene>: Scene, PrimitiveScene {
  /// A primitive scene: GuiaUI runs it itself, so it has no `body`.
  public typealias Body = Never
  let value: (repeat each Content)

  init(_ value: repeat each Content) {
    self.value = (repeat each value)
  }

  var window: AnyView? {
    for scene in repeat each value {
      if let window = rootView(of: scene) { return window }
    }
    return nil
  }
}

/// A window showing `content`, as SwiftUI's `WindowGroup`: on a terminal, the whole screen.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
  /// A primitive scene: GuiaUI runs it itself, so it has no `body`.
  public typealias Body = Never
  let content: Content

  /// A window showing what `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A window with `title` (a terminal window has no title bar: kept for the API).
  public init(_ title: DisplayText, @ViewBuilder content: () -> Content) {
    self.init(content: content)
  }

  var window: AnyView? { AnyView(content) }
}

/// A scene GuiaUI runs itself.
@MainActor
protocol PrimitiveScene {
  /// The root view of its window, if it has one.
  var window: AnyView? { get }
}

/// The root view of the first window of `scene`.
@MainActor
func rootView<S: Scene>(of scene: S) -> AnyView? {
  if let primitive = scene as? any PrimitiveScene { return primitive.window }
  return rootView(of: scene.body)
}
