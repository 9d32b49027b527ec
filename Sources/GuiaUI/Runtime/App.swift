import Document
import TerminalUI
#if canImport(Glibc)
  import Glibc
#endif

/// A program built of GuiaUI views, as SwiftUI's `App`: mark it `@main` and its window
/// runs full screen on the terminal.
///
/// ```swift
/// @main
/// struct GuideApp: App {
///   var body: some Scene {
///     WindowGroup { AssemblyGuideView() }
///   }
/// }
/// ```
///
/// ``main()`` opens the terminal (ncurses, in UTF-8), runs the first ``WindowGroup``'s view
/// in a ``GuiaUIHost`` until a view calls ``TerminateAction`` or the reader presses `q`
/// (the loop drains the main queue, so `.task` and `DispatchQueue.main.async` work runs),
/// restores the terminal on every way out, and exits: 0 after quitting, by the same signal
/// when one ended the program (Ctrl-C), 69 with the reason when no terminal can be opened.
@MainActor @preconcurrency
public protocol App {
  /// The scenes of the app.
  associatedtype Body: Scene
  /// The app's content.
  @SceneBuilder @MainActor var body: Body { get }
  /// Makes the app; ``main()`` calls it once.
  init()
}

extension App {
  /// Runs the app full screen, then ends the program as a command line program ends: the
  /// status 0 after quitting, the same signal when one ended it, 69 (`EX_UNAVAILABLE`) and
  /// the reason on standard error when no terminal can be had. SwiftUI's `main()` does not
  /// return either: this is the program's own `main`, the one place GuiaUI ends a process.
  public static func main() {
    let reason: ExitReason
    do throws(TerminalError) {
      guard Platform.isTerminal(1) else { throw .system("standard output is not a terminal") }
      reason = try TerminalSession.run {
        GuiaUIHost(root: rootView(of: Self().body) ?? AnyView(EmptyView()))
      }
    } catch {
      // The reason may name the user's TERM: it is text from outside.
      Platform.writeStandardError(DisplayText(sanitizing: "\(Self.self): \(error.description)\n"))
      exit(69)
    }
    if case .signal(let signal) = reason { Platform.reraise(signal) }
  }
}
