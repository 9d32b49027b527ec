// Effects of drawing that a terminal's cells cannot show: accepted, so that code written for
// SwiftUI runs, and drawn as if absent (docs/guiaui.md, "Where it differs").

/// An angle, as SwiftUI's `Angle`.
public struct Angle: Hashable, Sendable, Comparable {
  /// The angle in radians.
  public var radians: Double
  /// The angle in degrees.
  public var degrees: Double {
    get { radians * 180 / Double.pi }
    set { radians = newValue * Double.pi / 180 }
  }
  /// An angle of `radians`.
  public init(radians: Double) { self.radians = radians }
  /// An angle of `degrees`.
  public init(degrees: Double) { radians = degrees * Double.pi / 180 }
  /// An angle of `degrees`.
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  /// An angle of `radians`.
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  /// No turn.
  public static let zero = Angle(radians: 0)
  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

/// How an SF Symbol's layers are coloured, as SwiftUI's `SymbolRenderingMode`.
public struct SymbolRenderingMode: Hashable, Sendable {
  let name: String
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  public static let palette = SymbolRenderingMode(name: "palette")
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

/// An animation of an SF Symbol, as SwiftUI's `SymbolEffect`.
public protocol SymbolEffect: Sendable {}

/// The built-in symbol effects.
public struct BuiltInSymbolEffect: SymbolEffect, Hashable {
  let name: String
  /// The effect pulled up, down or by layer (all the same on a terminal).
  public var up: BuiltInSymbolEffect { self }
  public var down: BuiltInSymbolEffect { self }
  public var byLayer: BuiltInSymbolEffect { self }
  public var wholeSymbol: BuiltInSymbolEffect { self }
}

extension SymbolEffect where Self == BuiltInSymbolEffect {
  public static var bounce: BuiltInSymbolEffect { .init(name: "bounce") }
  public static var pulse: BuiltInSymbolEffect { .init(name: "pulse") }
  public static var variableColor: BuiltInSymbolEffect { .init(name: "variableColor") }
  public static var scale: BuiltInSymbolEffect { .init(name: "scale") }
  public static var appear: BuiltInSymbolEffect { .init(name: "appear") }
  public static var disappear: BuiltInSymbolEffect { .init(name: "disappear") }
  public static var wiggle: BuiltInSymbolEffect { .init(name: "wiggle") }
  public static var rotate: BuiltInSymbolEffect { .init(name: "rotate") }
  public static var breathe: BuiltInSymbolEffect { .init(name: "breathe") }
}

/// How a symbol effect plays, as SwiftUI's `SymbolEffectOptions`.
public struct SymbolEffectOptions: Hashable, Sendable {
  public static let `default` = SymbolEffectOptions()
  public static let repeating = SymbolEffectOptions()
  public static let nonRepeating = SymbolEffectOptions()
  /// Played at `speed` times its pace.
  public static func speed(_ speed: Double) -> SymbolEffectOptions { .default }
  /// Played `count` times.
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions { .default }
  /// These options at `speed` times the pace.
  public func speed(_ speed: Double) -> SymbolEffectOptions { self }
  /// These options, `count` times.
  public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
}

/// Whether text can be selected, as SwiftUI's `TextSelectability`: a terminal's own
/// selection selects any text on the screen.
public protocol TextSelectability: Sendable {}

/// Text that can be selected.
public struct EnabledTextSelectability: TextSelectability {}
/// Text that cannot be selected.
public struct DisabledTextSelectability: TextSelectability {}

extension TextSelectability where Self == EnabledTextSelectability {
  public static var enabled: EnabledTextSelectability { .init() }
}

extension TextSelectability where Self == DisabledTextSelectability {
  public static var disabled: DisabledTextSelectability { .init() }
}

extension View {
  /// How the symbols below colour their layers.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
  /// Plays `effect` on the symbols below while `isActive`.
  public func symbolEffect<E: SymbolEffect>(
    _ effect: E, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> some View { self }
  /// Plays `effect` on the symbols below when `value` changes.
  public func symbolEffect<E: SymbolEffect, V: Equatable>(
    _ effect: E, options: SymbolEffectOptions = .default, value: V
  ) -> some View { self }
  /// Whether the text below can be selected; a terminal's selection reaches it anyway.
  public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
  /// The font design of the text below: a terminal has its one font.
  public func fontDesign(_ design: Font.Design?) -> some View { self }
  /// The space added between characters: a terminal's are a column apart.
  public func kerning(_ kerning: CGFloat) -> some View { self }
  /// The space added between characters: a terminal's are a column apart.
  public func tracking(_ tracking: CGFloat) -> some View { self }
  /// The text's shift from its baseline: a terminal's text sits in its row.
  public func baselineOffset(_ baselineOffset: CGFloat) -> some View { self }
  /// The space between lines: a terminal's are a row apart.
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }
  /// The shape that takes taps: a terminal has no pointer taps on views.
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
  /// Blurs the view: a cell cannot be blurred.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }
  /// Turns the view by `angle`: a terminal's text stays upright.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }
  /// Scales the drawing by `scale`: a terminal's cells keep their size.
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View { self }
  /// Scales the drawing by `x` and `y`: a terminal's cells keep their size.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View { self }
}
