#if canImport(Glibc)
  import Document
import Glibc
#endif

/// A file as the file system knows it, whatever name reaches it (links, `./`, `..`).
struct FileIdentity: Hashable, Sendable {
  var device: UInt64
  var inode: UInt64

  /// The identity of what `status` describes.
  init(_ status: stat) {
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
  }

  /// The identity of the file `path` names, if there is one.
  init?(path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    self.init(status)
  }
}

extension FileWriter {
  /// The largest old report read to tell whether it is JSON: guia's are a line long.
  static let largestReport = 1 << 20

  /// Why ``write(_:to:)`` should not or could not write `path`, found out now, or `nil` when it
  /// can: the report's path is checked before the screen opens, so that its error comes first,
  /// as every other error does, and not after the reading is over; and again at exit.
  ///
  /// The report never replaces a document (`documents`: every file on the command line and
  /// every file opened since, shown or not), and replaces an existing file only when it is
  /// empty or JSON (an old report), unless `force` is set: a slip such as
  /// `guia --report notes.md notes.md` or `guia --report data.json a.md data.json` must not
  /// cost the notes or the data.
  ///
  /// Nothing is created or changed: a new file is only looked for in its directory, which must
  /// exist and be writable (the report is written beside it, then renamed); a FIFO is not
  /// opened, since opening and closing it would give its reader an end of file. The write
  /// itself still happens at exit, where anything found only then (a full disk, a FIFO that
  /// nobody reads) is still reported.
  static func problem(writing path: String, documents: [FileIdentity] = [], force: Bool = false)
    -> LocalizedStringKey?
  {
    var status = stat()
    if stat(path, &status) == 0 {
      if documents.contains(FileIdentity(status)) { return "es el documento que se muestra" }
      switch status.st_mode & S_IFMT {
      case S_IFDIR: return reason(EISDIR)
      case S_IFREG:
        if !force, let problem = contentProblem(path) { return problem }
        return folderProblem(of: target(path))
      default:
        return access(path, W_OK) == 0 ? nil : reason(errno)
      }
    }
    guard errno == ENOENT else { return reason(errno) }
    // open(2) with O_CREAT refuses a name that ends in a slash.
    if path.isEmpty || path.hasSuffix("/") { return reason(path.isEmpty ? ENOENT : EISDIR) }
    // A link to a file not made yet: the file is made where the link points.
    return folderProblem(of: target(path))
  }

  /// Why the folder a file at `path` is written in cannot take it, or `nil`.
  private static func folderProblem(of path: String) -> LocalizedStringKey? {
    var status = stat()
    let folder = directory(of: path)
    guard stat(folder, &status) == 0 else { return reason(errno) }
    guard status.st_mode & S_IFMT == S_IFDIR else { return reason(ENOTDIR) }
    guard access(folder, W_OK | X_OK) == 0 else { return reason(errno) }
    return nil
  }

  /// Why the regular file at `path` is not a report guia may replace, or `nil` when it is one
  /// (JSON) or holds nothing.
  private static func contentProblem(_ path: String) -> LocalizedStringKey? {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { return reason(errno) }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: largestReport + 1)
    var filled = 0
    while filled < bytes.count {
      let got = bytes.withUnsafeMutableBytes {
        read(descriptor, $0.baseAddress! + filled, $0.count - filled)
      }
      if got < 0, errno == EINTR { continue }
      if got < 0 { return reason(errno) }
      if got == 0 { break }
      filled += got
    }
    let content = Array(bytes[..<filled])
    if content.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) { return nil }
    if filled <= largestReport, JSONText.isValid(content) { return nil }
    return "existe y no es un informe JSON (--force lo reemplaza)"
  }

  /// The file `path` names, its links followed, even to a file not made yet (a link whose
  /// file the write will make: written through it, the link stays a link).
  static func target(_ path: String) -> String {
    if let resolved = realpath(path, nil) {
      defer { free(resolved) }
      return String(cString: resolved)
    }
    var current = path
    // As the kernel, which gives up after 40 links (ELOOP).
    for _ in 0..<40 {
      var status = stat()
      guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
      var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = buffer.withUnsafeMutableBytes {
        readlink(current, $0.baseAddress!.assumingMemoryBound(to: CChar.self), $0.count - 1)
      }
      guard count > 0 else { return current }
      let link = String(decoding: buffer[..<count], as: UTF8.self)
      current = link.hasPrefix("/") ? link : directory(of: current) + "/" + link
    }
    return current
  }

  /// The directory a new file at `path` would be created in.
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
