#if canImport(Glibc)
  import Glibc
#endif
import Reader

/// The file the search history is kept in between runs, in less's own format (`.lesshst`,
/// see ``HistoryText``). guia reads and writes the `.search` section only and keeps every
/// other line byte for byte, so `LESSHISTFILE` may name less's own file and the two share
/// their patterns.
///
/// Where: `LESSHISTFILE` when set (`-` or `/dev/null`: no file, as in less), else guia's own
/// `$XDG_STATE_HOME/guia/lesshst` (`~/.local/state/guia/lesshst`). None in secure mode
/// (`LESSSECURE`) without `history`.
///
/// Saving never loses what another run saved: under a lock (`flock` on a file beside the
/// history, `<name>.lock`) the file is read again, this run's patterns merged into it, and
/// the whole written to a new file in the same folder, synced and renamed over the path
/// itself. A symbolic link at the path is replaced, as less replaces it, not the file it
/// names; a file there that is not a history file is left alone.
struct HistoryFile: Sendable {
  /// The file's path.
  let path: String

  /// The most a history file is read of: beyond it, the file is not guia's to rewrite.
  static let largest = 64 << 20

  /// How long a save waits for another run's lock before it gives up, in milliseconds: a
  /// run stopped while it held the lock must not keep this one from quitting.
  static let patience = 2000

  /// The search patterns kept, oldest first; none when the file is missing or not a history
  /// file. A pattern that is not UTF-8 is shown with U+FFFD (the file keeps its bytes).
  func load() -> [String] {
    guard case .history(let text) = read() else { return [] }
    return text.searches.map { String(decoding: $0, as: UTF8.self) }
  }

  /// Adds `remembered` (this run's patterns, oldest first) to the file's, each once, the latest
  /// ``SearchHistory/limit`` kept (see the type's description). Does nothing when nothing was
  /// searched for; returns whether the file now holds them.
  @discardableResult
  func save(_ remembered: [String]) -> Bool {
    guard !remembered.isEmpty, Self.makeFolders(of: path) else { return false }
    let lock = Lock(beside: path)
    defer { lock?.release() }
    let text: HistoryText
    switch read() {
    case .history(let found): text = found
    case .missing: text = HistoryText([])
    case .other: return false
    }
    let searches = text.merging(remembered.map { Array($0.utf8) }, limit: SearchHistory.limit)
    return replace(with: text.replacingSearches(with: searches))
  }

  /// What is at the path.
  private enum Found {
    /// A history file (or an empty file), its bytes read whole.
    case history(HistoryText)
    /// Nothing.
    case missing
    /// Something guia must not replace: not a regular file, not a history file, too large,
    /// or unreadable.
    case other
  }

  /// Reads the file whole (a page at a time, to its end: never cut in a line).
  private func read() -> Found {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard descriptor >= 0 else { return errno == ENOENT ? .missing : .other }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return .other }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(min(Int(status.st_size), Self.largest) + 1)
    var page = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = page.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { return .other }
      if count == 0 { break }
      bytes += page[..<count]
      guard bytes.count <= Self.largest else { return .other }
    }
    let text = HistoryText(bytes)
    return text.isHistory || bytes.isEmpty ? .history(text) : .other
  }

  /// Writes `bytes` to a new file beside the path (mode 0600, as less's) and renames it over
  /// the path; the file is never seen half written, nor left behind by a signal.
  private func replace(with bytes: [UInt8]) -> Bool {
    ReplacementFile(replacing: path)?.commit(bytes) ?? false
  }

  /// Makes the folders above `path` (mode 0700, as a state folder); `false` when one cannot be.
  private static func makeFolders(of path: String) -> Bool {
    var folder = path.hasPrefix("/") ? "" : "."
    for part in path.split(separator: "/").dropLast() {
      folder += "/" + part
      if mkdir(folder, 0o700) != 0, errno != EEXIST { return false }
    }
    return true
  }

  /// An exclusive `flock` on `<path>.lock`, held while a run reads, merges and replaces the
  /// history: two runs quitting together each see the other's patterns.
  private struct Lock {
    let descriptor: Int32

    /// The lock, once no other run holds it; `nil` when the lock file cannot be made or
    /// another run kept it past ``HistoryFile/patience`` (the save goes on unlocked).
    init?(beside path: String) {
      descriptor = open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NOCTTY, 0o600)
      guard descriptor >= 0 else { return nil }
      var waited = 0
      while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
        guard errno == EWOULDBLOCK || errno == EINTR, waited < HistoryFile.patience else {
          close(descriptor)
          return nil
        }
        usleep(5_000)
        waited += 5
      }
    }

    func release() {
      flock(descriptor, LOCK_UN)
      close(descriptor)
    }
  }
}

extension HistoryFile {
  /// The history file `environment` (a variable's value by its name) names, if any and if
  /// `features` (secure mode's) allow one.
  init?(environment: (String) -> String?, features: SecureFeatures) {
    guard features.contains(.history) else { return nil }
    func variable(_ name: String) -> String? { environment(name).flatMap { $0.isEmpty ? nil : $0 } }
    if let named = variable("LESSHISTFILE") {
      guard named != "-", named != "/dev/null" else { return nil }
      self.init(path: named)
      return
    }
    guard let state = variable("XDG_STATE_HOME") ?? variable("HOME").map({ $0 + "/.local/state" }) else { return nil }
    self.init(path: state + "/guia/lesshst")
  }
}
