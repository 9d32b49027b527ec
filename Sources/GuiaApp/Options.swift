import Document
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
  /// What to ask of the terminal's mouse: the wheel as arrow keys (the default), mouse
  /// reports (`--mouse`) or nothing (`--no-mouse`).
  public var mouse = MouseMode.wheelAsArrows
  /// Whether long lines are chopped instead of wrapped (`-S`).
  public var chopsLongLines = false
  /// Whether line numbers show before the lines (`-N`).
  public var showsLineNumbers = false
  /// A fixed horizontal margin instead of the container's (`--margin N`).
  public var margin: Int?
  /// Whether the scroll indicator shows.
  public var showsIndicator = true
  /// What escape sequences in plain text become (`--show-escapes`: visible placeholders).
  public var escapes: EscapeRendering = .styles
  /// Whether a document's colours are drawn (`--no-color`; `NO_COLOR` too, see
  /// ``NcursesTerminal``).
  public var usesColor = true
  /// Where to write the reading report on exit (`--report FILE`).
  public var reportPath: String?
  /// Whether the report may replace a file that is not a JSON report (`-f`, `--force`).
  public var forcesReport = false
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
  /// less's spellings (`FRX`, `-FRX`, `-R -i`). Every other letter (and the value after one
  /// that takes a value, as `x4` or `j.5`) is ignored: it is less's, not guia's.
  public static func lessDefaults(_ value: String) -> Options {
    var options = Options()
    let valueLetters = Set("bhjkopxyzDOPT#".unicodeScalars)
    for word in value.split(separator: " ") {
      var letters = Substring(word)
      while letters.hasPrefix("-") || letters.hasPrefix("+") { letters.removeFirst() }
      if word.hasPrefix("--") { continue }
      for letter in letters.unicodeScalars {
        if valueLetters.contains(letter) { break }
        switch letter {
        case "F": options.quitsIfOneScreen = true
        case "X": options.usesAlternateScreen = false
        case "R": options.escapes = .styles
        case "S": options.chopsLongLines = true
        case "N": options.showsLineNumbers = true
        case "i": options.searchCase = .smart
        case "I": options.searchCase = .insensitive
        default: continue
        }
      }
    }
    return options
  }

  private static func parse(_ arguments: [String], defaults: Options) throws(GuiaError) -> Options {
    var options = defaults
    var paths: [String] = []
    var onlyPaths = false
    var index = 0
    func value(for option: String) throws(GuiaError) -> String {
      index += 1
      guard index < arguments.count else { throw .missingValue(option) }
      return arguments[index]
    }
    while index < arguments.count {
      let argument = arguments[index]
      defer { index += 1 }
      if !onlyPaths, argument.hasPrefix("+"), argument.count > 1 {
        // less's +cmd: the command typed when the file opens; `+/text` a search, ended here.
        let command = String(argument.dropFirst())
        if command.allSatisfy({ $0.isASCII && $0.isNumber }) {
          // `+NUMBER`: open at line NUMBER, as less's `+10` (typed as `10G`).
          options.initialCommand = command + "G"
        } else {
          options.initialCommand = command.hasPrefix("/") || command.hasPrefix("?") ? command + "\r" : command
        }
        continue
      }
      if onlyPaths || argument == "-" || !argument.hasPrefix("-") {
        paths.append(argument)
        continue
      }
      let (name, inline) = Self.split(argument)
      switch name {
      case "--": onlyPaths = true
      case "-h", "--help": options.showsHelp = true
      case "-V", "--version": options.showsVersion = true
      case "--no-mouse": options.mouse = .off
      case "--mouse": options.mouse = .reports
      case "-S", "--chop-long-lines": options.chopsLongLines = true
      case "-N", "--LINE-NUMBERS": options.showsLineNumbers = true
      case "--no-indicator": options.showsIndicator = false
      // Colours and attributes are read from escape sequences by default: less's -R is taken
      // as it is, so LESS=R and git's LESS=FRX mean what they mean to less.
      case "-R", "--RAW-CONTROL-CHARS": options.escapes = .styles
      case "--show-escapes": options.escapes = .placeholders
      case "--no-color", "--no-colour": options.usesColor = false
      case "-i", "--ignore-case": options.searchCase = .smart
      case "-I", "--IGNORE-CASE": options.searchCase = .insensitive
      case "-F", "--quit-if-one-screen": options.quitsIfOneScreen = true
      case "-X", "--no-init": options.usesAlternateScreen = false
      case "--markdown": options.format = .markdown
      case "--plain": options.format = .plain
      case "-p", "--pattern":
        let pattern: String
        if let inline { pattern = inline } else { pattern = try value(for: name) }
        guard !pattern.isEmpty else { throw .invalidValue(option: name, value: pattern) }
        options.initialCommand = "/" + pattern + "\r"
      case "-f", "--force": options.forcesReport = true
      case "--margin":
        let text: String
        if let inline { text = inline } else { text = try value(for: name) }
        guard let margin = Int(text), (0...40).contains(margin) else {
          throw .invalidValue(option: name, value: text)
        }
        options.margin = margin
      case "--latency", "--prefetch", "--pages", "--fail-every":
        let text: String
        if let inline { text = inline } else { text = try value(for: name) }
        try options.setNumbersOption(name, text)
      case "--report":
        if let inline { options.reportPath = inline } else { options.reportPath = try value(for: name) }
      default: throw .unknownOption(argument)
      }
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

  private mutating func setNumbersOption(_ name: String, _ text: String) throws(GuiaError) {
    numbers.isGiven = true
    switch name {
    case "--latency":
      guard let value = Double(text), value >= 0, value <= 60 else {
        throw .invalidValue(option: name, value: text)
      }
      numbers.latency = value
    default:
      guard let value = Int(text), value >= (name == "--prefetch" ? 0 : 1), value <= 10_000 else {
        throw .invalidValue(option: name, value: text)
      }
      switch name {
      case "--prefetch": numbers.prefetch = value
      case "--pages": numbers.pages = value
      default: numbers.failEvery = value
      }
    }
  }

  /// `--name=value` as its name and value.
  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }
}
