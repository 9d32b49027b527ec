#if canImport(Glibc)
  import Glibc
#endif

/// Opens an address, as SwiftUI's `OpenURLAction`: `@Environment(\.openURL)` reads it, a
/// ``Link`` calls it, and `.environment(\.openURL, OpenURLAction { url in … })` puts a
/// program's own in front of the system's.
///
/// ```swift
/// @Environment(\.openURL) private var openURL
/// Button("Ayuda") { openURL(URL(string: "https://example.com/ayuda")!) }
/// ```
///
/// The system's action in a terminal runs `$BROWSER`, else `xdg-open`, with the address as
/// its one argument (no shell reads it), detached from the terminal, its output discarded.
@MainActor
public struct OpenURLAction {
  private let handler: @MainActor (URL) -> Result

  /// An action that hands each address to `handler`, whose ``Result`` says whether it opened
  /// it or leaves it to the system.
  public nonisolated init(handler: @escaping @MainActor (URL) -> Result) {
    self.handler = handler
  }

  /// Opens `url`.
  public func callAsFunction(_ url: URL) {
    callAsFunction(url) { _ in }
  }

  /// Opens `url`, then tells `completion` whether it was opened.
  public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
    switch handler(url).outcome {
    case .handled: completion(true)
    case .discarded: completion(false)
    case .system(let address): completion(SystemURLOpener.open(address ?? url))
    }
  }

  /// What a handler did with an address.
  public struct Result: Sendable {
    enum Outcome: Sendable {
      case handled, discarded
      case system(URL?)
    }
    let outcome: Outcome

    /// The handler opened it.
    public static let handled = Result(outcome: .handled)
    /// The handler would not open it, and nothing else will.
    public static let discarded = Result(outcome: .discarded)
    /// The system's action opens it.
    public static let systemAction = Result(outcome: .system(nil))
    /// The system's action opens `url` instead.
    public static func systemAction(_ url: URL) -> Result { Result(outcome: .system(url)) }
    /// The system's action opens `url` (a terminal has no in-app browser to prefer).
    public static func systemAction(_ url: URL, prefersInApp: Bool) -> Result {
      Result(outcome: .system(url))
    }
  }
}

/// The terminal's way to open an address: the reader's browser.
enum SystemURLOpener {
  /// Starts `$BROWSER url`, else `xdg-open url`, through `/bin/sh`, which puts it in the
  /// background and returns at once (reaped here, so no zombie is left); returns whether the
  /// shell ran. The address is the script's argument, never part of its text.
  static func open(_ url: URL) -> Bool {
    let script = #"${BROWSER:-xdg-open} "$1" </dev/null >/dev/null 2>&1 &"#
    let arguments = ["/bin/sh", "-c", script, "sh", url.absoluteString]
    var pid: pid_t = 0
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    guard posix_spawn(&pid, "/bin/sh", nil, nil, &argv, environ) == 0 else { return false }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1, errno == EINTR {}
    return true
  }
}

struct OpenURLKey: EnvironmentKey {
  static let defaultValue = OpenURLAction { _ in .systemAction }
}

extension EnvironmentValues {
  /// What opens an address (a ``Link``'s): the system's browser unless a view above puts its
  /// own action here.
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
}
