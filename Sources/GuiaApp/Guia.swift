#if canImport(Glibc)
  import Glibc
#endif
import Document
import TerminalUI

/// The `guia` command: parse the arguments, load the document, show it, exit.
public enum Guia {
  /// The version `--version` prints.
  public static let version = "0.1.0"

  /// Runs guia and exits the process with its status. The only function that exits.
  public static func main(arguments: [String]) -> Never {
    let status: ExitStatus
    do {
      status = try run(arguments: arguments)
    } catch {
      FileHandleWriter.standardError.write("guia: \(error)\n")
      status = error.exitStatus
    }
    exit(status.rawValue)
  }

  /// Runs guia; returns the status to exit with, or throws the error to report.
  public static func run(arguments: [String]) throws(GuiaError) -> ExitStatus {
    let options = try Options.parse(arguments)
    if options.showsHelp {
      FileHandleWriter.standardOutput.write(HelpText.text)
      return .success
    }
    if options.showsVersion {
      FileHandleWriter.standardOutput.write("guia \(version)\n")
      return .success
    }
    let document = try DocumentLoader.load(options.path)
    guard Platform.isTerminal(1) else {
      let width = Platform.environment(.columns).flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? 80
      document.growingInput?.waitUntilFinished()
      let written = PlainTextPrinter.print(title: document.printedTitle, rows: document.rows(width)) {
        FileHandleWriter.standardOutput.write($0)
      }
      guard written else { throw .writeFailed(reason: String(cString: strerror(errno))) }
      return .success
    }
    Platform.useUTF8Locale()
    let terminal: NcursesTerminal
    do {
      terminal = try NcursesTerminal(
        mouse: options.usesMouse, wakeDescriptor: document.growingInput?.wakeDescriptor)
    } catch {
      throw .terminal(error as? TerminalError ?? .system("\(error)"))
    }
    let viewer = Viewer(
      content: document.rows(terminal.size.columns), title: document.title, size: terminal.size)
    let reason: ExitReason
    do {
      reason = try viewer.run(on: terminal)
    } catch {
      terminal.end()
      throw .terminal(error as? TerminalError ?? .system("\(error)"))
    }
    terminal.end()
    if case .signal(let signal) = reason { Platform.reraise(signal) }
    return .success
  }
}

/// Writes whole strings to a file descriptor, retrying short writes.
struct FileHandleWriter {
  let descriptor: Int32
  static let standardOutput = FileHandleWriter(descriptor: 1)
  static let standardError = FileHandleWriter(descriptor: 2)

  /// Writes `text`; returns whether every byte was written.
  @discardableResult
  func write(_ text: String) -> Bool {
    var bytes = Array(text.utf8)[...]
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
