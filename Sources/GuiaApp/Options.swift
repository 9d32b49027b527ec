/// What the command line asked for.
public struct Options: Hashable, Sendable {
  /// The file to show; `nil` for the built-in guide, `"-"` for standard input.
  public var path: String?
  /// Whether to print help and exit.
  public var showsHelp = false
  /// Whether to print the version and exit.
  public var showsVersion = false
  /// Whether to ask the terminal for mouse wheel events.
  public var usesMouse = true

  /// Creates the default options: the built-in guide, with the mouse.
  public init() {}

  /// Parses the arguments that follow the program name.
  ///
  /// - Throws: ``GuiaError/unknownOption(_:)`` or ``GuiaError/tooManyFiles(_:)``.
  public static func parse(_ arguments: [String]) throws(GuiaError) -> Options {
    var options = Options()
    var paths: [String] = []
    var onlyPaths = false
    for argument in arguments {
      if onlyPaths || argument == "-" || !argument.hasPrefix("-") {
        paths.append(argument)
        continue
      }
      switch argument {
      case "--": onlyPaths = true
      case "-h", "--help": options.showsHelp = true
      case "-V", "--version": options.showsVersion = true
      case "--no-mouse": options.usesMouse = false
      default: throw .unknownOption(argument)
      }
    }
    guard paths.count <= 1 else { throw .tooManyFiles(paths) }
    options.path = paths.first
    return options
  }
}
