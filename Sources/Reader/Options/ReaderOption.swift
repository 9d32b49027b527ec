import Document

/// One of guia's options: one row of ``table``, the only list of them, as less's `struct
/// loption` rows in its `opttbl.c`.
///
/// A row says everything the program needs to know of an option, once: its spellings
/// (``names``, ``aliases``), the value it takes and how that value ends in a word
/// (``value``), its help text (``summary``, a Spanish key whose English is in the
/// catalogues), where it is listed (``group``), what it sets (``target``) and what `-` or
/// `--` typed while reading does with it (``whileReading``). From the table come:
/// - the command line, and the `LESS` and `GUIA` variables (GuiaApp's `OptionScanner` reads
///   the rows' spellings and value syntax, and hands each value to the row's ``target``);
/// - the `-` prompt while reading (``LiveOption`` finds a row by its letter or long name);
/// - `--help`, the man page and the shell completions, which list the rows.
///
/// So a new option is one row here plus the code that uses its setting. Its ``target`` is
/// one of three:
/// - ``Target/setting(set:reset:)``: a field of ``ReaderSettings``, the reader's one settings
///   struct, set the same way from the command line, `LESS`, `GUIA` and the `-` prompt;
/// - ``Target/launch(_:)``: something only the launch does (a path, the report, a demo, the
///   help): a ``LaunchOption`` that GuiaApp's `Options` applies, as the reader never sees it;
/// - ``Target/none``: one of less's options guia takes and sets aside, so that a `LESS` written
///   for less never stops guia.
public struct ReaderOption: Sendable {
  /// Where the option is listed.
  public enum Group: Sendable {
    /// The reader's options.
    case reader
    /// The options of `guia demo numbers`'s configurable source.
    case numbersDemo
    /// The options of `guia snapshot` (GuiaApp's `SnapshotOptions` reads them).
    case snapshot
    /// less's options that guia takes and that change nothing it shows: listed together, so
    /// that a `LESS` or `PAGER` written for less never stops guia.
    case lessCompatible
  }

  /// Where a value given in the same word ends, as less's option strings say it (`-x4F` is
  /// `-x4` and `-F`); a value given alone, in the next argument, is that whole argument.
  public enum ValueSyntax: Sendable, Equatable {
    /// The rest of the word: guia's own options (`--report=a$b.json`).
    case rest
    /// To a `$` or the word's end, spaces and all: less's strings (`-Pm…$`, `--prompt`).
    case string
    /// To a space: less's words (`--use-color`'s colours, `--rscroll`).
    case word
    /// Digits and commas: `-x4,8`, `--header 2,3`.
    case numbers
    /// A number that may be negative and a fraction: `-j-2`, `-j.5`.
    case signedFraction
    /// A number that may be a fraction: `-#8`, `-#.5`.
    case fraction
    /// A whole number, after spaces: less's numeric options (`-b64`, `-z-4` when `negative`).
    case number(negative: Bool)
  }

  /// What a shell offers after an option that takes a value.
  public enum ValueCompletion: Sendable, Equatable {
    /// A file name.
    case file
    /// One of these words.
    case words([String])
    /// Anything typed (a number, a pattern): nothing is offered.
    case anything
  }

  /// The value an option takes: its name in the help (`N`, `ARCHIVO`) and what completes it.
  public struct Value: Sendable {
    /// The value's name, in Spanish (`ARCHIVO`), a key of the catalogues.
    public let name: LocalizedStringKey
    /// What a shell offers for it.
    public let completion: ValueCompletion
    /// Where it ends when written in the option's word.
    public let syntax: ValueSyntax

    /// A value named `name` in the help, completed by `completion`, ending as `syntax` says.
    init(name: LocalizedStringKey, completion: ValueCompletion = .anything, syntax: ValueSyntax = .rest) {
      self.name = name
      self.completion = completion
      self.syntax = syntax
    }
  }

