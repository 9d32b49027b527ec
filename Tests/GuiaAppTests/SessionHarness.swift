#if canImport(Glibc)
  import Glibc
#endif
import Foundation
import Localization
import Reader
import ScrollKit
import TerminalTestSupport
import TerminalUI
import Testing

@testable import GuiaApp

/// guia's session of one or more files run as `guia` runs it once the terminal is open (see
/// `Guia.read`), on a headless terminal: the command line and environment given, the keys
/// typed, every screen kept. Nothing runs in a pseudo-terminal, nothing reads this process's
/// environment.
@MainActor
struct SessionHarness {
  let terminal: HeadlessTerminal
  let session: ReadingSession
  /// Why the session ended.
  let reason: ExitReason
  /// The search history file the environment named, saved as guia saves it at the end.
  let historyFile: HistoryFile?

  /// Runs guia's session for `arguments` (files and options, as typed after `guia`) and
  /// `environment` on a terminal of `size`, typing each of `keys` (bytes as a terminal sends
  /// them, decoded as the terminal decodes them; a lone ESC is one element). When the keys
  /// run out the terminal types `q`: the last key must leave the reader where `q` quits.
  /// `beforeKey` runs before each key is read, given its index among the keys. `document`,
  /// when given, is shown instead of what the arguments name (the built-in guide, standard
  /// input), as `DocumentLoader` would have loaded it.
  init(
    _ arguments: [String], environment: [String: String] = [:], keys: [String],
    size: CellSize = CellSize(width: 80, height: 24), document given: LoadedDocument? = nil,
    unread: [GuiaError] = [], beforeKey: @escaping (Int) throws -> Void = { _ in }
  ) throws {
    try self.init(
      arguments, environment: environment, steps: keys.map(Step.keys), size: size, document: given,
      unread: unread, beforeKey: beforeKey)
  }

  /// Runs guia's session as ``init(_:environment:keys:size:document:unread:beforeKey:)`` does
  /// (the command of `+cmd` or `-p` typed first, as guia types it), playing `steps`: keys typed, and waits for the work the session's inputs post to the
  /// event loop's queue (a pipe's pages), which runs only in those waits.
  init(
    _ arguments: [String], environment: [String: String] = [:], steps: [Step],
    size: CellSize = CellSize(width: 80, height: 24), document given: LoadedDocument? = nil,
    unread: [GuiaError] = [], beforeKey: @escaping (Int) throws -> Void = { _ in }
  ) throws {
    let options = try Options.parse(arguments, environment: environment)
    var settings = options.settings
    settings.language = .spanish
    settings.allowedFeatures = try SecureFeatures { environment[$0] }
    let preprocessor = options.inputPreprocessor(environment: { environment[$0] }, features: settings.allowedFeatures)
    let document = try given ?? DocumentLoader.load(options.path, format: options.format, preprocessor: preprocessor)
    // The command of `+cmd` or `-p` is typed first, as `Guia.read` types it into the terminal.
    let typed = (options.initialCommand.map { [Step.keys($0)] } ?? []) + steps
    terminal = HeadlessTerminal(size: size, steps: typed.flatMap(\.terminalSteps))
    terminal.beforeEvent = beforeKey
    settings.strikethrough = terminal.drawsStrikethrough ? .attribute : .markers
    historyFile = HistoryFile(environment: { environment[$0] }, features: settings.allowedFeatures)
    session = ReadingSession(
      first: document, options: options, settings: settings, width: size.width, preprocessor: preprocessor,
      searchHistory: SearchHistory(historyFile?.load() ?? []), unread: unread, mainQueue: terminal.mainQueue)
    session.announce(options.environmentMistakes)
    reason = try session.run(on: terminal)
    historyFile?.save(session.searchHistory.remembered)
  }

  /// One step of a session's script.
  enum Step {
    /// Keys typed (see ``SessionHarness/events(typing:)``).
    case keys(String)
    /// The event loop's queue runs until a screen that `isReached` accepts (its rows) is
    /// drawn: a pipe read on as far as a command needs.
    case mainQueue(until: String, _ isReached: ([String]) -> Bool)
    /// Another program writes `text` to the terminal (a background job's escapes and words).
    case writtenFromOutside(String)
    /// The window takes this size.
    case resize(CellSize)

    var terminalSteps: [HeadlessTerminal.Step] {
      switch self {
      case .keys(let keys): SessionHarness.events(typing: [keys]).map(HeadlessTerminal.Step.event)
      case .mainQueue(let name, let isReached): [.mainQueue(until: name) { isReached($0.lines) }]
      case .writtenFromOutside(let text): [.writtenFromOutside(Array(text.utf8))]
      case .resize(let size): [.event(.resize(size))]
      }
    }
  }

  /// The keys `chunks` are, as the terminal's decoder reads them, each chunk on its own.
  nonisolated static func events(typing chunks: [String]) -> [TerminalEvent] {
    chunks.flatMap { chunk in
      var decoder = InputDecoder()
      return (decoder.feed(Array(chunk.utf8)) + decoder.timeOut()).map(TerminalEvent.key)
    }
  }

  /// Every screen drawn, in order, as rows of text.
  var screens: [[String]] { terminal.frames.map(\.lines) }
  /// The last screen drawn.
  var lines: [String] { screens.last ?? [] }

  /// Expects screens that `steps` describe to have been drawn in their order (each after the
  /// one the step before found); returns the screen each found, to look at further.
  @discardableResult
  func expectScreens(
    _ steps: (String, ([String]) -> Bool)..., sourceLocation: SourceLocation = #_sourceLocation
  ) -> [[String]] {
    var found: [[String]] = []
    var rest = screens[...]
    for (name, matches) in steps {
      guard let index = rest.firstIndex(where: matches) else {
        Issue.record(
          "no screen \(name) after the one before; the last one: \(rest.last ?? screens.last ?? [])",
          sourceLocation: sourceLocation)
        return found
      }
      found.append(rest[index])
      rest = rest[(index + 1)...]
    }
    return found
  }
}

extension [String] {
  /// The footer's row, without the blanks around it.
  var footer: String { (last ?? "").trimmingCharacters(in: .whitespaces) }
  /// The header's title: its row up to the first wide gap.
  var title: String {
    guard let header = first else { return "" }
    guard let gap = header.range(of: "   ") else { return header }
    return String(header[..<gap.lowerBound])
  }
}

/// A new empty folder for one test's files, in the system's temporary folder (as the pty
/// journeys' are).
func temporaryFolder() throws -> URL {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guia-session-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return folder
}

extension URL {
  /// A file `name` holding `text` in this folder.
  func file(_ name: String, _ text: String) throws -> URL {
    let url = appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url
  }
}
