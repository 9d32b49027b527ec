#if canImport(Glibc)
  import Glibc
#endif
import CPlatform

/// A file's new content, written to a new file beside it (`<path>.guia-XXXXXX`, mode 0600) and
/// renamed over it: the file is never seen half written. While the new file exists, a signal
/// that ends guia (SIGINT, SIGTERM, SIGHUP, SIGQUIT, or the signal thread ending guia) removes
/// it before it acts, so a second Ctrl-C or a `kill` while guia quits leaves nothing behind.
struct ReplacementFile {
  /// The path the content replaces.
  let path: String
  /// The new file's path.
  let made: String
  private let descriptor: Int32
  /// The hold that removes the new file on a signal (see `guia_make_held_file`); -1: none.
  private let slot: Int32

  /// A new, empty file beside `path`; `nil` when none can be made.
  init?(replacing path: String) {
    var template = Array((path + ".guia-XXXXXX").utf8CString)
    var slot: Int32 = -1
    let descriptor = template.withUnsafeMutableBufferPointer { guia_make_held_file($0.baseAddress!, &slot) }
    guard descriptor >= 0 else { return nil }
    self.path = path
    self.descriptor = descriptor
    self.slot = slot
    made = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
  }

  /// Writes `bytes` to the new file, syncs it and renames it over the path; returns whether
  /// the path now has them. The new file never stays: renamed, or removed when a step fails.
  func commit(_ bytes: [UInt8]) -> Bool {
    defer { guia_release_held_file(slot) }
    let written = FileHandleWriter(descriptor: descriptor).write(bytes: bytes) && fsync(descriptor) == 0
    let closed = close(descriptor) == 0
    guard written, closed, rename(made, path) == 0 else {
      // A signal may have removed it already: then the hold has nothing left to remove.
      if slot >= 0 { guia_remove_held_file(slot) } else { unlink(made) }
      return false
    }
    return true
  }
}
