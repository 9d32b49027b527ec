import TerminalUI

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
  /// Runs the app full screen and exits.
  public static func main() {
    NcursesTerminal.runProgram(name: "\(Self.self)") {
      GuiaUIHost(root: rootView(of: Self().body) ?? AnyView(EmptyView()))
    }
  }
}