  /// What the option sets.
  public enum Target: Sendable {
    /// A reader setting. `set` is handed the spelling used (`--PROC-TAB` is not
    /// `--proc-tab`) and the value (empty when the option takes none), and returns `false`
    /// when the value is none of the option's; `reset` is less's `-+S`, `nil` when `-+`
    /// leaves the option as it is.
    case setting(
      set: @Sendable (inout ReaderSettings, _ spelling: String, _ value: String) -> Bool,
      reset: (@Sendable (inout ReaderSettings) -> Void)?)
    /// What only the launch does, applied by GuiaApp's `Options` (the reader never has it).
    case launch(LaunchOption)
    /// Taken as less takes it, and set aside.
    case none
  }

  /// What `-` and the option's letter, or `--` and its long name, do while reading.
  public enum WhileReading: Sendable {
    /// Unknown to the `-` command, as to less's.
    case unavailable
    /// Turned the other way; the closure is handed the long name used and says what the
    /// option is now.
    case toggle(@Sendable (inout ReaderSettings, _ longName: String) -> LocalizedStringKey)
    /// Its value is asked for after this prompt, then set by the row's ``Target/setting(set:reset:)``.
    case ask(LocalizedStringKey)
    /// Taken, and said to change nothing.
    case noEffect
  }

  /// The spellings shown, the short ones first: `["-S", "--chop-long-lines"]`. less's
  /// `+cmd` is `["+"]`, its value written straight after it.
  public let names: [String]
  /// Spellings accepted but not shown (`--no-colour`).
  public let aliases: [String]
  /// The value the option takes, if it takes one.
  public let value: Value?
  /// What the option does, in Spanish: one paragraph, a key of the catalogues.
  public let summary: LocalizedStringKey
  /// Where the option is listed.
  public let group: Group
  /// What the option sets.
  public let target: Target
  /// What the `-` command does with it.
  public let whileReading: WhileReading

  /// A row of the table; see the factories in `ReaderOption+Rows.swift` for the usual kinds.
  /// Rows are made here only: the table is the one list of options.
  init(
    _ names: [String], aliases: [String] = [], value: Value? = nil, group: Group = .reader,
    _ summary: LocalizedStringKey, target: Target, whileReading: WhileReading = .unavailable
  ) {
    self.names = names
    self.aliases = aliases
    self.value = value
    self.summary = summary
    self.group = group
    self.target = target
    self.whileReading = whileReading
  }

  /// The long spelling (`--chop-long-lines`), or the only one.
  public var longName: String { names.last ?? "" }

  /// The short spelling (`-S`), if the option has one.
  public var shortName: String? {
    names.first { $0.count == 2 && $0.hasPrefix("-") && $0 != "--" }
  }

  /// Whether the option is less's `+cmd`, written as `+` and its value in one word.
  public var isCommandPrefix: Bool { names == ["+"] }

  /// Every long spelling, shown or not, without its `--`.
  public var longNames: [String] {
    (names + aliases).filter { $0.hasPrefix("--") }.map { String($0.dropFirst(2)) }
  }

  /// The option spelled `name` (any shown spelling or alias), if there is one.
  public static func named(_ name: String) -> ReaderOption? {
    OptionTable.rows.first { $0.names.contains(name) || $0.aliases.contains(name) }
  }
}

extension ReaderOption: Hashable {
  /// Rows are told apart by their spellings: no two rows of the table have the same ones.
  public static func == (lhs: ReaderOption, rhs: ReaderOption) -> Bool {
    lhs.names == rhs.names && lhs.aliases == rhs.aliases
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(names)
  }
}

