import Reader

/// Reads options as less reads them (its `scan_option`), over guia's one option table
/// (``OptionTable``): the command line's words one by one, or a `LESS` value whole.
///
/// So that what a less user writes in `PAGER`, `LESS` or git's `core.pager` means the same to
/// guia: letters run together (`-FRX`, `-iS`), a value follows its letter with or without a
/// space or in the next word (`-x4`, `-x 4`, `-j.5`), and ends where less's would (`-x4F` is
/// `-x4` and `-F`; `-Pm…$` runs to its `$`); `--name`, `--name=value` and `--name value`,
/// where the name may be cut short while one option begins so and its first letter's case
/// picks the spelling (`--LINE-NUM` is `-N`, `--line-num` is `-n`); `-+S` sets an option back
/// to its default; `+cmd` is a command and a lone number (`-5`) is less's `-z5`.
struct OptionScanner {
  /// The options read so far.
  private(set) var options: Options
  /// The words that were no options: files, or `demo` and its name.
  private(set) var paths: [String] = []
  /// Whether the words are a `LESS` value: there a mistake is reported instead of ending
  /// guia, as in less: a bad value is passed over and the reading goes on, an unknown option
  /// ends it.
  let isEnvironment: Bool
  /// The mistakes of a `LESS` value, in order.
  private(set) var mistakes: [GuiaError] = []
  /// An option written last in its word whose value is the next word (`-x` `4`).
  private var pending: (option: ReaderOption, name: String)?
  /// After `--`: every word is a file.
  private var onlyPaths = false

  init(options: Options = Options(), isEnvironment: Bool = false) {
    self.options = options
    self.isEnvironment = isEnvironment
  }

  /// Reads one word of the command line (or the whole `LESS` value).
  ///
  /// - Throws: ``GuiaError/unknownOption(_:)``, ``GuiaError/invalidValue(option:value:)`` and
  ///   what an option's own checks throw.
  mutating func read(_ word: String) throws(GuiaError) {
    if word == "--", !isEnvironment {
      onlyPaths = true
      return
    }
    if let (option, name) = pending {
      pending = nil
      try give(option, name: name, value: word)
      return
    }
    guard !onlyPaths, isEnvironment || (word.count > 1 && (word.hasPrefix("-") || word.hasPrefix("+"))) else {
      paths.append(word)
      return
    }
    do {
      try scan(Array(word))
    } catch where isEnvironment {
      // An unknown option: less says so and reads no further of the variable; nor does guia.
      mistakes.append(error)
    }
  }

  /// Ends the reading: an option still waiting for its value has none.
  mutating func finish() throws(GuiaError) {
    if let (_, name) = pending, !isEnvironment { throw .missingValue(name) }
    pending = nil
  }

  private mutating func scan(_ letters: [Character]) throws(GuiaError) {
    var index = 0
    var setsDefault = false
    while index < letters.count {
      let letter = letters[index]
      index += 1
      let option: ReaderOption
      let name: String
      switch letter {
      case " ", "\t", "$":
        continue
      case "-":
        let isLong = index < letters.count && letters[index] == "-"
        if isLong { index += 1 }
        setsDefault = index < letters.count && letters[index] == "+"
        if setsDefault { index += 1 }
        guard isLong else { continue }
        var end = index
        while end < letters.count, Self.isNameCharacter(letters[end]) { end += 1 }
        let typed = String(letters[index..<end])
        name = "--" + typed
        option = try Self.option(named: typed, spelled: name)
        index = end
        if index < letters.count, letters[index] == "=" {
          guard option.value != nil else { throw .invalidValue(option: name, value: String(letters[(index + 1)...])) }
          index += 1
        } else if index < letters.count, letters[index] != " " {
          throw .unknownOption(name + String(letters[index...]))
        }
      case "+":
        let (command, next) = Self.value(in: letters, from: index, syntax: .string, isEnvironment: isEnvironment)
        index = next
        guard !command.isEmpty, let prefix = ReaderOption.named("+") else { throw .missingValue("+") }
        // `++cmd`: less runs it at the start of every file; guia at the first.
        try options.apply(prefix, spelled: "+", value: command.hasPrefix("+") ? String(command.dropFirst()) : command)
        continue
      default:
        // `-5` is more's spelling of `-z5`; `-h` with a number is less's `-h`, alone guia's help.
        let isDigit = letter.isASCII && letter.isNumber
        if isDigit { index -= 1 }
        let backScroll =
          letter == "h" && index < letters.count && letters[index].isASCII && letters[index].isNumber
        name = isDigit ? "-z" : "-" + String(letter)
        let spelling = backScroll ? "--max-back-scroll" : name
        guard let found = Self.options.first(where: { $0.names.contains(spelling) || $0.aliases.contains(spelling) })
        else { throw .unknownOption(name) }
        option = found
      }
      guard let value = option.value else {
        if setsDefault { options.reset(option) } else { try options.apply(option, spelled: name, value: "") }
        continue
      }
      guard index < letters.count else {
        pending = (option, name)
        return
      }
      while index < letters.count, letters[index] == " " { index += 1 }
      let (text, next) = Self.value(in: letters, from: index, syntax: value.syntax, isEnvironment: isEnvironment)
      index = next
      do throws(GuiaError) {
        if case .number = value.syntax, text.isEmpty || text == "-" {
          throw isEnvironment ? .numberRequired(name) : .invalidValue(option: name, value: String(letters[next...]))
        }
        try give(option, name: name, value: text)
      } catch {
        // less 590 reports a bad number (`-bN`, `-j -N`, `-x0`) and reads on from where the
        // number would have ended: `LESS='-bN'` is still `-N`.
        guard isEnvironment else { throw error }
        mistakes.append(error)
      }
    }
  }

