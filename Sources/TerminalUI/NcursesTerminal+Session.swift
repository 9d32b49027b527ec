#if canImport(Glibc)
  import Glibc
#endif
import Document

/// Opening and closing a full-screen session, shared by guia and by every program built on
/// GuiaUI: the locale is set for UTF-8 before ncurses starts, and the terminal is restored
/// on every way out of the loop (returned, thrown); a signal that ended the loop is raised
/// again only after that, so the parent sees the usual death by signal.
extension NcursesTerminal {
  /// Opens the terminal in the environment's locale (UTF-8: `C.UTF-8` when it is not).
  ///
  /// The parameters are those of ``init(mouse:drainsMainQueue:console:)``.
  /// - Throws: Why the terminal cannot be opened, before anything is written to it.
  public static func openSession(
    mouse: MouseMode = .wheelAsArrows, alternateScreen: Bool = true, colors: Bool = true,
    drainsMainQueue: Bool = false, console: Console? = nil
  ) throws(TerminalError) -> NcursesTerminal {
    Platform.useUTF8Locale()
    do {
      return try NcursesTerminal(
        mouse: mouse, alternateScreen: alternateScreen, colors: colors,
        drainsMainQueue: drainsMainQueue, console: console)
    } catch {
      throw error as? TerminalError ?? .system("\(error)")
    }
  }

  /// Runs `loop` (an event loop on this terminal) and restores the terminal however it
  /// ends.
  public func runRestoring(_ loop: () throws -> ExitReason) throws(TerminalError) -> ExitReason {
    defer { end() }
    do {
      return try loop()
    } catch {
      throw error as? TerminalError ?? .system("\(error)")
    }
  }

  /// Runs `application` full screen as the whole program, then exits: with status 0 when
  /// it quits; by the same signal when a signal ended it; with 69 (`EX_UNAVAILABLE`, as
  /// guia) and the reason on standard error when no terminal can be had.
  ///
  /// The event loop drains the dispatch main queue (``MainQueue``), so main-actor tasks and
  /// `DispatchQueue.main.async` work run between keys: call it from a synchronous main.
  ///
  /// - Parameter name: The program's name, before the reason of a failure.
  /// - Parameter makeApplication: Makes the application; it is freed, with all it holds,
  ///   before the program exits, so that nothing of it is still alive when `exit` runs (a
  ///   leak checker then sees no object it cannot account for).
  @MainActor
  public static func runProgram<Application: TerminalApplication>(
    name: String, _ makeApplication: () -> Application
  ) -> Never {
    do {
      guard Platform.isTerminal(1) else {
        throw TerminalError.system("standard output is not a terminal")
      }
      let reason = try run(makeApplication)
      if case .signal(let signal) = reason { Platform.reraise(signal) }
      exit(0)
    } catch {
      let reason = (error as? TerminalError)?.description ?? "\(error)"
      // The reason may name the user's TERM: it is text from outside.
      var message = Array("\(name): \(DisplayText(sanitizing: reason))\n".utf8)[...]
      while !message.isEmpty {
        let written = message.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        guard written > 0 || errno == EINTR else { break }
        message = message.dropFirst(max(0, written))
      }
      exit(69)
    }
  }

  /// Opens the terminal, runs the application `makeApplication` makes, restores the
  /// terminal; the application and the terminal are freed on return.
  @MainActor
  private static func run<Application: TerminalApplication>(
    _ makeApplication: () -> Application
  ) throws -> ExitReason {
    let terminal = try openSession(drainsMainQueue: true)
    let application = makeApplication()
    return try terminal.runRestoring { try application.run(on: terminal) }
  }
}
