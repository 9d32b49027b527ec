import Document
import Localization
import TerminalUI

/// What the command line asked for.
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
  /// What to ask of the terminal's mouse: the wheel as arrow keys (the default), mouse
  /// reports (`--mouse`) or nothing (`--no-mouse`).
  public var mouse = MouseMode.wheelAsArrows
  /// Whether long lines are chopped instead of wrapped (`-S`).
  public var chopsLongLines = false
  /// Whether backspaces, tabs and returns show as controls (`-U`).
  public var showsControls = false
  /// Whether the status column shows (`-J`).
  public var showsStatusColumn = false
  /// The lines and columns of plain text kept in place (`--header N[,M]`).
  public var headerLines = 0
  /// See ``headerLines``.
  public var headerColumns = 0
  /// Whether rows after the end of plain text begin with `~` (`-~` turns it off).
  public var showsEndMarker = true
  /// Whether plain text wraps between words (`--wordwrap`).
  public var wrapsAtWords = false
  /// Whether line numbers show before the lines (`-N`).
  public var showsLineNumbers = false
  /// A fixed horizontal margin instead of the container's (`--margin N`).
  public var margin: Int?
  /// Whether the scroll indicator shows.
  public var showsIndicator = true
  /// The language guia speaks, pinned (`--language`); `nil`: the environment's.
  public var language: Language?
  /// Whether plain text shows the scroll indicator too (`--indicator`).
  public var showsIndicatorOnPlainText = false
  /// What escape sequences in plain text become (`--show-escapes`: visible placeholders).
  public var escapes: EscapeRendering = .styles
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
  /// How searches treat case: smart (`-i`, the default) or always ignored (`-I`).
  public var searchCase: SearchPattern.CaseMatching = .smart
  /// Whether a document that fits on one screen is printed instead of shown (`-F`).
  public var quitsIfOneScreen = false
  /// Whether guia draws on the alternate screen (`-X`: on the shell's, its last screen left
  /// there).
  public var usesAlternateScreen = true

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

  /// The options of a `LESS` value that guia has: `F`, `N`, `R`, `S`, `X`, `i` and `I`, in any of
  /// less's spellings (`FRX`, `-FRX`, `-R -i`; `-+S` sets one back). Every other option is
  /// less's, not guia's, and is read past as less reads it: a number after `b`, `h`, `y`, `z`;
  /// the digits after `x`, `j` and `#`; and after `D`, `k`, `o`, `O`, `p`, `P`, `t` and `T` a
  /// string that runs, spaces and all, to the next `$`. So man's
  /// `LESS=-ix8RmPm Manual page ls(1) ?ltline …(END)…$` is `-i` and `-R`, not the `N` of
  /// `(END)`.
  public static func lessDefaults(_ value: String) -> Options {
    var options = Options()
    let letters = Array(value.unicodeScalars)
    var index = 0
    /// Moves past the characters of `allowed` (all but `$`, with `nil`), and a `$` ending them.
    func skipValue(allowed: Set<Unicode.Scalar>?) {
      while index < letters.count, letters[index] != "$",
        allowed.map({ $0.contains(letters[index]) }) ?? true
      {
        index += 1
      }
      if index < letters.count, letters[index] == "$" { index += 1 }
    }
    var resetting = false
    while index < letters.count {
      let letter = letters[index]
      index += 1
      switch letter {
      case " ", "\t":
        resetting = false
      case "-" where index < letters.count && letters[index] == "-":
        // A long option (`--use-color`, `--prompt=…$`): less's, read past to its word's end
        // or its string's `$`.
        while index < letters.count, letters[index] != " ", letters[index] != "=" { index += 1 }
        if index < letters.count, letters[index] == "=" { skipValue(allowed: nil) }
      case "-":
        resetting = false
      case "+":
        // `-+S`: the option back to its default.
        resetting = index >= 2 && letters[index - 2] == "-"
        if !resetting { skipValue(allowed: Self.lessWordEnd) }  // `+cmd`: a command for less
      case "b", "h", "y", "z":
        if index < letters.count, letters[index] == "-" { index += 1 }
        skipValue(allowed: Self.lessDigits)
      case "x": skipValue(allowed: Self.lessDigits.union([","]))
      case "j", "#": skipValue(allowed: Self.lessDigits.union([".", "-"]))
      case "D", "k", "o", "O", "p", "P", "t", "T": skipValue(allowed: nil)
      case "F": options.quitsIfOneScreen = !resetting
      case "X": options.usesAlternateScreen = resetting
      case "R": options.escapes = .styles
      case "S": options.chopsLongLines = !resetting
      case "~": options.showsEndMarker = resetting
      case "J": options.showsStatusColumn = !resetting
      case "U": options.showsControls = !resetting
      case "N": options.showsLineNumbers = !resetting
      case "i": options.searchCase = .smart
      case "I": options.searchCase = resetting ? .smart : .insensitive
      default: break
      }
    }
    return options
  }

  private static let lessDigits = Set("0123456789".unicodeScalars)
  /// Anything but a space: a `+cmd` runs to its word's end.
  private static let lessWordEnd = Set((0x21...0x7E).compactMap(Unicode.Scalar.init).filter { $0 != "$" })

  private static func parse(_ arguments: [String], defaults: Options) throws(GuiaError) -> Options {
    var options = defaults
    var paths: [String] = []
    var onlyPaths = false
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      defer { index += 1 }
      if !onlyPaths, argument.hasPrefix("+"), argument.count > 1, let command = CommandLineOption.named("+") {
        try command.apply(&options, "+", String(argument.dropFirst()))
        continue
      }
      if onlyPaths || argument == "-" || !argument.hasPrefix("-") {
        paths.append(argument)
        continue
      }
      if argument == "--" {
        onlyPaths = true
        continue
      }
      let (name, inline) = Self.split(argument)
      guard let option = CommandLineOption.named(name), !option.isCommandPrefix, option.group != .snapshot else {
        throw .unknownOption(argument)
      }
      var value = ""
      if option.value != nil {
        if let inline {
          value = inline
        } else {
          index += 1
          guard index < arguments.count else { throw .missingValue(name) }
          value = arguments[index]
        }
      } else if let inline {
        // `--mouse=x`: a value given to an option that takes none.
        throw .invalidValue(option: name, value: inline)
      }
      try option.apply(&options, name, value)
    }
    if paths.first == "demo" {
      guard paths.count == 2 else { throw .unknownDemo(paths.dropFirst().first ?? "") }
      guard let demo = Demo(rawValue: paths[1]) else { throw .unknownDemo(paths[1]) }
      options.demo = demo
      return options
    }
    options.paths = paths
    return options
  }

  /// `--name=value` as its name and value.
  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }
}
