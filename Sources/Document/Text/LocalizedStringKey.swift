import Localization
import Synchronization

/// A message as the program writes it, in Spanish, shown in the reader's language: the
/// Spanish text is the key looked up in the language's catalogue, as SwiftUI's
/// `LocalizedStringKey` is (`Text("Fin de la guía")`).
///
/// Its parts are trusted as ``DisplayText``'s are: the literal parts are the program's, and
/// what is put in them is display text (sanitised) or a number. A literal part's `%` is
/// written `%%` in the key; a text put in is `%@`, a number `%lld`.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
  /// The key: the Spanish text with its placeholders.
  public let key: String
  /// What is put in the placeholders, in order.
  let values: [Value]
  /// The text shown as it is, never looked up (a text from outside), if it is one.
  let verbatim: DisplayText?

  /// A value put in a message.
  enum Value: Hashable, Sendable {
    case text(DisplayText)
    case number(Int)
    /// A number written in groups of three, as each language groups them (`1 000`, `1,000`).
    case grouped(Int)
    /// A message of its own, in the same language (`línea` or `líneas`).
    case message(LocalizedStringKey)
  }

  /// A literal: its own key.
  public init(stringLiteral literal: StaticString) {
    key = DisplayText(verbatim: literal).string
    values = []
    verbatim = nil
  }

  /// An interpolated literal.
  public init(stringInterpolation: Interpolation) {
    key = stringInterpolation.key
    values = stringInterpolation.values
    verbatim = nil
  }

  /// `value` as a key, as SwiftUI's `LocalizedStringKey(_:)`: looked up in the language's
  /// table, shown sanitised, and its inline Markdown read by a `Text` (how SwiftUI code shows
  /// Markdown held in a variable); its `%` are characters, not placeholders.
  public init(_ value: String) {
    key = value.replacingPercents()
    values = []
    verbatim = nil
  }

  /// `text` shown as it is in every language: words from outside, such as the terminal's.
  public init(verbatim text: DisplayText) {
    key = text.string
    values = []
    verbatim = text
  }

  /// The message in `language`: its catalogue's format for the key (the key itself when the
  /// catalogue has none), the values put in.
  public func resolved(in language: Language) -> DisplayText {
    if let verbatim { return verbatim }
    if values.isEmpty { return Self.resolvedPlain(key, in: language) }
    let format = Localizer.format(for: key, in: language)
    let filled = Localizer.fill(format, with: values.map { $0.string(in: language) })
    // The format is the program's and the values display text: sanitising the whole changes
    // nothing of either, and keeps a slip in a catalogue off the terminal.
    return DisplayText(sanitizing: filled)
  }

  /// The messages with nothing put in them, resolved: a footer's words are shown on every
  /// pass, and sanitising them again each time was a twentieth of a page's work. Their keys
  /// are the program's literals, so the table stays small; it is emptied should it not.
  private static let plainMessages = Mutex<[PlainMessage: DisplayText]>([:])

  private struct PlainMessage: Hashable {
    var key: String
    var language: Language
  }

  private static func resolvedPlain(_ key: String, in language: Language) -> DisplayText {
    let message = PlainMessage(key: key, language: language)
    if let known = plainMessages.withLock({ $0[message] }) { return known }
    let resolved = DisplayText(sanitizing: Localizer.fill(Localizer.format(for: key, in: language), with: []))
    plainMessages.withLock { table in
      if table.count >= 1_024 { table.removeAll() }
      table[message] = resolved
    }
    return resolved
  }

  /// The message in `language` as lines of text for a stream (`--help`, an error on
  /// standard error), its line breaks kept: its parts are the program's and display text,
  /// so nothing in it needs sanitising for a terminal that prints lines.
  public func text(in language: Language) -> String {
    if let verbatim { return verbatim.string }
    return Localizer.fill(Localizer.format(for: key, in: language), with: values.map { $0.string(in: language) })
  }

  /// Builds a key from a literal and the values put in it.
  public struct Interpolation: StringInterpolationProtocol {
    fileprivate var key = ""
    fileprivate var values: [Value] = []

    public init(literalCapacity: Int, interpolationCount: Int) {
      key.reserveCapacity(literalCapacity + 2 * interpolationCount)
    }

    /// Appends a literal part.
    public mutating func appendLiteral(_ literal: StaticString) {
      key += DisplayText(verbatim: literal).string.replacingPercents()
    }

    /// Appends display text: `%@`.
    public mutating func appendInterpolation(_ text: DisplayText) {
      key += "%@"
      values.append(.text(text))
    }

    /// Appends a number's decimal digits: `%lld`.
    public mutating func appendInterpolation(_ number: some BinaryInteger) {
      key += "%lld"
      values.append(.number(Int(number)))
    }

    /// Appends a number in groups of three, as the language writes large numbers: `%lld`.
    public mutating func appendInterpolation(grouped number: Int) {
      key += "%lld"
      values.append(.grouped(number))
    }

    /// Appends text from outside, sanitised: `%@` (`Text("\(name) National Park")`).
    public mutating func appendInterpolation(_ string: String) {
      appendInterpolation(DisplayText(sanitizing: string))
    }

    /// Appends a number written by a printf `specifier` (`"%.2f"`), as SwiftUI's `Text` takes
    /// it: `%@`. A specifier that is not one number's conversion writes the number plain.
    public mutating func appendInterpolation(_ number: some BinaryFloatingPoint, specifier: String) {
      let value = Double(number)
      appendInterpolation(DisplayText(sanitizing: FormatSpecifier(specifier)?.string(value) ?? "\(value)"))
    }

    /// Appends an integer written by a printf `specifier` (`"%03d"`, `"%x"`): `%@`.
    public mutating func appendInterpolation(_ number: some BinaryInteger, specifier: String) {
      let value = Int64(clamping: number)
      appendInterpolation(DisplayText(sanitizing: FormatSpecifier(specifier)?.string(value) ?? "\(value)"))
    }

    /// Appends a message of its own, shown in the same language: `%@`.
    public mutating func appendInterpolation(_ message: LocalizedStringKey) {
      key += "%@"
      values.append(.message(message))
    }
  }
}

extension LocalizedStringKey.Value {
  func string(in language: Language) -> String {
    switch self {
    case .text(let text): return text.string
    case .number(let number): return String(number)
    case .grouped(let number): return Self.grouped(number, separator: language == .english ? "," : " ")
    case .message(let message): return message.resolved(in: language).string
    }
  }

  /// `1234567` as `1 234 567` (Spanish) or `1,234,567` (English).
  static func grouped(_ number: Int, separator: String) -> String {
    var digits = String(number.magnitude)
    var groups: [Substring] = []
    while digits.count > 3 {
      groups.insert(digits.suffix(3), at: 0)
      digits.removeLast(3)
    }
    groups.insert(Substring(digits), at: 0)
    return (number < 0 ? "-" : "") + groups.joined(separator: separator)
  }
}

extension String {
  /// The text with each `%` doubled, as a key writes a literal one.
  fileprivate func replacingPercents() -> String {
    contains("%") ? split(separator: "%", omittingEmptySubsequences: false).joined(separator: "%%") : self
  }
}
