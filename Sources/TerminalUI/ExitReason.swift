/// Why an event loop stopped (see ``TerminalApplication/run(on:)``).
public enum ExitReason: Hashable, Sendable {
  /// The reader quit.
  case quit
  /// A signal ended the session; the caller raises it again once the terminal is restored.
  case signal(Int32)
}