  private mutating func give(_ option: ReaderOption, name: String, value: String) throws(GuiaError) {
    if case .number(let negative) = option.value?.syntax {
      // A number alone in its word: less's getnum, its digits and nothing after them.
      let trimmed = value.drop { $0 == " " }
      let digits = trimmed.hasPrefix("-") && negative ? trimmed.dropFirst() : trimmed[...]
      guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
        throw .invalidValue(option: name, value: value)
      }
      try options.apply(option, spelled: name, value: String(trimmed))
      return
    }
    try options.apply(option, spelled: name, value: value)
  }

  /// The options read by name or letter: guia's and less's, not `guia snapshot`'s.
  private static let options = OptionTable.rows.filter { !$0.isCommandPrefix && $0.group != .snapshot }

  /// The option a long name typed after `--` names: the one spelled so, else the one whose
  /// name it begins. The first letter must have the name's case, the others may have any
  /// (less's rule: `--LINE-NUMBERS` and `--Line-numbers` are `-N`).
  private static func option(named typed: String, spelled name: String) throws(GuiaError) -> ReaderOption {
    guard let first = typed.first else { throw .unknownOption(name) }
    func matches(_ candidate: String) -> Bool {
      candidate.first == first && candidate.count >= typed.count
        && candidate.lowercased().hasPrefix(typed.lowercased())
    }
    if let exact = options.first(where: { $0.longNames.contains(typed) }) { return exact }
    let found = options.filter { $0.longNames.contains(where: matches) }
    guard found.count == 1 else {
      throw found.isEmpty ? .unknownOption(name) : .ambiguousOption(name)
    }
    return found[0]
  }

  /// The characters of a long option's name, as less's `is_optchar`.
  private static func isNameCharacter(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character == "-")
  }

  /// The value that starts at `start`, as less's `optstring` ends it, and where reading goes
  /// on.
  private static func value(
    in letters: [Character], from start: Int, syntax: ReaderOption.ValueSyntax, isEnvironment: Bool
  ) -> (String, Int) {
    var end = start
    var seenDigit = false
    var seenPoint = false
    func isDigit(_ character: Character) -> Bool { character.isASCII && character.isNumber }
    scanning: while end < letters.count {
      let character = letters[end]
      switch syntax {
      case .rest:
        if isEnvironment && character == " " { break scanning }
      case .string:
        if character == "$" { break scanning }
      case .word:
        if character == " " || character == "$" { break scanning }
      case .numbers:
        guard isDigit(character) || character == "," else { break scanning }
      case .signedFraction, .fraction:
        if character == "-", syntax == .signedFraction, end == start {
        } else if character == ".", !seenPoint, !seenDigit {
          seenPoint = true
        } else if isDigit(character) {
          seenDigit = true
        } else {
          break scanning
        }
      case .number(let negative):
        if character == "-", negative, end == start {
        } else if !isDigit(character) {
          break scanning
        }
      }
      end += 1
    }
    return (String(letters[start..<end]), end)
  }
}
