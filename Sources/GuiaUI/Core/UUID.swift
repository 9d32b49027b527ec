#if !GUIA_FOUNDATION
/// A universally unique identifier, as Foundation's `UUID` that SwiftUI code takes for
/// granted (`let id = UUID()`): a random (version 4) value, printed in its 36-character form.
/// GuiaUI names its own so that no Foundation is linked (see `CGFloat`).
public struct UUID: Hashable, Sendable, Comparable, CustomStringConvertible {
  private let high: UInt64
  private let low: UInt64

  /// A new random identifier.
  public init() {
    var generator = SystemRandomNumberGenerator()
    // The version (4) and the variant (10) bits, as RFC 9562 sets them.
    high = (generator.next() & ~0xF000) | 0x4000
    low = (generator.next() & ~(0xC000_0000_0000_0000)) | 0x8000_0000_0000_0000
  }

  /// The identifier as 36 characters, upper-case hexadecimal digits in groups of 8-4-4-4-12.
  public var uuidString: String {
    func hex(_ value: UInt64, digits: Int) -> String {
      let text = String(value, radix: 16, uppercase: true)
      return String(repeating: "0", count: digits - text.count) + text
    }
    return hex(high >> 32, digits: 8) + "-" + hex((high >> 16) & 0xFFFF, digits: 4) + "-"
      + hex(high & 0xFFFF, digits: 4) + "-" + hex(low >> 48, digits: 4) + "-"
      + hex(low & 0xFFFF_FFFF_FFFF, digits: 12)
  }

  public var description: String { uuidString }

  public static func < (lhs: UUID, rhs: UUID) -> Bool { (lhs.high, lhs.low) < (rhs.high, rhs.low) }
}
#endif
