import ScrollKit

#if canImport(Glibc)
  import Glibc
#endif
import Document
import Localization
import GuiaUI
import GuiaUIExamples
import Reader
import TerminalUI

/// The `guia` command: parse the arguments, load the document, show it, exit.
public enum Guia {
  /// The version `--version` prints.
  public static let version = "0.1.0"

  /// Runs guia and exits the process with its status. The only function that exits.
  public static func main(arguments: [String]) -> Never {
    Platform.keepFreedMemory()
    let status: ExitStatus
    do {
      status = try run(arguments: arguments)
    } catch {
      // A file name or an option in the message is the user's text: it may hold escapes.
      FileHandleWriter.standardError.write("guia: \(DisplayText(sanitizing: error.description))\n")
      status = error.exitStatus
    }
    exit(status.rawValue)
  }

  /// Runs guia; returns the status to exit with, or throws the error to report.
  public static func run(arguments: [String]) throws(GuiaError) -> ExitStatus {
    // Under a file-size limit (`ulimit -f`), a write past it fails with EFBIG, which the spool
    // and the report say, instead of killing guia with the terminal left raw.
    signal(SIGXFSZ, SIG_IGN)
    var environment: [String: String] = [:]
    for name in ["GUIA", "LESS"] {
      if let value = getenv(name) { environment[name] = String(cString: value) }
    }
    if arguments.first == "snapshot" {
      return try SnapshotCommand.run(Array(arguments.dropFirst()))
    }
    var options = try Options.parse(arguments, environment: environment)
    if options.showsHelp {
      FileHandleWriter.standardOutput.write(HelpText.text)
      return .success
    }
    if options.showsVersion {
      FileHandleWriter.standardOutput.write("guia \(version)\n")
      return .success
    }
    if options.writesManPage {
      FileHandleWriter.standardOutput.write(ManPage.roff(in: .current))
      return .success
    }
    if let shell = options.completionShell {
      FileHandleWriter.standardOutput.write(ShellCompletion.script(for: shell, in: .current))
      return .success
    }
    var settings = options.settings
    settings.language = options.language ?? .current
    do {
      settings.allowedFeatures = try SecureFeatures(environment: variable)
    } catch {
      throw .unknownSecureFeature(variable: error.variable, name: error.name)
    }
    // As less: secure mode without "stop" ignores Ctrl-Z (the terminal keeps it ignored).
    if !settings.allowedFeatures.contains(.stop) { signal(SIGTSTP, SIG_IGN) }
    if let demo = options.demo {
      return try runDemo(demo, options: options)
    }
    // LESSCLOSE for the files read through LESSOPEN, however guia ends but by a signal (see
    // read(_:on:settings:options:)).
    defer { InputPreprocessor.closeAll() }
    let preprocessor = options.inputPreprocessor(environment: variable, features: settings.allowedFeatures)
    guard Platform.isTerminal(1) else {
      // As cat and less: every file named, one after the other; one that cannot be read is
      // said on standard error and the others are still written (status 66 at the end).
      var status = ExitStatus.success
      for path in options.paths.isEmpty ? [nil] : options.paths.map(Optional.some) {
        do throws(GuiaError) {
          _ = try print(try DocumentLoader.load(path, format: options.format, preprocessor: preprocessor))
        } catch {
          guard error.isUnreadableFile, options.paths.count > 1 else { throw error }
          FileHandleWriter.standardError.write("guia: \(DisplayText(sanitizing: error.description))\n")
          status = error.exitStatus
        }
      }
      return status
    }
    // A first file that may wait (a silent FIFO, LESSOPEN's command) does so behind an open
    // terminal that answers q; one that loads at once is taken as any other.
    var firstLoad = options.quitsIfOneScreen || options.initialCommand != nil
      ? nil : FirstLoad.start(options.path, format: options.format, preprocessor: preprocessor)
    let loadedAtOnce = firstLoad?.result(within: 0.05)
    if loadedAtOnce != nil { firstLoad = nil }
    var (document, unread): (LoadedDocument, [GuiaError])
    if let firstLoad {
      (document, unread) = (firstLoad.placeholder, [])
    } else {
      (document, unread) = try firstReadable(&options, preprocessor: preprocessor, first: loadedAtOnce)
    }
    if options.quitsIfOneScreen, let size = Platform.windowSize(of: 1),
      let status = try printIfOneScreen(&document, size: size, options: options)
    {
      return status
    }
    let terminal: NcursesTerminal
    do throws(GuiaError) {
      terminal = try openTerminal(options, document: document.identity)
    } catch {
      // As less on a terminal it cannot drive (TERM=dumb, unknown or unset), which warns and
      // goes on: guia warns and writes the files, sanitised, as -F prints one. Nothing is lost.
      guard case .terminal(let failure) = error, failure.isUnusableTerminalType else { throw error }
      FileHandleWriter.standardError.write(
        "guia: \(failure.description)\nguia: \(TerminalError.writingTextInstead.text(in: .current))\n")
      var status = try printSanitised(document)
      for path in options.paths.dropFirst() {
        status = try printSanitised(try DocumentLoader.load(path, format: options.format, preprocessor: preprocessor))
      }
      return status
    }
    let result = MainActor.assumeIsolated {
      Result { () throws(GuiaError) in
        try read(
          document, on: terminal, settings: settings, options: options, preprocessor: preprocessor, unread: unread,
          awaiting: firstLoad)
      }
    }
    return try result.get()
  }

