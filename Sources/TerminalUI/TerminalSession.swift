import Document

/// Opening and closing a full-screen session, shared by guia and by every program built on
/// GuiaUI: the locale is set for UTF-8 before ncurses starts, and the terminal is restored
/// on every way out of the loop (returned, thrown); a signal that ended the loop is raised
/// again only after that, so the parent sees the usual death by signal.
public enum TerminalSession {
  /// Opens the terminal in the environment's locale (UTF-8: `C.UTF-8` when it is not).
  ///
  /// The parameters are those of ``NcursesTerminal/init(mouse:alternateScreen:colors:drainsMainQueue:console:)``.
  /// - Throws: Why the terminal cannot be opened, before anything is written to it.
  public static func open(
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

  /// Runs `loop` (an event loop on `terminal`) and restores the terminal however it ends.
  public static func run(
    on terminal: NcursesTerminal, _ loop: () throws -> ExitReason
  ) throws(TerminalError) -> ExitReason {
    defer { terminal.end() }
    do {
      return try loop()
    } catch {
      throw error as? TerminalError ?? .system("\(error)")
    }
  }

  /// Runs the application `makeApplication` makes full screen: opens the terminal (UTF-8,
  /// the dispatch main queue drained by the event loop, so main-actor tasks and
  /// `DispatchQueue.main.async` work run between keys), runs until it quits, and restores
  /// the terminal however it ends. The one way a view is run on a terminal of its own
  /// (GuiaUI's `App.main()`, guia's demos); guia's reader, which runs several views in turn
  /// on one terminal, opens it with ``open(mouse:alternateScreen:colors:drainsMainQueue:console:)``.
  ///
  /// Nothing here ends the process: the caller, the program's `main`, raises again the
  /// signal an ``ExitReason/signal(_:)`` names once the terminal is restored.
  ///
  /// - Parameter makeApplication: Makes the application once the terminal is open; it is
  ///   freed, with all it holds, before this returns (a leak checker at exit then sees no
  ///   object it cannot account for).
  /// - Throws: Why the terminal cannot be had, before anything is written to it.
  @MainActor
  public static func run<Application: TerminalApplication>(
    mouse: MouseMode = .wheelAsArrows, console: Console? = nil,
    _ makeApplication: () -> Application
  ) throws(TerminalError) -> ExitReason {
    let terminal = try open(mouse: mouse, drainsMainQueue: true, console: console)
    let application = makeApplication()
    return try run(on: terminal) { try application.run(on: terminal) }
  }
}
