#if canImport(Glibc)
  import Document
import Glibc
#endif

/// Writes the reading report at exit: a file is replaced atomically (a temporary file beside
/// it, then `rename`), so a reader of the old report never sees half a new one and a failed
/// write leaves the old one whole; anything else (a FIFO, a terminal, `/dev/null`) is opened
/// without blocking, so guia never hangs at exit on a FIFO that nobody reads.
enum FileWriter {
  /// How long a FIFO whose reader does not read may keep guia at exit, in milliseconds (the
  /// terminal is restored by then, and Ctrl-C ends the wait).
  static let patience: Int32 = 5000

  /// Writes `text` to `path`, replacing a file there; returns why it could not, or `nil`.
  static func write(_ text: String, to path: String) -> LocalizedStringKey? {
    var status = stat()
    if stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
      return writeInPlace(Array(text.utf8), to: path)
    }
    return replace(path, with: Array(text.utf8), mode: stat(path, &status) == 0 ? status.st_mode : nil)
  }

  private static func replace(_ path: String, with bytes: [UInt8], mode: mode_t?) -> LocalizedStringKey? {
    // Through a link, the file it names is replaced and the link stays.
    let target = target(path)
    let folder = directory(of: target)
    let name = target.split(separator: "/").last.map(String.init) ?? target
    var template = Array("\(folder)/.\(name).guia-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { return reason(errno) }
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    var failure: LocalizedStringKey?
    if !FileHandleWriter(descriptor: descriptor).write(bytes: bytes) || fsync(descriptor) != 0 {
      failure = reason(errno)
    }
    // mkstemp makes the file private: give it the old report's mode, or a new file's.
    _ = fchmod(descriptor, mode.map { $0 & 0o7777 } ?? (0o666 & ~currentUmask))
    if close(descriptor) != 0, failure == nil { failure = reason(errno) }
    if failure == nil, rename(temporary, target) != 0 { failure = reason(errno) }
    if failure != nil { unlink(temporary) }
    return failure
  }

  /// Makes the folders a file at `path` goes in, as `mkdir -p` would; returns why it could
  /// not, or `nil`.
  static func makeFolders(for path: String) -> LocalizedStringKey? {
    let folder = directory(of: path)
    var made = folder.hasPrefix("/") ? "" : "."
    for part in folder.split(separator: "/") {
      made += "/" + part
      if mkdir(made, 0o777) != 0, errno != EEXIST { return reason(errno) }
    }
    return nil
  }

  /// A new file made with `mkstemps` in the folder of `path` (its links followed), named
  /// after it with `suffix`, holding `bytes`: its path, or why it could not be made.
  static func temporaryFile(beside path: String, suffix: String, holding bytes: [UInt8])
    -> TemporaryFile
  {
    let target = target(path)
    let folder = directory(of: target)
    let name = target.split(separator: "/").last.map(String.init) ?? target
    var template = Array("\(folder)/.\(name).guia-XXXXXX\(suffix)".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer {
      mkstemps($0.baseAddress!, Int32(suffix.utf8.count))
    }
    guard descriptor >= 0 else { return .failed(reason(errno)) }
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    let made = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    let written = FileHandleWriter(descriptor: descriptor).write(bytes: bytes)
    let code = errno
    close(descriptor)
    guard written else {
      unlink(made)
      return .failed(reason(code))
    }
    return .made(made)
  }

  /// A temporary file made, or why not.
  enum TemporaryFile {
    case made(String)
    case failed(LocalizedStringKey)
  }

  private static var currentUmask: mode_t {
    let mask = umask(0o022)
    umask(mask)
    return mask
  }

  /// Writes to what is not a regular file without ever blocking for long: a FIFO with no
  /// reader is an error at once (`ENXIO`), one whose reader does not read is given
  /// ``patience``, and a reader that went away is `EPIPE`, not a SIGPIPE.
  private static func writeInPlace(_ bytes: [UInt8], to path: String) -> LocalizedStringKey? {
    let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else {
      return errno == ENXIO ? "ningún proceso lo lee" : reason(errno)
    }
    defer { close(descriptor) }
    let previous = signal(SIGPIPE, SIG_IGN)
    defer { signal(SIGPIPE, previous) }
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBytes {
        Glibc.write(descriptor, $0.baseAddress! + written, $0.count - written)
      }
      if result >= 0 {
        written += result
        continue
      }
      switch errno {
      case EINTR: continue
      case EAGAIN:
        var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        if poll(&ready, 1, patience) <= 0 { return "quien lo lee no está leyendo" }
      default: return reason(errno)
      }
    }
    return nil
  }

  static func reason(_ code: Int32) -> LocalizedStringKey {
    // The C library's words, in its own language.
    LocalizedStringKey(verbatim: DisplayText(sanitizing: String(cString: strerror(code))))
  }
}
