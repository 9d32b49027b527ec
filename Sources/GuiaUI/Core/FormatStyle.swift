#if !GUIA_FOUNDATION
import Document

/// A way of writing a value, as Foundation's `FormatStyle` that SwiftUI's
/// `Text(value, format:)` takes: `.number`, `.percent`, `.currency(code:)` and a date's
/// `.dateTime`. GuiaUI names its own so that no Foundation is linked; with the `Foundation`
/// trait, `FormatStyle` and its styles are Foundation's.
public protocol FormatStyle: Hashable, Sendable {
  /// The type of value written.
  associatedtype FormatInput
  /// What the value is written as (a `String`).
  associatedtype FormatOutput
  /// `value`, written in this style.
  func format(_ value: FormatInput) -> FormatOutput
}

/// How a number style writes its digits, as Foundation's `NumberFormatStyleConfiguration`.
public enum NumberFormatStyleConfiguration {
  /// How many digits follow the decimal point.
  public struct Precision: Hashable, Sendable {
    let fraction: ClosedRange<Int>
    /// Exactly `length` digits after the point.
    public static func fractionLength(_ length: Int) -> Precision {
      Precision(fraction: max(0, length)...max(0, length))
    }
    /// Between `limits`' bounds of digits after the point, trailing zeros dropped down to
    /// the lower one.
    public static func fractionLength<R: RangeExpression>(_ limits: R) -> Precision where R.Bound == Int {
      let range = limits.relative(to: 0..<16)
      return Precision(fraction: max(0, range.lowerBound)...max(0, range.upperBound - 1))
    }
  }

  /// Whether the whole part is written in groups of three.
  public struct Grouping: Hashable, Sendable {
    let groups: Bool
    /// Groups of three, as the language writes them: `1,234`.
    public static let automatic = Grouping(groups: true)
    /// No separator: `1234`.
    public static let never = Grouping(groups: false)
  }
}

/// What every number style keeps: the digits after the point, the grouping, and what is
/// written before and after the number.
struct NumberWriting: Hashable, Sendable {
  var fraction: ClosedRange<Int>
  var grouping = NumberFormatStyleConfiguration.Grouping.automatic
  var prefix = ""
  var suffix = ""

  /// `value` written: a `-` before a negative one, the whole part grouped by three (`,`),
  /// up to `fraction`'s upper bound of digits after a `.`, rounded, trailing zeros dropped
  /// down to its lower bound; `∞` and `NaN` as Foundation writes them.
  func write(_ value: Double) -> String {
    if value.isNaN { return "NaN" }
    if value.isInfinite { return (value < 0 ? "-" : "") + prefix + "∞" + suffix }
    let digits = FormatSpecifier("%.\(min(fraction.upperBound, 17))f")?.string(abs(value)) ?? "\(abs(value))"
    var whole = Substring(digits)
    var decimals = Substring("")
    if let point = digits.firstIndex(of: ".") {
      whole = digits[..<point]
      decimals = digits[digits.index(after: point)...]
    }
    while decimals.count > fraction.lowerBound, decimals.last == "0" { decimals = decimals.dropLast() }
    let isZero = !whole.contains { $0 != "0" } && !decimals.contains { $0 != "0" }
    let sign = value < 0 && !isZero ? "-" : ""
    return sign + prefix + grouped(whole) + (decimals.isEmpty ? "" : "." + decimals) + suffix
  }

  func write(_ value: some BinaryInteger) -> String {
    let magnitude = String(value.magnitude)
    let fractionZeros = String(repeating: "0", count: fraction.lowerBound)
    let sign = value < 0 ? "-" : ""
    return sign + prefix + grouped(Substring(magnitude)) + (fractionZeros.isEmpty ? "" : "." + fractionZeros) + suffix
  }

  private func grouped(_ whole: Substring) -> String {
    guard grouping.groups, whole.count > 3 else { return String(whole) }
    var result = ""
    for (offset, digit) in whole.enumerated() {
      if offset > 0, (whole.count - offset) % 3 == 0 { result += "," }
      result.append(digit)
    }
    return result
  }
}

/// Writes an integer, as Foundation's `IntegerFormatStyle`: `1,234`.
public struct IntegerFormatStyle<Value: BinaryInteger>: FormatStyle {
  var writing = NumberWriting(fraction: 0...0)
  /// The style Foundation's `.number` is: grouped, no fraction.
  public init() {}
  public func format(_ value: Value) -> String { writing.write(value) }
  /// This style with `precision`'s digits after the point.
  public func precision(_ precision: NumberFormatStyleConfiguration.Precision) -> Self {
    var style = self
    style.writing.fraction = precision.fraction
    return style
  }
  /// This style with `grouping`.
  public func grouping(_ grouping: NumberFormatStyleConfiguration.Grouping) -> Self {
    var style = self
    style.writing.grouping = grouping
    return style
  }
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.writing == rhs.writing }
  public func hash(into hasher: inout Hasher) { hasher.combine(writing) }

  /// An integer as a percentage of itself: `50` is `50%`.
  public struct Percent: FormatStyle {
    var writing = NumberWriting(fraction: 0...0, suffix: "%")
    public init() {}
    public func format(_ value: Value) -> String { writing.write(value) }
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.writing == rhs.writing }
    public func hash(into hasher: inout Hasher) { hasher.combine(writing) }
  }

  /// An amount of money in the currency `code` names: `$1,234.00`.
  public struct Currency: FormatStyle {
    var writing: NumberWriting
    /// The amount in the currency of the ISO 4217 `code`.
    public init(code: String) { writing = currencyWriting(code) }
    public func format(_ value: Value) -> String { writing.write(Double(value)) }
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.writing == rhs.writing }
    public func hash(into hasher: inout Hasher) { hasher.combine(writing) }
  }
}

