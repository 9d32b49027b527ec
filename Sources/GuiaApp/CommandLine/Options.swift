import Document
import Localization
import Reader
import TerminalUI

/// What the command line asked for: the reader's ``settings``, and what only the launch acts
/// on (the files, the report, a demo, the help; see ``LaunchOption``).
public struct Options: Hashable, Sendable {
  /// A demo screen from the seeds.
  public enum Demo: String, Hashable, Sendable, CaseIterable {
    /// Seed 000: the assembly guide, its footer flipping exactly at the bottom.
    case assembly
    /// Seed 003: 100 numbered rows with the live scroll offset.
    case offset
    /// Seed 004: the workout summary with container margins, and a carousel of plans.
    case margins
    /// Seed 001: a list of numbers that loads 20 more near its end.
    case numbers
  }

  /// How the numbers demo's simulated source behaves.
  public struct NumbersDemoOptions: Hashable, Sendable {
    /// Seconds each load takes.
    public var latency = 2.0
    /// Rows before the end where loading starts.
    public var prefetch = 6
    /// How many pages the source has, or `nil` for no end.
    public var pages: Int?
    /// Every Nth load fails (0: none does).
    public var failEvery = 0

    /// Whether any of these options was given: without one, the seed's own view model runs.
    public var isGiven = false
  }

  /// The files to show, in order (`:n` and `:p` move through them); none for the built-in
  /// guide, `"-"` for standard input.
  public var paths: [String] = []
  /// The first file to show; `nil` for the built-in guide, `"-"` for standard input.
  public var path: String? { paths.first }
  /// How documents are read: by their names, or all as Markdown or all as plain text.
  public var format = DocumentFormat.automatic
  /// The demo to show instead of a document.
  public var demo: Demo?
  /// Whether to print help and exit.
  public var showsHelp = false
  /// Whether to print the version and exit.
  public var showsVersion = false
  /// Whether to write the man page and exit (`--man`).
  public var writesManPage = false
  /// The shell whose completion script to write before exiting (`--completion SHELL`).
  public var completionShell: ShellCompletion.Shell?
  /// The reader's settings the options set (`-S`, `-N`, `--margin`…): the rows of
  /// ``OptionTable`` whose target is a setting write here, as the `-` command writes
  /// the reader's own copy while reading.
  public var settings = ReaderSettings()
  /// What to ask of the terminal's mouse: the wheel as arrow keys (the default), mouse
  /// reports (`--mouse`) or nothing (`--no-mouse`).
  public var mouse = MouseMode.wheelAsArrows
  /// Whether files are read through `LESSOPEN`'s command (`-L` turns it off).
  public var usesInputPreprocessor = true
  /// The language guia speaks, pinned (`--language`); `nil`: the environment's.
  public var language: Language?
  /// Whether a document's colours are drawn (`--no-color`; `NO_COLOR` too, see
  /// ``NcursesTerminal``).
  public var usesColor = true
  /// Where to write the reading report on exit (`--report FILE`).
  public var reportPath: String?
  /// less's `-f` (`--force`): forces what guia would refuse: a file that looks binary is
  /// shown without the question, and the report may replace a file that is not a report.
  public var forces = false
  /// The numbers demo's source.
  public var numbers = NumbersDemoOptions()
  /// Keys run as if typed when the document opens: less's `+cmd` (`+G` the end, `+/text`
  /// a search) and `-p pattern`.
  public var initialCommand: String?
  /// Whether a document that fits on one screen is printed instead of shown (`-F`).
  public var quitsIfOneScreen = false
  /// Whether guia draws on the alternate screen (`-X`: on the shell's, its last screen left
  /// there).
  public var usesAlternateScreen = true

  /// What was wrong in `LESS`, in order: each is reported when the reader opens, as less
  /// reports it, and the rest of the value was read.
  public var environmentMistakes: [GuiaError] = []

  /// Creates the default options: the built-in guide, with the mouse.
  public init() {}

  /// Parses the arguments that follow the program name.
  ///
  /// - Throws: ``GuiaError/unknownOption(_:)``, ``GuiaError/missingValue(_:)``,
  ///   ``GuiaError/invalidValue(option:value:)``, ``GuiaError/unknownDemo(_:)`` or
  ///   ``GuiaError/tooManyFiles(_:)``.
  public static func parse(_ arguments: [String]) throws(GuiaError) -> Options {
    try parse(arguments, defaults: Options())
  }

  /// Parses the arguments after the defaults of the environment: `GUIA`'s options when it is
  /// set, else the letters of `LESS` that guia knows (see ``lessDefaults(_:)``).
  public static func parse(_ arguments: [String], environment: [String: String]) throws(GuiaError)
    -> Options
  {
    var defaults = Options()
    if let guia = environment["GUIA"] {
      let words = guia.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
      do {
        defaults = try parse(words, defaults: Options())
      } catch {
        throw .inEnvironment(variable: "GUIA", error)
      }
      guard defaults.path == nil, defaults.demo == nil else {
        throw .inEnvironment(variable: "GUIA", .tooManyFiles(words))
      }
    } else if let less = environment["LESS"] {
      defaults = lessDefaults(less)
    }
    return try parse(arguments, defaults: defaults)
  }

