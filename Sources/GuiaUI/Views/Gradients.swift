/// Colours blended along a line or round a point, as SwiftUI's `Gradient`: a terminal cell
/// holds one colour, so a gradient is drawn in one of its stops (see ``drawnColor``).
public struct Gradient: Hashable, Sendable, ShapeStyle {
  /// A colour and where it sits along the gradient, from 0 to 1.
  public struct Stop: Hashable, Sendable {
    /// The stop's colour.
    public var color: Color
    /// Where the stop sits, from 0 (the start) to 1 (the end).
    public var location: CGFloat

    /// A stop of `color` at `location`.
    nonisolated public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  /// The stops, in order.
  public var stops: [Stop]

  /// A gradient through `stops`.
  nonisolated public init(stops: [Stop]) { self.stops = stops }

  /// A gradient through `colors`, spaced evenly.
  nonisolated public init(colors: [Color]) {
    let last = CGFloat(max(1, colors.count - 1))
    stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
  }

  /// The colour a terminal draws the gradient in: the stop nearest its middle, so that a
  /// two-stop gradient is drawn in its first colour and a three-stop one in its middle one.
  var drawnColor: Color? {
    guard !stops.isEmpty else { return nil }
    return stops[(stops.count - 1) / 2].color
  }
}

/// A gradient along a line, as SwiftUI's `LinearGradient`; drawn in one stop's colour.
public struct LinearGradient: ShapeStyle, View {
  let gradient: Gradient

  /// A gradient from `startPoint` to `endPoint`.
  nonisolated public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) { self.gradient = gradient }

  /// A gradient of `colors` from `startPoint` to `endPoint`.
  nonisolated public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    gradient = Gradient(colors: colors)
  }

  /// A gradient through `stops` from `startPoint` to `endPoint`.
  nonisolated public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    gradient = Gradient(stops: stops)
  }

  /// The gradient's colour, filling the space offered as a ``Color`` does.
  public var body: some View { gradient.drawnColor ?? .clear }
}

/// A gradient round a centre, growing outwards, as SwiftUI's `RadialGradient`; drawn in one
/// stop's colour.
public struct RadialGradient: ShapeStyle, View {
  let gradient: Gradient

  /// A gradient from `startRadius` to `endRadius` round `center`.
  nonisolated public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
  }

  /// A gradient of `colors` from `startRadius` to `endRadius` round `center`.
  nonisolated public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    gradient = Gradient(colors: colors)
  }

  /// A gradient through `stops` from `startRadius` to `endRadius` round `center`.
  nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    gradient = Gradient(stops: stops)
  }

  /// The gradient's colour, filling the space offered.
  public var body: some View { gradient.drawnColor ?? .clear }
}

/// A gradient sweeping round a centre, as SwiftUI's `AngularGradient`; drawn in one stop's
/// colour.
public struct AngularGradient: ShapeStyle, View {
  let gradient: Gradient

  /// A gradient round `center` from `startAngle` to `endAngle`.
  nonisolated public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
    self.gradient = gradient
  }

  /// A gradient of `colors` round `center` from `startAngle` to `endAngle`.
  nonisolated public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    gradient = Gradient(colors: colors)
  }

  /// A gradient round `center`, starting at `angle`.
  nonisolated public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) { self.gradient = gradient }

  /// A gradient of `colors` round `center`, starting at `angle`.
  nonisolated public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) { gradient = Gradient(colors: colors) }

  /// The gradient's colour, filling the space offered.
  public var body: some View { gradient.drawnColor ?? .clear }
}

/// A gradient in ellipses round a centre, as SwiftUI's `EllipticalGradient`; drawn in one
/// stop's colour.
public struct EllipticalGradient: ShapeStyle, View {
  let gradient: Gradient

  /// A gradient from `startRadiusFraction` to `endRadiusFraction` of the shape round `center`.
  nonisolated public init(
    gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
  ) { self.gradient = gradient }

  /// A gradient of `colors` round `center`.
  nonisolated public init(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
  ) { gradient = Gradient(colors: colors) }

  /// The gradient's colour, filling the space offered.
  public var body: some View { gradient.drawnColor ?? .clear }
}

/// A colour's own gradient, as SwiftUI's `AnyGradient` (`Color.blue.gradient`): drawn in
/// the colour.
public struct AnyGradient: Hashable, Sendable, ShapeStyle {
  let gradient: Gradient

  /// A gradient standing for `gradient`.
  public init(_ gradient: Gradient) { self.gradient = gradient }
}

extension Color {
  /// A gradient made from this colour, as SwiftUI's: the colour itself on a terminal.
  public var gradient: AnyGradient { AnyGradient(Gradient(colors: [self])) }
}

extension ShapeStyle where Self == LinearGradient {
  /// A gradient of `gradient` from `startPoint` to `endPoint`.
  public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }

  /// A gradient of `colors` from `startPoint` to `endPoint`.
  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == RadialGradient {
  /// A gradient of `colors` round `center`.
  public static func radialGradient(
    colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension ShapeStyle where Self == AngularGradient {
  /// A gradient of `colors` round `center`.
  public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }
}

/// The gradient a shape style is, if it is one.
func gradient(of style: some ShapeStyle) -> Gradient? {
  switch style {
  case let gradient as Gradient: gradient
  case let style as LinearGradient: style.gradient
  case let style as RadialGradient: style.gradient
  case let style as AngularGradient: style.gradient
  case let style as EllipticalGradient: style.gradient
  case let style as AnyGradient: style.gradient
  default: nil
  }
}
