/// guia's catalogues, compiled into the binary (`Resources/Localization`, one `.strings`
/// file per language), and the lookup of a Spanish key in them.
public enum Localizer {
  /// Each language's catalogue. Spanish, the source, has no entries of its own to need: a
  /// key missing from any catalogue is shown as written.
  public static var catalogues: [Language: Catalogue] {
    Dictionary(uniqueKeysWithValues: Language.allCases.map { ($0, catalogue(for: $0)) })
  }

  /// The catalogue of `language`, read the first time it is asked for: a reader in Spanish
  /// never parses the English one (it was a quarter of the first screen's work).
  public static func catalogue(for language: Language) -> Catalogue {
    switch language {
    case .spanish: spanish
    case .english: english
    }
  }

  private static let spanish = load(.spanish, from: PackageResources.es_strings)
  private static let english = load(.english, from: PackageResources.en_strings)

  private static func load(_ language: Language, from bytes: [UInt8]) -> Catalogue {
    // The catalogues are the program's own, checked by the tests: one that does not read
    // is a build that must not ship.
    do {
      return try Catalogue(parsing: String(decoding: bytes, as: UTF8.self))
    } catch {
      preconditionFailure("Resources/Localization/\(language.rawValue).strings, \(error)")
    }
  }

  /// The format for `key` in `language`: its translation, or the key itself.
  public static func format(for key: String, in language: Language) -> String {
    catalogue(for: language)[key] ?? key
  }

  /// `format` with `values` put in for its `%@` and `%lld` (or `%N$@`, `%N$lld`, naming the
  /// Nth value), in order; `%%` is a `%`.
  public static func fill(_ format: String, with values: [String]) -> String {
    var result = ""
    var next = 0
    var scalars = Substring(format).unicodeScalars[...]
    while let scalar = scalars.first {
      scalars = scalars.dropFirst()
      guard scalar == "%" else {
        result.unicodeScalars.append(scalar)
        continue
      }
      if scalars.first == "%" {
        result += "%"
        scalars = scalars.dropFirst()
        continue
      }
      // An optional position, then `@` or `lld`.
      let digits = scalars.prefix { ("0"..."9").contains($0) }
      var rest = scalars.dropFirst(digits.count)
      var position: Int?
      if !digits.isEmpty, rest.first == "$" {
        position = Int(String(String.UnicodeScalarView(digits)))
        rest = rest.dropFirst()
      } else {
        rest = scalars
      }
      let conversion: Int
      if rest.first == "@" {
        conversion = 1
      } else if rest.starts(with: "lld".unicodeScalars) {
        conversion = 3
      } else {
        result += "%"
        continue
      }
      let index = position.map { $0 - 1 } ?? next
      if position == nil { next += 1 }
      if values.indices.contains(index) { result += values[index] }
      scalars = rest.dropFirst(conversion)
    }
    return result
  }
}
