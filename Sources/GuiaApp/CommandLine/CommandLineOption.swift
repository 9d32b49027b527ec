import Document

/// One option of guia's command line: its spellings, the value it takes, what it does and how
/// it sets ``Options``.
///
/// ``all`` is the one list of them: ``Options/parse(_:)`` reads the command line with it, and
/// `--help`, the man page (``ManPage``) and the shell completions (``ShellCompletion``) are
/// written from it, so none of them can name an option the others do not.
public struct CommandLineOption: Sendable {
  /// Where the option is listed.
  public enum Group: Sendable {
    /// The reader's options.
    case reader
    /// The options of `guia demo numbers`'s configurable source.
    case numbersDemo
    /// The options of `guia snapshot` (``SnapshotOptions`` reads them).
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
    public var syntax = ValueSyntax.rest

    init(name: LocalizedStringKey, completion: ValueCompletion, syntax: ValueSyntax = .rest) {
      self.name = name
      self.completion = completion
      self.syntax = syntax
    }
  }

  /// The spellings shown, the short one first: `["-S", "--chop-long-lines"]`. less's
  /// `+cmd` is `["+"]`, its value written straight after it.
  public let names: [String]
  /// Spellings accepted but not shown (`--no-colour`).
  let aliases: [String]
  /// The value the option takes, if it takes one.
  public let value: Value?
  /// What the option does, in Spanish: one paragraph, a key of the catalogues.
  public let summary: LocalizedStringKey
  /// Where the option is listed.
  public let group: Group
  /// Sets the options parsed so far: the name as typed (for an error) and the value (empty
  /// when the option takes none).
  let apply: @Sendable (inout Options, _ name: String, _ value: String) throws(GuiaError) -> Void
  /// Sets the option back to its default: less's `-+S`.
  let reset: @Sendable (inout Options) -> Void

  init(
    _ names: [String], aliases: [String] = [], value: Value? = nil, group: Group = .reader,
    _ summary: LocalizedStringKey,
    reset: @escaping @Sendable (inout Options) -> Void = { _ in },
    apply: @escaping @Sendable (inout Options, _ name: String, _ value: String) throws(GuiaError) -> Void
  ) {
    self.names = names
    self.aliases = aliases
    self.value = value
    self.summary = summary
    self.group = group
    self.reset = reset
    self.apply = apply
  }

  /// An option that sets one property of ``Options`` (`-S`), `-+` setting it back.
  init<Property: Sendable>(
    _ names: [String], aliases: [String] = [], group: Group = .reader, _ summary: LocalizedStringKey,
    setting property: WritableKeyPath<Options, Property> & Sendable, to value: Property
  ) {
    self.init(
      names, aliases: aliases, group: group, summary,
      reset: { $0[keyPath: property] = Options()[keyPath: property] },
      apply: { options, _, _ in options[keyPath: property] = value })
  }

  /// The long spelling (`--chop-long-lines`), or the only one.
  public var longName: String { names.last ?? "" }

  /// The short spelling (`-S`), if the option has one.
  public var shortName: String? {
    names.first { $0.count == 2 && $0.hasPrefix("-") && $0 != "--" }
  }

  /// Whether the option is less's `+cmd`, written as `+` and its value in one word.
  public var isCommandPrefix: Bool { names == ["+"] }

  /// Every option guia takes, in the order `--help` and the man page list them.
  public static let all: [CommandLineOption] = GuiaOptions.options + LessCompatibleOptions.options

  /// The option spelled `name` (any shown spelling or alias), if there is one.
  public static func named(_ name: String) -> CommandLineOption? {
    all.first { $0.names.contains(name) || $0.aliases.contains(name) }
  }

  /// Every spelling, the long ones without their `--`.
  var longNames: [String] {
    (names + aliases).filter { $0.hasPrefix("--") }.map { String($0.dropFirst(2)) }
  }
}
