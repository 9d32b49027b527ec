import Document

extension Text {
  /// A letter case to draw text in, as SwiftUI's `Text.Case`.
  public enum Case: Hashable, Sendable {
    /// Capitals.
    case uppercase
    /// Small letters.
    case lowercase
  }

  /// Where a text cut by ``View/lineLimit(_:)`` loses its characters, as SwiftUI's.
  public enum TruncationMode: Hashable, Sendable {
    /// At the start.
    case head
    /// At the end.
    case tail
    /// In the middle.
    case middle
  }

  /// The text with digits of one width: a terminal's already are.
  public func monospacedDigit() -> Text { self }

  /// The text with letters of one width: a terminal's already are.
  public func monospaced(_ isActive: Bool = true) -> Text { self }
}

extension Font {
  /// This font with digits of one width: a terminal's already are.
  public func monospacedDigit() -> Font { self }
}

extension DisplayText {
  /// The text in `textCase` (sanitised text stays so: a case changes no control character).
  func cased(_ textCase: Text.Case) -> DisplayText {
    DisplayText(sanitizing: textCase == .uppercase ? description.uppercased() : description.lowercased())
  }
}

struct TextCaseKey: EnvironmentKey {
  static let defaultValue: Text.Case? = nil
}

extension EnvironmentValues {
  /// The case the texts below are drawn in (``View/textCase(_:)``); nil: as written.
  public var textCase: Text.Case? {
    get { self[TextCaseKey.self] }
    set { self[TextCaseKey.self] = newValue }
  }
}

extension View {
  /// Draws the texts below in `textCase` (`nil`: as written), as SwiftUI's.
  public func textCase(_ textCase: Text.Case?) -> some View {
    environment(\.textCase, textCase)
  }

  /// Kept for SwiftUI's signature: a terminal's digits have one width already.
  public func monospacedDigit() -> some View { self }

  /// Kept for SwiftUI's signature: a text cut by ``lineLimit(_:)`` ends in `…` (the tail).
  public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }

  /// Kept for SwiftUI's signature: a terminal's colours have no brightness to change.
  public func brightness(_ amount: Double) -> some View { self }

  /// Kept for SwiftUI's signature: a terminal's colours have no contrast to change.
  public func contrast(_ amount: Double) -> some View { self }

  /// Kept for SwiftUI's signature: a terminal's colours have no saturation to change.
  public func saturation(_ amount: Double) -> some View { self }

  /// Kept for SwiftUI's signature: a terminal's colours are drawn as they are.
  public func grayscale(_ amount: Double) -> some View { self }
}