/// The usual kinds of row, so that a row of ``OptionTable`` says only what is its own.
extension ReaderOption {
  /// An option that sets one reader setting to `value` (`-S`), `-+` setting it back to its
  /// default unless `resets` is `false`.
  ///
  /// Typed while reading it turns between `value` and `off` (the setting's default unless
  /// given: `-i` turns between smart and case-sensitive searches) and says so, by its letter
  /// or else its long name; `whileReading` replaces that (`.unavailable`, or a toggle that
  /// says more).
  static func setting<Property: Equatable & Sendable>(
    _ names: [String], aliases: [String] = [], _ summary: LocalizedStringKey,
    _ property: WritableKeyPath<ReaderSettings, Property> & Sendable, to value: Property,
    off: Property? = nil, resets: Bool = true, whileReading: WhileReading? = nil
  ) -> ReaderOption {
    let defaultValue = ReaderSettings()[keyPath: property]
    let off = off ?? defaultValue
    let label = names.first { $0.count == 2 && $0.hasPrefix("-") } ?? names.last ?? ""
    let set: @Sendable (inout ReaderSettings, String, String) -> Bool = { settings, _, _ in
      settings[keyPath: property] = value
      return true
    }
    var reset: (@Sendable (inout ReaderSettings) -> Void)?
    if resets { reset = { settings in settings[keyPath: property] = defaultValue } }
    let toggle: WhileReading = .toggle { settings, _ in
      settings[keyPath: property] = settings[keyPath: property] == value ? off : value
      return ReaderMessage.optionTurned(label, on: settings[keyPath: property] == value)
    }
    return ReaderOption(
      names, aliases: aliases, summary, target: .setting(set: set, reset: reset),
      whileReading: whileReading ?? toggle)
  }

  /// An option with a value that sets reader settings (`-x4`): `set` reads the value with the
  /// option's one parser and returns `false` when it is none of the option's. Typed while
  /// reading, its value is asked for after `prompt`, or the option is unknown to `-` when
  /// there is none.
  static func setting(
    _ names: [String], value: Value, _ summary: LocalizedStringKey, prompt: LocalizedStringKey? = nil,
    set: @escaping @Sendable (inout ReaderSettings, _ value: String) -> Bool
  ) -> ReaderOption {
    ReaderOption(
      names, value: value, summary, target: .setting(set: { settings, _, text in set(&settings, text) }, reset: nil),
      whileReading: prompt.map { .ask($0) } ?? .unavailable)
  }

  /// An option that only the launch acts on (`--report`, `--help`), applied by GuiaApp's
  /// `Options`. Typed while reading it is unknown, or taken without effect (`-F`, `-X`).
  static func launch(
    _ names: [String], aliases: [String] = [], value: Value? = nil, group: Group = .reader,
    _ summary: LocalizedStringKey, _ option: LaunchOption, whileReading: WhileReading = .unavailable
  ) -> ReaderOption {
    ReaderOption(
      names, aliases: aliases, value: value, group: group, summary, target: .launch(option),
      whileReading: whileReading)
  }

  /// less's `--proc-backspace` and its kind: the small spelling sets `property` to `true`
  /// (processed), the capital one to `false` (shown as a control); typed while reading, the
  /// spelling used turns between its state and following `-U`, as less's do.
  static func control(
    _ name: String, _ summary: LocalizedStringKey, _ property: WritableKeyPath<ReaderSettings, Bool?> & Sendable
  ) -> ReaderOption {
    // A spelling whose first letter is small is the processing one.
    @Sendable func processes(_ spelling: String) -> Bool {
      spelling.drop { $0 == "-" }.first?.isLowercase ?? true
    }
    return ReaderOption(
      ["--" + name], aliases: ["--" + name.uppercased()], summary,
      target: .setting(
        set: { settings, spelling, _ in
          settings[keyPath: property] = processes(spelling)
          return true
        }, reset: nil),
      whileReading: .toggle { settings, longName in
        let wanted = processes(longName)
        settings[keyPath: property] = settings[keyPath: property] == wanted ? nil : wanted
        return ReaderMessage.optionTurned("--" + longName, on: settings[keyPath: property] == wanted)
      })
  }
}
