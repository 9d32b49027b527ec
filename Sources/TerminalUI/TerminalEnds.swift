#if canImport(Glibc)
  import Glibc
#endif
import CPlatform
import ScrollKit

/// The descriptors a terminal session reads keys from and draws on, and the `FILE` streams
/// ncurses' `newterm` takes of them: kept open as long as the screen is.
struct TerminalEnds {
  let inputDescriptor: Int32
  let outputDescriptor: Int32
  let inputFile: UnsafeMutablePointer<FILE>
  let outputFile: UnsafeMutablePointer<FILE>

  /// Keys from standard input or, when that is not a terminal (`cmd | guia`), from
  /// `/dev/tty`, as less reads them; drawn on standard output, or on the console's terminal
  /// when the process's prints go to a console.
  init(console: Console?) throws {
    if Platform.isTerminal(0) {
      inputDescriptor = 0
    } else {
      inputDescriptor = open("/dev/tty", O_RDONLY | O_CLOEXEC)
      guard inputDescriptor >= 0 else {
        throw TerminalError.noInput(String(cString: strerror(errno)))
      }
    }
    outputDescriptor = console?.terminalDescriptor ?? 1
    guard let input = fdopen(inputDescriptor, "r"), let output = fdopen(outputDescriptor, "w")
    else { throw TerminalError.system("fdopen failed") }
    inputFile = input
    outputFile = output
  }

  /// The output's window size, or `nil` when the descriptor has none.
  var windowSize: CellSize? {
    var rows: Int32 = 0
    var columns: Int32 = 0
    guard guia_get_winsize(outputDescriptor, &rows, &columns) == 0, rows > 0, columns > 0 else { return nil }
    return CellSize(width: Int(columns), height: Int(rows))
  }
}
