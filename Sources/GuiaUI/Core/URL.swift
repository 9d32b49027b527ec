#if !GUIA_FOUNDATION
/// An address, as Foundation's `URL` that SwiftUI code hands to ``Link`` and
/// ``OpenURLAction`` (`URL(string: "https://example.com")!`). GuiaUI names its own so that
/// no Foundation is linked (see `CGFloat`): it keeps the address as written and reads its
/// scheme, without resolving or normalising it. With the `Foundation` trait, `URL` is
/// Foundation's.
public struct URL: Hashable, Sendable, CustomStringConvertible {
  /// The address, as written.
  public let absoluteString: String

  /// The address `string`; `nil` when it is empty or holds a space or a control character,
  /// which an address never holds unescaped.
  public init?(string: String) {
    guard !string.isEmpty,
      !string.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F })
    else { return nil }
    absoluteString = string
  }

  /// The scheme before the first `:` (`https`), lower-cased; `nil` for an address with none.
  public var scheme: String? {
    guard let colon = absoluteString.firstIndex(of: ":") else { return nil }
    let scheme = absoluteString[..<colon]
    guard let first = scheme.first, first.isLetter,
      scheme.allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) })
    else { return nil }
    return scheme.lowercased()
  }

  public var description: String { absoluteString }
}
#endif
