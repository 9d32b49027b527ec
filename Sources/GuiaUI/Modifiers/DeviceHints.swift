import Document

// What SwiftUI code tells a phone's keyboard, haptics and bars, which a terminal has none of:
// each is accepted, so that code written for iOS runs, and changes nothing drawn or typed
// (docs/guiaui.md, "Where it differs").

/// How a text field capitalises what is typed, as SwiftUI's `TextInputAutocapitalization`.
public struct TextInputAutocapitalization: Hashable, Sendable {
  let name: String
  public static let never = TextInputAutocapitalization(name: "never")
  public static let words = TextInputAutocapitalization(name: "words")
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  public static let characters = TextInputAutocapitalization(name: "characters")
}

/// The on-screen keyboard a text field asks for, as UIKit's `UIKeyboardType`.
public enum UIKeyboardType: Hashable, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
  case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The title of the return key, as SwiftUI's `SubmitLabel`.
public struct SubmitLabel: Hashable, Sendable {
  let name: String
  public static let done = SubmitLabel(name: "done")
  public static let go = SubmitLabel(name: "go")
  public static let send = SubmitLabel(name: "send")
  public static let join = SubmitLabel(name: "join")
  public static let route = SubmitLabel(name: "route")
  public static let search = SubmitLabel(name: "search")
  public static let `return` = SubmitLabel(name: "return")
  public static let next = SubmitLabel(name: "next")
  public static let `continue` = SubmitLabel(name: "continue")
}

/// When a scroll hides the keyboard, as SwiftUI's `ScrollDismissesKeyboardMode`.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
  let name: String
  public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
  public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
  public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
  public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// A haptic or sound feedback, as SwiftUI's `SensoryFeedback`.
public struct SensoryFeedback: Hashable, Sendable {
  let name: String
  public static let success = SensoryFeedback(name: "success")
  public static let warning = SensoryFeedback(name: "warning")
  public static let error = SensoryFeedback(name: "error")
  public static let selection = SensoryFeedback(name: "selection")
  public static let increase = SensoryFeedback(name: "increase")
  public static let decrease = SensoryFeedback(name: "decrease")
  public static let start = SensoryFeedback(name: "start")
  public static let stop = SensoryFeedback(name: "stop")
  public static let alignment = SensoryFeedback(name: "alignment")
  public static let levelChange = SensoryFeedback(name: "levelChange")
  public static let impact = SensoryFeedback(name: "impact")
  /// An impact of `weight` and `intensity`.
  public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { .impact }
  /// An impact felt as `flexibility`.
  public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { .impact }

  /// How heavy an impact is.
  public enum Weight: Hashable, Sendable { case light, medium, heavy }
  /// How soft an impact is.
  public enum Flexibility: Hashable, Sendable { case rigid, solid, soft }
}

/// How big a control is, as SwiftUI's `ControlSize` (a terminal's are a row).
public enum ControlSize: Hashable, Sendable, CaseIterable {
  case mini, small, regular, large, extraLarge
}

/// A bordered button's shape, as SwiftUI's `ButtonBorderShape`.
public struct ButtonBorderShape: Hashable, Sendable {
  let name: String
  public static let automatic = ButtonBorderShape(name: "automatic")
  public static let capsule = ButtonBorderShape(name: "capsule")
  public static let circle = ButtonBorderShape(name: "circle")
  public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
  /// A rounded rectangle of corners of `radius`.
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { .roundedRectangle }
}

/// How prominent a section's header is, as SwiftUI's `Prominence`.
public enum Prominence: Hashable, Sendable {
  case standard, increased
}

extension View {
  /// How the field below capitalises typing on a phone's keyboard.
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
  /// The phone's keyboard the field below asks for.
  public func keyboardType(_ type: UIKeyboardType) -> some View { self }
  /// The title of a phone keyboard's return key.
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
  /// Whether a phone corrects the typing below.
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
  /// Whether scrolling hides a phone's keyboard.
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
  /// A haptic played when `trigger` changes.
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }
  /// The size of the controls below.
  public func controlSize(_ controlSize: ControlSize) -> some View { self }
  /// The shape of the bordered buttons below.
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { self }
  /// How prominent the section headers below are.
  public func headerProminence(_ prominence: Prominence) -> some View { self }
  /// A subtitle under a Mac window's title.
  public func navigationSubtitle(_ subtitle: Text) -> some View { self }
  /// A subtitle under a Mac window's title.
  public func navigationSubtitle(_ key: LocalizedStringKey) -> some View { self }
  /// A subtitle under a Mac window's title.
  @_disfavoredOverload
  public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View { self }
  /// Whether the bars' backgrounds show.
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
  /// The bars' background.
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }
  /// The colour scheme of the bars.
  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }
}
