#if !GUIA_FOUNDATION
// Foundation's string methods that SwiftUI code filters and titles with (a search's
// `localizedCaseInsensitiveContains`, an enum case's `rawValue.capitalized`), for programs
// without the `Foundation` trait; with it, they are Foundation's own, which follow the locale.
extension StringProtocol {
  /// Whether `other` is in the string, ignoring case (Unicode's lower case of both).
  public func localizedCaseInsensitiveContains<T: StringProtocol>(_ other: T) -> Bool {
    other.isEmpty || lowercased().contains(other.lowercased())
  }

  /// Whether `other` is in the string as a search finds it: ignoring case.
  public func localizedStandardContains<T: StringProtocol>(_ other: T) -> Bool {
    localizedCaseInsensitiveContains(other)
  }

  /// The string with each word's first letter in upper case and the others in lower case.
  public var capitalized: String {
    var result = ""
    var startsWord = true
    for character in self {
      result += startsWord ? character.uppercased() : character.lowercased()
      startsWord = !(character.isLetter || character.isNumber || character == "'")
    }
    return result
  }
}
#endif