/// Writes a floating-point number, as Foundation's `FloatingPointFormatStyle`: `3.141593`
/// (at most six digits after the point), `1,234.5`.
public struct FloatingPointFormatStyle<Value: BinaryFloatingPoint>: FormatStyle {
  var writing = NumberWriting(fraction: 0...6)
  /// The style Foundation's `.number` is: grouped, up to six digits after the point.
  public init() {}
  public func format(_ value: Value) -> String { writing.write(Double(value)) }
  /// This style with `precision`'s digits after the point.
  public func precision(_ precision: NumberFormatStyleConfiguration.Precision) -> Self {
    var style = self
    style.writing.fraction = precision.fraction
    return style
  }
  /// This style with `grouping`.
  public func grouping(_ grouping: NumberFormatStyleConfiguration.Grouping) -> Self {
    var style = self
    style.writing.grouping = grouping
    return style
  }
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.writing == rhs.writing }
  public func hash(into hasher: inout Hasher) { hasher.combine(writing) }

  /// A fraction as a percentage: `0.256` is `25.6%`.
  public struct Percent: FormatStyle {
    var writing = NumberWriting(fraction: 0...6, suffix: "%")
    public init() {}
    public func format(_ value: Value) -> String { writing.write(Double(value) * 100) }
    /// This style with `precision`'s digits after the point.
    public func precision(_ precision: NumberFormatStyleConfiguration.Precision) -> Self {
      var style = self
      style.writing.fraction = precision.fraction
      return style
    }
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.writing == rhs.writing }
    public func hash(into hasher: inout Hasher) { hasher.combine(writing) }
  }

  /// An amount of money in the currency `code` names: `€12.50`.
  public struct Currency: FormatStyle {
    var writing: NumberWriting
    /// The amount in the currency of the ISO 4217 `code`.
    public init(code: String) { writing = currencyWriting(code) }
    public func format(_ value: Value) -> String { writing.write(Double(value)) }
    /// This style with `precision`'s digits after the point.
    public func precision(_ precision: NumberFormatStyleConfiguration.Precision) -> Self {
      var style = self
      style.writing.fraction = precision.fraction
      return style
    }
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.writing == rhs.writing }
    public func hash(into hasher: inout Hasher) { hasher.combine(writing) }
  }
}

/// How an amount in the currency `code` is written, as an English locale writes it: the
/// symbol of the common ones before the number, else the code and a space; two digits
/// after the point, none for the yen.
private func currencyWriting(_ code: String) -> NumberWriting {
  let upper = code.uppercased()
  let symbols = ["USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "INR": "₹", "KRW": "₩"]
  let digits = ["JPY", "KRW"].contains(upper) ? 0 : 2
  return NumberWriting(fraction: digits...digits, prefix: symbols[upper] ?? "\(upper) ")
}

extension FormatStyle where Self == IntegerFormatStyle<Int> {
  /// An integer grouped by three: `1,234`.
  public static var number: Self { .init() }
}

extension FormatStyle where Self == FloatingPointFormatStyle<Double> {
  /// A number grouped by three, up to six digits after the point: `1,234.5`.
  public static var number: Self { .init() }
}

extension FormatStyle where Self == IntegerFormatStyle<Int>.Percent {
  /// An integer as a percentage: `50%`.
  public static var percent: Self { .init() }
}

extension FormatStyle where Self == FloatingPointFormatStyle<Double>.Percent {
  /// A fraction as a percentage: `0.5` is `50%`.
  public static var percent: Self { .init() }
}

extension FormatStyle where Self == IntegerFormatStyle<Int>.Currency {
  /// An amount in the currency of the ISO 4217 `code`: `$1,234.00`.
  public static func currency(code: String) -> Self { .init(code: code) }
}

extension FormatStyle where Self == FloatingPointFormatStyle<Double>.Currency {
  /// An amount in the currency of the ISO 4217 `code`: `€12.50`.
  public static func currency(code: String) -> Self { .init(code: code) }
}

extension BinaryInteger {
  /// The number grouped by three, as Foundation's: `1,234`.
  public func formatted() -> String { IntegerFormatStyle<Self>().format(self) }
  /// The number written in `style`.
  public func formatted<S: FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Self {
    style.format(self)
  }
}

extension BinaryFloatingPoint {
  /// The number grouped by three with up to six digits after the point, as Foundation's:
  /// `3.141593`.
  public func formatted() -> String { FloatingPointFormatStyle<Self>().format(self) }
  /// The number written in `style`.
  public func formatted<S: FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Self {
    style.format(self)
  }
}
#endif
