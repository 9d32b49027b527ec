#if canImport(Glibc)
  import Glibc
#endif

extension FileWriter {
  /// Why ``write(_:to:)`` could not write `path`, found out now, or `nil` when it could: the
  /// report's path is checked before the screen opens, so that its error comes first, as
  /// every other error does, and not after the reading is over.
  ///
  /// Nothing is created or changed: an existing file is opened for writing without being
  /// truncated, and a new one is only looked for in its directory, which must exist and be
  /// writable. The write itself still happens at exit, where anything found only then (a full
  /// disk) is still reported.
  static func problem(writing path: String) -> String? {
    func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
    var status = stat()
    if stat(path, &status) == 0 {
      if status.st_mode & S_IFMT == S_IFDIR { return reason(EISDIR) }
      // O_NONBLOCK: a FIFO with no reader is an error now, not a hang.
      let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
      guard descriptor >= 0 else { return reason(errno) }
      close(descriptor)
      return nil
    }
    guard errno == ENOENT else { return reason(errno) }
    // open(2) with O_CREAT refuses a name that ends in a slash.
    if path.isEmpty || path.hasSuffix("/") { return reason(path.isEmpty ? ENOENT : EISDIR) }
    let folder = directory(of: path)
    guard stat(folder, &status) == 0 else { return reason(errno) }
    guard status.st_mode & S_IFMT == S_IFDIR else { return reason(ENOTDIR) }
    guard access(folder, W_OK | X_OK) == 0 else { return reason(errno) }
    return nil
  }

  /// The directory a new file at `path` would be created in.
  private static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
