/// Why a view's content is hidden, as SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Placeholder content while the real content loads.
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)
  /// Private content, hidden where others may see it.
  public static let privacy = RedactionReasons(rawValue: 1 << 1)
  /// Content that is not up to date.
  public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

/// How a page style's dots are backed, as SwiftUI's `PageIndexViewStyle.BackgroundDisplayMode`.
public struct PageIndexViewStyle: Hashable, Sendable {
  /// When the dots have a background.
  public enum BackgroundDisplayMode: Hashable, Sendable { case automatic, always, interactive, never }
  let backgroundDisplayMode: BackgroundDisplayMode
  /// The page dots, backed as `backgroundDisplayMode` says.
  public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
    self.backgroundDisplayMode = backgroundDisplayMode
  }
}

/// How a paged view's index is drawn, as SwiftUI's `IndexViewStyle`.
public protocol IndexViewStyle: Sendable {}
extension PageIndexViewStyle: IndexViewStyle {}

extension IndexViewStyle where Self == PageIndexViewStyle {
  /// The page dots.
  public static var page: PageIndexViewStyle { .init() }
  /// The page dots, backed as `backgroundDisplayMode` says.
  public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
    .init(backgroundDisplayMode: backgroundDisplayMode)
  }
}

// A terminal's screen is private to its user and has no page dots: accepted, drawn as if
// absent (docs/guiaui.md, "Where it differs").
extension View {
  /// Hides the content below for `reasons` (a placeholder while loading): drawn as it is.
  public func redacted(reason: RedactionReasons) -> some View { self }
  /// Shows the content below again.
  public func unredacted() -> some View { self }
  /// Marks the view as private, for a lock screen to hide.
  public func privacySensitive(_ sensitive: Bool = true) -> some View { self }
  /// How the paged views below draw their index.
  public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { self }
}
