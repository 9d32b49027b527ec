#if canImport(Glibc)
  import Glibc
#endif
import Document
import Synchronization

/// Input that arrives over time (a pipe, standard input), kept in an unlinked temporary file
/// as its pages arrive, so memory stays bounded whatever comes down the pipe.
///
/// The file is made in `$TMPDIR` when it is set, in `/tmp` otherwise. When no file can be made
/// there (a read-only or missing folder), the input is kept in memory instead, up to
/// ``memoryLimit``. What cannot be kept (a full disk, a file-size limit, the memory limit) is
/// never dropped silently: ``failure`` says why, and nothing more is stored after it, so the
/// bytes kept are always the input's first bytes.
final class SpooledByteSource: ByteSource, Sendable {
  /// The most input kept in memory when no spool file can be made: 128 MiB.
  static let defaultMemoryLimit = 128 << 20

  /// Where the pages go.
  private enum Storage {
    /// An unlinked temporary file.
    case file(Int32)
    /// Memory, when no file could be made.
    case memory([UInt8])
  }

  private struct State {
    var storage: Storage
    var count = 0
    var failure: String?
  }

  private let state: Mutex<State>
  /// The most bytes kept in memory.
  let memoryLimit: Int
  /// Why no spool file could be made, when the input is kept in memory.
  let fileProblem: String?

  /// Creates an empty spool in `directory` (`$TMPDIR`, else `/tmp`), or in memory when no file
  /// can be made there.
  init(directory: String? = nil, memoryLimit: Int = SpooledByteSource.defaultMemoryLimit) {
    self.memoryLimit = memoryLimit
    let folder = directory ?? Self.temporaryDirectory
    var template = Array("\(folder)/guia-spool-XXXXXX".utf8CString)
    let spool = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    if spool >= 0 {
      template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
      _ = fcntl(spool, F_SETFD, FD_CLOEXEC)
      state = Mutex(State(storage: .file(spool)))
      fileProblem = nil
    } else {
      fileProblem = "\(folder): \(String(cString: strerror(errno)))"
      state = Mutex(State(storage: .memory([])))
    }
  }

  deinit {
    state.withLock { state in
      if case .file(let spool) = state.storage { close(spool) }
    }
  }

  /// `$TMPDIR` when it is set and not empty (POSIX), `/tmp` otherwise.
  static var temporaryDirectory: String {
    guard let value = getenv("TMPDIR"), value.pointee != 0 else { return "/tmp" }
    return String(cString: value)
  }

  var count: Int { state.withLock { $0.count } }

  /// Why some input could not be kept, once it could not; nothing is stored after that.
  var failure: String? { state.withLock { $0.failure } }

  /// Whether the input is kept in memory, no spool file having been made.
  var isInMemory: Bool {
    state.withLock { if case .memory = $0.storage { true } else { false } }
  }

  /// Adds a page that arrived; returns whether it was all stored. After a page that was not,
  /// nothing more is (the input kept stays its first bytes), and ``failure`` says why.
  @discardableResult
  func append(_ bytes: [UInt8]) -> Bool {
    state.withLock { state in
      guard state.failure == nil else { return false }
      switch state.storage {
      case .file(let spool):
        var written = 0
        while written < bytes.count {
          let result = bytes.withUnsafeBytes { buffer in
            pwrite(spool, buffer.baseAddress! + written, bytes.count - written,
                   off_t(state.count + written))
          }
          if result < 0, errno == EINTR { continue }
          if result < 0 {
            state.failure = String(cString: strerror(errno))
            break
          }
          if result == 0 {
            state.failure = String(cString: strerror(ENOSPC))
            break
          }
          written += result
        }
        state.count += written
      case .memory(var kept):
        let room = max(0, memoryLimit - kept.count)
        state.storage = .memory([])  // kept is the only reference while it grows
        kept += bytes.prefix(room)
        state.count = kept.count
        state.storage = .memory(kept)
        if bytes.count > room {
          state.failure = "más de \(memoryLimit >> 20) MiB en memoria, sin archivo temporal"
        }
      }
      return state.failure == nil
    }
  }

  func bytes(in range: Range<Int>) -> [UInt8] {
    state.withLock { state in
      let range = range.clamped(to: 0..<state.count)
      guard !range.isEmpty else { return [] }
      switch state.storage {
      case .memory(let kept):
        return Array(kept[range])
      case .file(let spool):
        var bytes = [UInt8](repeating: 0, count: range.count)
        var filled = 0
        while filled < bytes.count {
          let got = bytes.withUnsafeMutableBytes { buffer in
            pread(spool, buffer.baseAddress! + filled, buffer.count - filled,
                  off_t(range.lowerBound + filled))
          }
          if got < 0, errno == EINTR { continue }
          if got <= 0 { break }
          filled += got
        }
        return Array(bytes[..<filled])
      }
    }
  }
}
