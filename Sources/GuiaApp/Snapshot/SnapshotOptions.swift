import ScrollKit
import TerminalUI

/// What `guia snapshot` was asked for: the terminal's size, the keys, where the screens go,
/// what the last one must show; the rest of the command line is guia's own (a file, `demo
/// NAME`, `-N`, `--report FILE`…), for the guia it runs.
public struct SnapshotOptions: Equatable, Sendable {
  /// The picture's format, from the output's extension.
  public enum Format: String, Equatable, Sendable {
    case text = "txt", svg, png
  }

  /// The private terminal's size (`--size COLSxROWS`).
  public var size = CellSize(width: 80, height: 24)
  /// The keys typed once the first screen is drawn (`--keys SCRIPT`).
  public var keys = KeyScript.none
  /// Where the screen goes (`-o FILE`); `nil` (or `-o -`): its text on standard output.
  public var output: String?
  /// Whether every step's screen is written, the first screen's too (`--every-key`).
  public var everyKey = false
  /// Texts the last screen must show (`--expect TEXT`, any number of them).
  public var expectations: [String] = []
  /// Seconds guia has to settle after each step (`--timeout`).
  public var timeout = 10
  /// guia's own arguments.
  public var viewerArguments: [String] = []

  /// The format `output`'s extension names (text without one).
  public var format: Format {
    guard let output, let dot = output.lastIndex(of: "."), !output[dot...].contains("/") else { return .text }
    return Format(rawValue: output[output.index(after: dot)...].lowercased()) ?? .text
  }

  /// The snapshot options in `arguments` (what follows `snapshot`); every other argument is
  /// guia's, and must parse as guia's options do.
  public static func parse(_ arguments: [String]) throws(GuiaError) -> SnapshotOptions {
    var options = SnapshotOptions()
    var index = 0
    func value(_ name: String) throws(GuiaError) -> String {
      index += 1
      guard index < arguments.count else { throw .missingValue(name) }
      return arguments[index]
    }
    var viewer: [String] = []
    while index < arguments.count {
      let argument = arguments[index]
      defer { index += 1 }
      switch argument {
      case "--":
        viewer += arguments[index...]
        index = arguments.count
      case "--size":
        let text = try value(argument)
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
          (10...500).contains(columns), (3...200).contains(rows)
        else { throw .invalidValue(option: argument, value: text) }
        options.size = CellSize(width: columns, height: rows)
      case "--keys":
        let script = try value(argument)
        do {
          options.keys = try KeyScript(script)
        } catch {
          throw .invalidValue(option: "--keys", value: error.word)
        }
      case "-o", "--output":
        let path = try value(argument)
        guard !path.isEmpty else { throw .invalidValue(option: argument, value: path) }
        // `-`: standard output, as the text goes without -o.
        options.output = path == "-" ? nil : path
      case "--every-key": options.everyKey = true
      case "--expect": options.expectations.append(try value(argument))
      case "--timeout":
        let text = try value(argument)
        guard let seconds = Int(text), (1...600).contains(seconds) else {
          throw .invalidValue(option: argument, value: text)
        }
        options.timeout = seconds
      default: viewer.append(argument)
      }
    }
    if options.everyKey, options.output == nil { throw .missingValue("--every-key -o") }
    // guia's own arguments are checked here, before any terminal is opened.
    let parsed = try Options.parse(viewer)
    guard !parsed.showsHelp, !parsed.showsVersion, !parsed.writesManPage, parsed.completionShell == nil
    else { throw .invalidValue(option: "snapshot", value: viewer.joined(separator: " ")) }
    options.viewerArguments = viewer
    return options
  }

  /// Where step `step`'s screen goes with `--every-key`: `end-003.svg` for `end.svg`.
  public func output(forStep step: Int) -> String? {
    guard let output else { return nil }
    guard everyKey else { return output }
    let number = String(step)
    let padded = String(repeating: "0", count: max(0, 3 - number.count)) + number
    guard format != .text || output.hasSuffix(".txt"), let dot = output.lastIndex(of: ".") else {
      return output + "-" + padded
    }
    return output[..<dot] + "-" + padded + output[dot...]
  }
}