  /// The first file of `options` that can be read, and why those before it could not: as
  /// less, a file that cannot be read is said and the next one shows, and guia ends only when
  /// none can be read (each one's error on standard error). The unread files leave
  /// `options`' list.
  static func firstReadable(
    _ options: inout Options, preprocessor: InputPreprocessor?, first: Result<LoadedDocument, GuiaError>? = nil
  ) throws(GuiaError) -> (LoadedDocument, unread: [GuiaError]) {
    var unread: [GuiaError] = []
    // The first file's load, when it ran already (see FirstLoad): a FIFO is read once.
    var loaded = first
    while true {
      do throws(GuiaError) {
        if let result = loaded {
          loaded = nil
          return (try result.get(), unread)
        }
        return (try DocumentLoader.load(options.path, format: options.format, preprocessor: preprocessor), unread)
      } catch {
        guard error.isUnreadableFile, options.paths.count > 1 else {
          for earlier in unread {
            FileHandleWriter.standardError.write("guia: \(DisplayText(sanitizing: earlier.description))\n")
          }
          throw error
        }
        unread.append(error)
        options.paths.removeFirst()
      }
    }
  }

  /// Shows `document` (and the other files named, read through `preprocessor`) in guia's
  /// reader until the reader quits; restores the terminal, writes the report, and re-raises a
  /// signal that ended the session.
  @MainActor
  private static func read(
    _ document: LoadedDocument, on terminal: NcursesTerminal, settings: ReaderSettings,
    options: Options, preprocessor: InputPreprocessor?, unread: [GuiaError] = [], awaiting firstLoad: FirstLoad? = nil
  ) throws(GuiaError) -> ExitStatus {
    var readerSettings = settings
    readerSettings.strikethrough = terminal.drawsStrikethrough ? .attribute : .markers
    // The search history of earlier runs, as less keeps it.
    let historyFile = HistoryFile(environment: variable, features: settings.allowedFeatures)
    let session = ReadingSession(
      first: document, options: options, settings: readerSettings, width: terminal.size.width,
      preprocessor: preprocessor, searchHistory: SearchHistory(historyFile?.load() ?? []), unread: unread,
      loadsInBackground: true)
    session.announce(options.environmentMistakes)
    if let firstLoad { session.awaitFirst(firstLoad) }
    if let command = options.initialCommand { terminal.type(command) }
    let reason = try runRestoring(terminal) { try session.run(on: terminal) }
    historyFile?.save(session.searchHistory.remembered)
    // As less: the only file looked binary and was not shown.
    if session.declined { return .notShown }
    if let path = options.reportPath {
      // Checked again: the path may have changed while the reader read.
      try session.checkReport()
      if let failure = FileWriter.write(session.report, to: path) {
        throw .reportFailed(path: path, reason: failure)
      }
    }
    if case .signal(let signal) = reason {
      InputPreprocessor.closeAll()
      Platform.reraise(signal)
    }
    return .success
  }

  /// Writes `document` to standard output, which is not a terminal: plain text as its bytes
  /// (as `cat` does), Markdown laid out at `$COLUMNS` as plain text.
  private static func print(_ document: LoadedDocument) throws(GuiaError) -> ExitStatus {
    let written: Bool
    if let bytes = document.bytes {
      written = try bytes.copyBytes { FileHandleWriter.standardOutput.write(bytes: $0) }
    } else {
      let width = Platform.environment(.columns).flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? 80
      written = PlainTextPrinter.print(title: document.printedTitle, rows: document.rows(width)) {
        FileHandleWriter.standardOutput.write($0)
      }
    }
    guard written else { throw .writeFailed(reason: String(cString: strerror(errno))) }
    return .success
  }

  /// Writes `document` to standard output, a terminal guia cannot draw on: its text as the
  /// reader shows it, sanitised, with no attribute, at the window's width.
  private static func printSanitised(_ document: LoadedDocument) throws(GuiaError) -> ExitStatus {
    let columns = Platform.windowSize(of: 1)?.width
      ?? Platform.environment(.columns).flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? 80
    let written = PlainTextPrinter.print(title: document.printedTitle, rows: document.rows(columns)) {
      FileHandleWriter.standardOutput.write($0)
    }
    guard written else { throw .writeFailed(reason: String(cString: strerror(errno))) }
    return .success
  }

