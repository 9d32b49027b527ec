import Document

/// The traits VoiceOver reads of an element, as SwiftUI's `AccessibilityTraits`.
public struct AccessibilityTraits: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
  public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 6)
  public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 7)
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 8)
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 9)
  public static let isModal = AccessibilityTraits(rawValue: 1 << 10)
}

/// How an accessibility element made of a view's children reads them, as SwiftUI's
/// `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String
  /// The children are left out; the element is read by its own label.
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  /// The children are elements of their own inside this one.
  public static let contain = AccessibilityChildBehavior(name: "contain")
  /// The children's labels are read as one.
  public static let combine = AccessibilityChildBehavior(name: "combine")
}

// A terminal's screen reader reads the cells on the screen, not an accessibility tree: these
// modifiers are accepted so that SwiftUI code written for VoiceOver runs, and change nothing
// drawn (docs/guiaui.md, "Where it differs").
extension View {
  /// The label VoiceOver would read for this view; the terminal's reader reads the screen.
  public func accessibilityLabel(_ label: Text) -> some View { self }
  /// The label VoiceOver would read for this view; the terminal's reader reads the screen.
  public func accessibilityLabel(_ key: LocalizedStringKey) -> some View { self }
  /// The label VoiceOver would read for this view; the terminal's reader reads the screen.
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }
  /// The value VoiceOver would read for this view.
  public func accessibilityValue(_ value: Text) -> some View { self }
  /// The value VoiceOver would read for this view.
  public func accessibilityValue(_ key: LocalizedStringKey) -> some View { self }
  /// The value VoiceOver would read for this view.
  @_disfavoredOverload
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }
  /// The hint VoiceOver would read after the label.
  public func accessibilityHint(_ hint: Text) -> some View { self }
  /// The hint VoiceOver would read after the label.
  public func accessibilityHint(_ key: LocalizedStringKey) -> some View { self }
  /// The hint VoiceOver would read after the label.
  @_disfavoredOverload
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }
  /// Whether VoiceOver would skip this view; it stays on the screen, which a terminal's reader reads.
  public func accessibilityHidden(_ hidden: Bool) -> some View { self }
  /// Traits VoiceOver would read of this view.
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
  /// Traits VoiceOver would no longer read of this view.
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
  /// Makes this view one element for VoiceOver, its children read as `children` says.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
  /// A name UI tests would find this view by.
  public func accessibilityIdentifier(_ identifier: String) -> some View { self }
  /// How VoiceOver would sort this view among its siblings.
  public func accessibilitySortPriority(_ priority: Double) -> some View { self }
}
