import Document

/// An option as less's `-` command names it while reading: a row of ``OptionTable``,
/// and the long name it goes by (`--PROC-TAB` is not `--proc-tab`; `-M` is `--LONG-PROMPT`).
///
/// `-` and a letter, or `--` and a long name (or a beginning of it that names one option only)
/// and Enter. As in less, a name typed in capitals names the capital option (`--IGNORE-CASE`
/// is `-I`, `--ignore-case` is `-i`), and a name typed in small letters matches either
/// spelling when only one option begins so. Only the rows whose
/// ``ReaderOption/whileReading`` is not ``ReaderOption/WhileReading/unavailable`` are named.
public struct LiveOption: Hashable, Sendable {
  /// The table's row.
  public let option: ReaderOption
  /// The long name it goes by, without its `--`.
  public let longName: String

  /// What a long name typed after `--` names.
  public enum Resolution: Hashable, Sendable {
    case option(LiveOption)
    /// More than one option begins so: their names.
    case ambiguous([String])
    /// No option guia knows has this name.
    case unknown
  }

  /// The options `-` knows, with each of their long names, in the table's order.
  private static let named: [LiveOption] = OptionTable.rows.flatMap { option in
    if case .unavailable = option.whileReading { return [LiveOption]() }
    return option.longNames.map { LiveOption(option: option, longName: $0) }
  }

  /// The option `typed` names: a whole name first, else the one name it begins; capitals
  /// typed must match capitals.
  public static func resolve(_ typed: String) -> Resolution {
    let name = typed.hasPrefix("--") ? String(typed.dropFirst(2)) : typed
    guard let first = name.first else { return .unknown }
    if let exact = named.first(where: { $0.longName == name }) { return .option(exact) }
    // As less: letters match whatever their case; a first letter typed in capitals names the
    // capital spelling (`--PROC-b` is --PROC-BACKSPACE), a small one the small spelling.
    let candidates = named.filter { $0.longName.lowercased().hasPrefix(name.lowercased()) }
    let sameCase = candidates.filter { $0.longName.first?.isUppercase == first.isUppercase }
    if sameCase.count == 1 { return .option(sameCase[0]) }
    if candidates.count == 1 { return .option(candidates[0]) }
    let found = sameCase.isEmpty ? candidates : sameCase
    return found.isEmpty ? .unknown : .ambiguous(found.map { "--" + $0.longName })
  }

  /// The option `-` and `letter` name; its long name is the one whose first letter has the
  /// letter's case, when it has spellings of both (`-M` is `--LONG-PROMPT`).
  public static func lettered(_ letter: Character) -> LiveOption? {
    let spelling = "-" + String(letter)
    guard let option = named.first(where: { $0.option.names.contains(spelling) })?.option else { return nil }
    let longNames = option.longNames
    let longName =
      longNames.count > 1
      ? longNames.first { $0.first?.isUppercase == letter.isUppercase } ?? longNames[0]
      : longNames.first ?? ""
    return LiveOption(option: option, longName: longName)
  }

  /// Whether the option takes a value, asked for after its name.
  public var takesValue: Bool {
    if case .ask = option.whileReading { true } else { false }
  }

  /// What the footer's row asks for an option that takes a value.
  public var valuePrompt: LocalizedStringKey {
    if case .ask(let prompt) = option.whileReading { prompt } else { "" }
  }

  /// Sets the option to `value` in `settings` with the option's one parser, as the command
  /// line does; `false` when it is no value of the option.
  func apply(_ value: String, to settings: inout ReaderSettings) -> Bool {
    guard case .setting(let set, _) = option.target else { return false }
    return set(&settings, "--" + longName, value)
  }

  /// Sets the option to `value` in `document`'s settings, as `--` and its name and a value
  /// typed while reading do; returns what the footer's row says: the new value, as less says
  /// it with error() (option.c's toggle_option), or why the value was refused.
  func set(_ value: String, in document: inout ReaderDocument) -> LocalizedStringKey {
    var settings = document.settings
    guard apply(value, to: &settings) else { return ReaderMessage.invalidOptionValue("--" + longName, value) }
    if longName == "header", settings.headerStartLine == nil, document.isPlainText {
      // less's set_header(position(TOP)): the header's lines start at its top line.
      settings.headerStartLine = document.rows.lineNumber(atRow: document.screenTop)
    }
    document.change { $0 = settings }
    return ReaderMessage.optionSet("--" + longName, value)
  }

  /// Turns the option the other way in `document`'s settings; returns what it says.
  func toggle(in document: inout ReaderDocument) -> LocalizedStringKey {
    var said: LocalizedStringKey = ""
    document.change { said = toggle(&$0) }
    return said
  }

  /// Turns the option the other way in `settings`, as less's `-` does, and returns what it
  /// says (an option that changes nothing says so).
  func toggle(_ settings: inout ReaderSettings) -> LocalizedStringKey {
    guard case .toggle(let toggle) = option.whileReading else {
      return ReaderMessage.optionWithoutEffect("--" + longName)
    }
    return toggle(&settings, longName)
  }
}
