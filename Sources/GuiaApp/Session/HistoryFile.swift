#if canImport(Glibc)
  import Glibc
#endif
import Reader

/// The file the search history is kept in between runs, in less's own format (`.lesshst`):
/// a first line `.less-history-file:`, then sections (`.search`, `.shell`, `.mark`) whose
/// entries start with `"`. guia reads and writes the `.search` section only and keeps every
/// other line as it was, so `LESSHISTFILE` may name less's own file and the two share their
/// patterns.
///
/// Where: `LESSHISTFILE` when set (`-` or `/dev/null`: no file, as in less), else guia's own
/// `$XDG_STATE_HOME/guia/lesshst` (`~/.local/state/guia/lesshst`). None in secure mode
/// (`LESSSECURE`) without `history`.
struct HistoryFile {
  /// The file's path.
  let path: String

  /// The search patterns kept, oldest first; none when the file is missing or not a history
  /// file.
  func load() -> [String] {
    Self.searches(in: read() ?? "")
  }

  /// Adds `remembered` (this run's patterns, oldest first) to the file's, each once, the latest
  /// ``SearchHistory/limit`` kept; the file is read again first, so that another run's
  /// patterns saved meanwhile stay. Written whole to a file beside it (mode 0600) and renamed
  /// over it: never half written. Does nothing when nothing was searched for.
  func save(_ remembered: [String]) {
    guard !remembered.isEmpty else { return }
    let original = read()
    if original == nil, !Self.makeFolders(of: path) { return }
    var patterns = Self.searches(in: original ?? "")
    for pattern in remembered {
      patterns.removeAll { $0 == pattern }
      patterns.append(pattern)
    }
    let text = Self.text(original, searches: Array(patterns.suffix(SearchHistory.limit)))
    let target = target
    var template = Array((target + ".guia-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { return }
    let made = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    let written = FileHandleWriter(descriptor: descriptor).write(bytes: Array(text.utf8)) && fsync(descriptor) == 0
    close(descriptor)
    if !written || rename(made, target) != 0 { unlink(made) }
  }

  /// The file's text, or `nil` when it cannot be read (missing); at most 1 MiB.
  private func read() -> String? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    var bytes = [UInt8](repeating: 0, count: min(Int(status.st_size), 1 << 20))
    let count = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
    guard count >= 0 else { return nil }
    return String(decoding: bytes[..<count], as: UTF8.self)
  }

  /// The patterns of the `.search` section of a history file's `text`, oldest first.
  static func searches(in text: String) -> [String] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.first?.hasPrefix(firstLine) == true else { return [] }
    var inSearch = false
    var patterns: [String] = []
    for line in lines.dropFirst() {
      if line.hasPrefix(".") {
        inSearch = line == ".search"
      } else if inSearch, line.hasPrefix("\"") {
        let pattern = String(line.dropFirst())
        patterns.removeAll { $0 == pattern }
        patterns.append(pattern)
      }
    }
    return patterns
  }

  /// `original` (a history file's text, or `nil` for none) with its `.search` section holding
  /// `searches`; every other line kept.
  static func text(_ original: String?, searches: [String]) -> String {
    let section = [".search"] + searches.map { "\"" + $0 }
    guard let original, original.hasPrefix(firstLine) else {
      return ([firstLine] + section).joined(separator: "\n") + "\n"
    }
    var lines = original.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    var kept: [String] = []
    var inSearch = false
    var placed = false
    for line in lines {
      if line.hasPrefix(".") && line != firstLine {
        inSearch = line == ".search"
        if inSearch {
          if !placed { kept += section }
          placed = true
          continue
        }
      }
      if !inSearch { kept.append(line) }
    }
    if !placed { kept += section }
    return kept.joined(separator: "\n") + "\n"
  }

  private static let firstLine = ".less-history-file:"

  /// Makes the folders above `path` (mode 0700, as a state folder); `false` when one cannot be.
  private static func makeFolders(of path: String) -> Bool {
    var folder = path.hasPrefix("/") ? "" : "."
    for part in path.split(separator: "/").dropLast() {
      folder += "/" + part
      if mkdir(folder, 0o700) != 0, errno != EEXIST { return false }
    }
    return true
  }

  /// Where to write: the file a symbolic link names (less's file, linked), else `path`.
  private var target: String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
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
