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
    table.first { $0.names.contains(name) || $0.aliases.contains(name) }
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