  /// The options of a `LESS` value, read as less reads it (see ``OptionScanner``): every
  /// option of less's is taken, guia's own with their effect (`F`, `R`, `S`, `X`, `i`, `N`,
  /// `x4`, `K`…), the others with none. A value ends where less's ends: a number after `b`,
  /// `h`, `y`, `z`; digits and commas after `x`; and after `D`, `k`, `o`, `O`, `p`, `P`, `t`
  /// and `T` a string that runs, spaces and all, to the next `$`. So man's
  /// `LESS=-ix8RmPm Manual page ls(1) ?ltline …(END)…$` is `-i`, `-x8`, `-R` and `-m`, not
  /// the `N` of `(END)`. As in less 590, a bad value is reported and passed over, and an
  /// unknown option is reported and ends the reading: what came before it stands (see
  /// ``environmentMistakes``).
  public static func lessDefaults(_ value: String) -> Options {
    var scanner = OptionScanner(isEnvironment: true)
    try? scanner.read(value)
    try? scanner.finish()
    var options = scanner.options
    options.environmentMistakes = scanner.mistakes.map { .inEnvironment(variable: "LESS", $0) }
    return options
  }

  private static func parse(_ arguments: [String], defaults: Options) throws(GuiaError) -> Options {
    var scanner = OptionScanner(options: defaults)
    for argument in arguments { try scanner.read(argument) }
    try scanner.finish()
    var options = scanner.options
    let paths = scanner.paths
    if paths.first == "demo" {
      guard paths.count == 2 else { throw .unknownDemo(paths.dropFirst().first ?? "") }
      guard let demo = Demo(rawValue: paths[1]) else { throw .unknownDemo(paths[1]) }
      options.demo = demo
      return options
    }
    options.paths = paths
    return options
  }
}

/// How the command line, `LESS` and `GUIA` hand an option's value to its row's target.
extension Options {
  /// Sets what `option` sets, spelled `name` (for an error, and for the options whose
  /// spelling is their setting: `--PROC-TAB`), to `value` (empty when it takes none).
  ///
  /// - Throws: ``GuiaError/invalidValue(option:value:)`` when the value is none of the
  ///   option's; ``GuiaError/unknownOption(_:)`` for `guia snapshot`'s options.
  mutating func apply(_ option: ReaderOption, spelled name: String, value: String) throws(GuiaError) {
    switch option.target {
    case .setting(let set, _):
      guard set(&settings, name, value) else { throw .invalidValue(option: name, value: value) }
    case .launch(let launch): try apply(launch, spelled: name, value: value)
    case .none: break
    }
  }

  /// Sets `option` back to its default: less's `-+S`.
  mutating func reset(_ option: ReaderOption) {
    switch option.target {
    case .setting(_, let reset?): reset(&settings)
    case .launch(.quitIfOneScreen): quitsIfOneScreen = false
    case .launch(.noInit): usesAlternateScreen = true
    case .launch(.noInputPreprocessor): usesInputPreprocessor = true
    case .setting, .launch, .none: break
    }
  }

  /// What only the launch acts on: each ``LaunchOption`` is read here, with its value's parser.
  private mutating func apply(_ launch: LaunchOption, spelled name: String, value text: String) throws(GuiaError) {
    switch launch {
    case .help: showsHelp = true
    case .version: showsVersion = true
    case .manPage: writesManPage = true
    case .completion:
      guard let shell = ShellCompletion.Shell(rawValue: text) else { throw .invalidValue(option: name, value: text) }
      completionShell = shell
    case .report: reportPath = text
    case .force: forces = true
    case .mouse: mouse = .reports
    case .noMouse: mouse = .off
    case .language:
      guard let language = Language(rawValue: text) else { throw .invalidValue(option: name, value: text) }
      self.language = language
    case .noColor: usesColor = false
    case .command:
      if text.allSatisfy({ $0.isASCII && $0.isNumber }) {
        // `+NUMBER`: open at line NUMBER, as less's `+10` (typed as `10G`).
        initialCommand = text + "G"
      } else {
        // `+/text` is a search, ended here.
        initialCommand = text.hasPrefix("/") || text.hasPrefix("?") ? text + "\r" : text
      }
    case .pattern:
      guard !text.isEmpty else { throw .invalidValue(option: name, value: text) }
      initialCommand = "/" + text + "\r"
    case .quitIfOneScreen: quitsIfOneScreen = true
    case .noInit: usesAlternateScreen = false
    case .noInputPreprocessor: usesInputPreprocessor = false
    case .markdown: format = .markdown
    case .plain: format = .plain
    case .latency:
      guard let seconds = Double(text), seconds >= 0, seconds <= 60 else {
        throw .invalidValue(option: name, value: text)
      }
      numbers.latency = seconds
      numbers.isGiven = true
    case .prefetch:
      numbers.prefetch = try Self.count(text, from: 0, option: name)
      numbers.isGiven = true
    case .pages:
      numbers.pages = try Self.count(text, from: 1, option: name)
      numbers.isGiven = true
    case .failEvery:
      numbers.failEvery = try Self.count(text, from: 1, option: name)
      numbers.isGiven = true
    // `guia snapshot`'s options are read by ``SnapshotOptions``: to the viewer they are unknown.
    case .snapshot: throw .unknownOption(name)
    }
  }

  /// A whole number from `minimum` to 10 000, the demo's counts.
  private static func count(_ text: String, from minimum: Int, option: String) throws(GuiaError) -> Int {
    guard let value = Int(text), value >= minimum, value <= 10_000 else {
      throw .invalidValue(option: option, value: text)
    }
    return value
  }
}

extension Options {
  /// The `LESSOPEN` command `environment` (a variable's value by its name) gives, which every
  /// file is read through; none with `-L`, or in secure mode without `lessopen`.
  func inputPreprocessor(environment: (String) -> String?, features: SecureFeatures) -> InputPreprocessor? {
    InputPreprocessor(environment: environment, enabled: usesInputPreprocessor && features.contains(.lessopen))
  }
}
