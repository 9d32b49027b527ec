#if canImport(Glibc)
  import Glibc
#endif

/// Where an app's `@AppStorage` and `@SceneStorage` values are kept between runs: a GuiaUI
/// addition standing where SwiftUI has `UserDefaults` (a terminal app has no defaults
/// database).
///
/// ``standard`` keeps them in the app's folder under the XDG state folder,
/// `$XDG_STATE_HOME/<app>/` (`~/.local/state/<app>/`), `<app>` being the executable's name:
/// `app-storage` and `scene-storage`, written whole to a new file and renamed over the old
/// (never seen half written) at each change. A file that cannot be read as a storage file is
/// ignored, and every value takes its default. A store of another folder
/// (``init(directory:)``), set with ``View/defaultAppStorage(_:)``, keeps a program's tests
/// out of the user's folder.
public final class AppStateStore: @unchecked Sendable {
  /// The folder of the files; `nil`: the values live only as long as the program.
  public let directory: String?
  /// The values of `@AppStorage`.
  let appStorage: PersistentFile
  /// The values of `@SceneStorage` (a terminal has one scene, the window).
  let sceneStorage: PersistentFile

  /// A store keeping its files in `directory` (made, mode 0700, at the first write); `nil`
  /// keeps the values in memory.
  public init(directory: String?) {
    self.directory = directory
    appStorage = PersistentFile(path: directory.map { $0 + "/app-storage" })
    sceneStorage = PersistentFile(path: directory.map { $0 + "/scene-storage" })
  }

  /// The app's store: `$XDG_STATE_HOME/<app>`, else `$HOME/.local/state/<app>`, `<app>`
  /// the executable's name; in memory when neither variable is set.
  public static let standard = AppStateStore(
    directory: folder(
      stateHome: variable("XDG_STATE_HOME"), home: variable("HOME"),
      app: CommandLine.arguments.first.map(executableName) ?? ""))

  /// The folder of `app`'s files under the state folder (`stateHome`, else `home`'s
  /// `.local/state`), as the XDG Base Directory specification places them; a relative
  /// `stateHome` is ignored, as the specification asks.
  static func folder(stateHome: String?, home: String?, app: String) -> String? {
    guard !app.isEmpty else { return nil }
    if let stateHome, stateHome.hasPrefix("/") { return stateHome + "/" + app }
    guard let home, !home.isEmpty else { return nil }
    return home + "/.local/state/" + app
  }

  /// The last part of a path (`/usr/bin/notes` → `notes`).
  static func executableName(_ path: String) -> String {
    String(path.split(separator: "/").last ?? "")
  }

  private static func variable(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    let text = String(cString: value)
    return text.isEmpty ? nil : text
  }
}

/// One storage file: its values, read at the first use, and the views that read each key.
final class PersistentFile: @unchecked Sendable {
  let path: String?
  private var loaded: PersistedValues?
  /// The nodes whose views declared each key, marked stale when it is written.
  private var readers: [String: NodeReaders] = [:]

  init(path: String?) { self.path = path }

  /// The most of a file read: beyond it, the file is not a storage file.
  static let largest = 16 << 20

  private var values: PersistedValues {
    if let loaded { return loaded }
    let values = path.flatMap(Self.read).map(PersistedValues.init(parsing:)) ?? PersistedValues()
    loaded = values
    return values
  }

  func value(for key: String) -> PersistedValue? { values[key] }

  /// Notes that the view of `node` shows the value of `key`.
  func noteReader(_ node: ViewNode, of key: String) {
    readers[key, default: NodeReaders()].insert(node)
  }

  /// Writes `value` (nil removes the key), the file replaced, and marks the views that show
  /// the key stale. Writing the value already there does nothing.
  @MainActor
  func set(_ value: PersistedValue?, for key: String) {
    var values = values
    guard values[key] != value else { return }
    values[key] = value
    loaded = values
    if let path { Self.replace(path, with: values.encoded) }
    readers[key]?.invalidateAll()
  }

  /// The bytes of the regular file at `path`; nil when there is none or it is too large.
  private static func read(_ path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) <= largest
    else { return nil }
    var bytes: [UInt8] = []
    var page = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = page.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { return nil }
      if count == 0 { return bytes }
      bytes += page[..<count]
      guard bytes.count <= largest else { return nil }
    }
  }

  /// Writes `bytes` to a new file beside `path` (mode 0600), synced, and renames it over
  /// `path`. A failure leaves the old file as it was (the value lives on in memory).
  @discardableResult
  static func replace(_ path: String, with bytes: [UInt8]) -> Bool {
    guard makeFolders(of: path) else { return false }
    var template = Array((path + ".tmp-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { return false }
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    let made = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      written += count
    }
    let synced = written == bytes.count && fsync(descriptor) == 0
    let closed = close(descriptor) == 0
    guard synced, closed, rename(made, path) == 0 else {
      unlink(made)
      return false
    }
    return true
  }

  /// Makes the folders above `path` (mode 0700, as a state folder).
  private static func makeFolders(of path: String) -> Bool {
    var folder = path.hasPrefix("/") ? "" : "."
    for part in path.split(separator: "/").dropLast() {
      folder += "/" + part
      if mkdir(folder, 0o700) != 0, errno != EEXIST { return false }
    }
    return true
  }
}

struct AppStateStoreKey: EnvironmentKey {
  static let defaultValue = AppStateStore.standard
}

extension EnvironmentValues {
  /// The store `@AppStorage` and `@SceneStorage` read and write (``AppStateStore/standard``
  /// unless ``View/defaultAppStorage(_:)`` sets another).
  var appStateStore: AppStateStore {
    get { self[AppStateStoreKey.self] }
    set { self[AppStateStoreKey.self] = newValue }
  }
}

extension View {
  /// Keeps the `@AppStorage` and `@SceneStorage` values of this view and its descendants in
  /// `store`, as SwiftUI's `defaultAppStorage(_:)` names their `UserDefaults`.
  public func defaultAppStorage(_ store: AppStateStore) -> some View {
    environment(\.appStateStore, store)
  }
}
