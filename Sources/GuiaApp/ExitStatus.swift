/// The statuses guia exits with, as `--help` and the README list them.
public struct ExitStatus: RawRepresentable, Hashable, Sendable {
  public let rawValue: Int32
  public init(rawValue: Int32) { self.rawValue = rawValue }

  /// The reader quit, or the document was printed.
  public static let success = ExitStatus(rawValue: 0)
  /// `guia snapshot --expect`: the final screen lacks the text (as grep's 1: not found).
  public static let expectationFailed = ExitStatus(rawValue: 1)
  /// The only file looked binary and the reader chose not to see it (less's status 1).
  public static let notShown = ExitStatus(rawValue: 1)
  /// The command line was wrong (`EX_USAGE`).
  public static let usage = ExitStatus(rawValue: 64)
  /// The document could not be read (`EX_NOINPUT`).
  public static let noInput = ExitStatus(rawValue: 66)
  /// The terminal could not be opened (`EX_UNAVAILABLE`).
  public static let terminalUnavailable = ExitStatus(rawValue: 69)
  /// Something guia needs is not there: a snapshot's guia that never settled, a PNG
  /// converter (`EX_UNAVAILABLE` too).
  public static let unavailable = ExitStatus(rawValue: 69)
  /// The report file could not be written (`EX_CANTCREAT`).
  public static let cannotCreate = ExitStatus(rawValue: 73)
  /// Writing the document out failed (`EX_IOERR`).
  public static let ioError = ExitStatus(rawValue: 74)
}
