/// How a change is animated, as SwiftUI's `Animation`. A terminal draws each state once it
/// is reached, so every animation is a cut: the values are kept for code written for SwiftUI
/// to compile and run unchanged.
public struct Animation: Hashable, Sendable {
  let name: String

  /// The default animation.
  public static let `default` = Animation(name: "default")
  /// Linear.
  public static let linear = Animation(name: "linear")
  /// Ease in.
  public static let easeIn = Animation(name: "easeIn")
  /// Ease out.
  public static let easeOut = Animation(name: "easeOut")
  /// Ease in and out.
  public static let easeInOut = Animation(name: "easeInOut")
  /// A spring.
  public static let spring = Animation(name: "spring")
  /// A smooth spring.
  public static let smooth = Animation(name: "smooth")
  /// A bouncy spring.
  public static let bouncy = Animation(name: "bouncy")
  /// A snappy spring.
  public static let snappy = Animation(name: "snappy")

  /// Linear, lasting `duration` seconds.
  public static func linear(duration: Double) -> Animation { .linear }
  /// Ease in, lasting `duration` seconds.
  public static func easeIn(duration: Double) -> Animation { .easeIn }
  /// Ease out, lasting `duration` seconds.
  public static func easeOut(duration: Double) -> Animation { .easeOut }
  /// Ease in and out, lasting `duration` seconds.
  public static func easeInOut(duration: Double) -> Animation { .easeInOut }
  /// A spring of the given response and damping.
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
    -> Animation
  { .spring }
  /// This animation after `delay` seconds.
  public func delay(_ delay: Double) -> Animation { self }
  /// This animation at `speed` times its pace.
  public func speed(_ speed: Double) -> Animation { self }
  /// This animation repeated `count` times.
  public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation { self }
  /// This animation repeated for ever.
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body`, whose state changes SwiftUI would animate; here they are drawn at once.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

/// How a view comes and goes, as SwiftUI's `AnyTransition`: a cut on a terminal.
public struct AnyTransition: Hashable, Sendable {
  let name: String
  /// Fades.
  public static let opacity = AnyTransition(name: "opacity")
  /// Slides.
  public static let slide = AnyTransition(name: "slide")
  /// Scales.
  public static let scale = AnyTransition(name: "scale")
  /// None.
  public static let identity = AnyTransition(name: "identity")
  /// Moves in from `edge`.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
  /// `insertion` in, `removal` out.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }
  /// This transition together with `other`.
  public func combined(with other: AnyTransition) -> AnyTransition { self }
  /// This transition with `animation`.
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

extension View {
  /// Animates the changes of `value` in SwiftUI; drawn at once here.
  public func animation(_ animation: Animation?, value: some Equatable) -> some View { self }

  /// How this view comes and goes in SwiftUI; a cut here.
  public func transition(_ transition: AnyTransition) -> some View { self }
}
