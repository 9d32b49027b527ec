#if canImport(Glibc)
  import Glibc
#endif

/// Whether the screen is light or dark, as SwiftUI's `ColorScheme`: `\.colorScheme` is what
/// the terminal says of its background in `COLORFGBG` (`15;0`: light text on black), dark
/// when it says nothing (most terminals are).
public enum ColorScheme: Hashable, Sendable, CaseIterable {
  /// Dark text on a light background.
  case light
  /// Light text on a dark background.
  case dark

  /// The scheme `COLORFGBG`'s value says (its last field is the background's colour number:
  /// 7 and 9 to 15 are light); dark when it says nothing.
  static func from(colorFGBG value: String?) -> ColorScheme {
    guard let last = value?.split(separator: ";").last, let background = Int(last) else { return .dark }
    return background == 7 || (9...15).contains(background) ? .light : .dark
  }

  static let terminal = from(colorFGBG: getenv("COLORFGBG").map { String(cString: $0) })
}

/// Whether a scene is in front, as SwiftUI's `ScenePhase`: a terminal program runs in front,
/// `.active`, as long as it runs.
public enum ScenePhase: Hashable, Sendable, Comparable {
  /// Not shown.
  case background
  /// Shown, not taking events.
  case inactive
  /// In front, taking events.
  case active
}

struct ColorSchemeKey: EnvironmentKey {
  static let defaultValue = ColorScheme.terminal
}

struct ScenePhaseKey: EnvironmentKey {
  static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
  /// Whether the terminal is light or dark (see ``ColorScheme``).
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }

  /// The window's phase: `.active` while the program runs.
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }
}

extension View {
  /// Kept for SwiftUI's signature: a terminal draws in its own colours, light or dark.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }
}

/// How a toggle looks, as SwiftUI's `ToggleStyle`: on a terminal every toggle is a box
/// before its label (`[x]`), a switch and a button too.
public protocol ToggleStyle {}

/// The toggle styles a terminal draws alike.
public struct BuiltInToggleStyle: ToggleStyle {}

extension ToggleStyle where Self == BuiltInToggleStyle {
  /// The platform's style.
  public static var automatic: BuiltInToggleStyle { .init() }
  /// A switch.
  public static var `switch`: BuiltInToggleStyle { .init() }
  /// A check box.
  public static var checkbox: BuiltInToggleStyle { .init() }
  /// A button that stays pressed.
  public static var button: BuiltInToggleStyle { .init() }
}

extension View {
  /// Kept for SwiftUI's signature: a terminal's toggles are boxes (see ``ToggleStyle``).
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { self }
}