  /// Less's `-F`: a document that fits on one screen (its rows, and a row for the shell's
  /// prompt) is printed, sanitised, with no screen opened; `nil` when it does not fit. A pipe
  /// is read first, until it ends or holds more lines than the screen.
  private static func printIfOneScreen(
    _ document: inout LoadedDocument, size: CellSize, options: Options
  ) throws(GuiaError) -> ExitStatus? {
    let limit = size.height - 1 - (document.printedTitle == nil ? 0 : 1)
    if let pipe = document.pipe {
      // As less: the input is read until it ends or is known to be longer than a screen.
      let ended = MainActor.assumeIsolated { pipe.readAhead(lines: limit, bytes: 1 << 20) }
      guard ended else { return nil }
    }
    let noColor = Platform.environment(.noColor).map { !$0.isEmpty } ?? false
    guard let text = OneScreenPrint.text(of: &document, size: size, options: options, noColor: noColor) else {
      return nil
    }
    let written = FileHandleWriter.standardOutput.write(text)
    guard written else { throw .writeFailed(reason: String(cString: strerror(errno))) }
    return .success
  }

  /// Opens the terminal, once nothing that can still be found out before it opens has failed.
  private static func openTerminal(
    _ options: Options, document: FileIdentity? = nil
  ) throws(GuiaError) -> NcursesTerminal {
    try checkReport(options, document: document)
    do {
      // The reader's input comes back on the main queue, which the event loop drains.
      return try TerminalSession.open(
        mouse: options.mouse, alternateScreen: options.usesAlternateScreen,
        colors: options.usesColor, drainsMainQueue: true)
    } catch {
      throw .terminal(error)
    }
  }

  /// Throws why the report cannot be written to its path, if it cannot.
  private static func checkReport(_ options: Options, document: FileIdentity?) throws(GuiaError) {
    guard let path = options.reportPath else { return }
    // Every file on the command line is a document, not only the one shown first.
    let documents = [document].compactMap { $0 } + options.paths.compactMap { FileIdentity(path: $0) }
    if let reason = FileWriter.problem(
      writing: path, documents: documents, force: options.forces)
    {
      throw .reportFailed(path: path, reason: reason)
    }
  }

  private static func runDemo(_ demo: Options.Demo, options: Options)
    throws(GuiaError) -> ExitStatus
  {
    guard Platform.isTerminal(1) else { throw .notATerminal }
    let mouse = options.mouse
    // The seeds' own views, run by GuiaUI; the seeds print, and the offset and numbers
    // demos show it on a console row.
    switch demo {
    case .assembly:
      return try HostedView.runOnMain({ SeedDemos.assembly() }, showsConsole: false, mouse: mouse)
    case .offset:
      return try HostedView.runOnMain({ SeedDemos.offset() }, showsConsole: true, mouse: mouse)
    case .margins:
      return try HostedView.runOnMain({ SeedDemos.margins() }, showsConsole: false, mouse: mouse)
    case .numbers where !options.numbers.isGiven:
      return try HostedView.runOnMain({ SeedDemos.numbers() }, showsConsole: true, mouse: mouse)
    case .numbers:
      // A configurable source (--latency, --prefetch, --pages, --fail-every).
      let numbers = options.numbers
      return try HostedView.runOnMain(
        {
          NumbersDemoView(
            model: PagedNumbersModel(
              source: SimulatedNumberSource(options: numbers), prefetch: numbers.prefetch))
        }, showsConsole: false, mouse: mouse)
    }
  }

  /// Runs an event loop on `terminal` and restores the terminal however it ends.
  private static func runRestoring(
    _ terminal: NcursesTerminal, _ loop: () throws -> ExitReason
  ) throws(GuiaError) -> ExitReason {
    do {
      return try TerminalSession.run(on: terminal, loop)
    } catch {
      throw .terminal(error)
    }
  }
}

/// The value of this process's environment variable `name`, if set.
private func variable(_ name: String) -> String? {
  getenv(name).map { String(cString: $0) }
}

/// Writes whole strings to a file descriptor, retrying short writes.
struct FileHandleWriter {
  let descriptor: Int32
  static let standardOutput = FileHandleWriter(descriptor: 1)
  static let standardError = FileHandleWriter(descriptor: 2)

  /// Writes `text`; returns whether every byte was written.
  @discardableResult
  func write(_ text: String) -> Bool {
    write(bytes: Array(text.utf8))
  }

  /// Writes `bytes` as they are; returns whether every one was written.
  @discardableResult
  func write(bytes whole: [UInt8]) -> Bool {
    var bytes = whole[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        return false
      }
      bytes = bytes.dropFirst(written)
    }
    return true
  }
}
