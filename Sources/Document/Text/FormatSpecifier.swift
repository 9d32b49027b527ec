import Glibc

/// One printf conversion, as SwiftUI's `Text("\(price, specifier: "%.2f")")` takes it:
/// flags, a width, a precision and a conversion for a number (`%d`, `%5.1f`, `%x`, `%e`).
///
/// Only a whole specifier of one number's conversion is taken: a `%s` or a `%n` would read
/// memory the value does not own, so anything else is refused and the value is written plain.
public struct FormatSpecifier: Hashable, Sendable {
  /// The conversion letter.
  public let conversion: Character
  /// The specifier as written, its length modifier normalised for the argument passed.
  let format: String

  /// Reads `specifier`; `nil` when it is not one conversion for a number.
  /// - Complexity: O(n) in the specifier's length.
  public init?(_ specifier: String) {
    var scalars = Substring(specifier).unicodeScalars[...]
    guard scalars.first == "%" else { return nil }
    scalars.removeFirst()
    var format = "%"
    while let flag = scalars.first, "-+ 0#'".unicodeScalars.contains(flag) {
      format.unicodeScalars.append(flag)
      scalars.removeFirst()
    }
    func digits() -> String {
      var run = ""
      while let digit = scalars.first, ("0"..."9").contains(digit), run.count < 3 {
        run.unicodeScalars.append(digit)
        scalars.removeFirst()
      }
      return run
    }
    format += digits()
    if scalars.first == "." {
      scalars.removeFirst()
      format += "." + digits()
    }
    // Length modifiers say what the caller passed; the value is passed as Int64 or Double
    // whatever they say, so they are read and dropped.
    while let modifier = scalars.first, "hlqLzjt".unicodeScalars.contains(modifier) { scalars.removeFirst() }
    guard scalars.count == 1, let letter = scalars.first, "diouxXeEfFgGaA".unicodeScalars.contains(letter) else {
      return nil
    }
    conversion = Character(letter)
    self.format = "diouxX".unicodeScalars.contains(letter) ? format + "ll" + String(letter) : format + String(letter)
  }

  /// Whether the conversion writes an integer (`d`, `i`, `o`, `u`, `x`, `X`).
  public var isInteger: Bool { "diouxX".contains(conversion) }

  /// `value` written by the conversion (an integer conversion takes its whole part).
  public func string(_ value: Double) -> String {
    isInteger ? printed(Int64(exactly: value.rounded(.towardZero)) ?? 0) : printed(value)
  }

  /// `value` written by the conversion (a floating-point conversion takes it as a `Double`).
  public func string(_ value: Int64) -> String {
    isInteger ? printed(value) : printed(Double(value))
  }

  private func printed(_ argument: some CVarArg) -> String {
    withVaList([argument]) { arguments in
      var buffer = [CChar](repeating: 0, count: 128)
      let count = buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, format, arguments) }
      guard count >= 0 else { return "" }
      return String(decoding: buffer.prefix(min(Int(count), buffer.count - 1)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
  }
}
