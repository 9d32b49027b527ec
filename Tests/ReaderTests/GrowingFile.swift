import Document
import Reader

/// A file that grows while it is read, as a log does, or is rewritten: what is written to it
/// is seen the next time the reader looks (a followed file each tick, End), as guia's
/// `FileInput` sees a file grown or truncated (`FileByteSource.refresh`, whose telling of the
/// two apart GuiaAppTests.FileByteSourceTests checks), reported through ``onGrowth`` and
/// ``onRestart``, which the harness makes the reader's.
@MainActor
final class GrowingFile: ReaderInput {
  private(set) var source: InMemoryByteSource
  /// Bytes written since the reader last looked.
  private var written: [UInt8] = []
  /// The whole new text of a file rewritten since the reader last looked.
  private var rewritten: [UInt8]?
  /// Called when a look finds the file grown.
  var onGrowth: (() -> Void)?
  /// Called with the file's new text when a look finds it truncated and rewritten.
  var onRestart: ((InMemoryByteSource) -> Void)?

  init(_ text: String) {
    source = InMemoryByteSource(Array(text.utf8))
  }

  /// Writes `text` at the file's end.
  func write(_ text: String) {
    written += Array(text.utf8)
  }

  /// Cuts the file to nothing and writes `text` in it (logrotate's copytruncate, an editor's
  /// save).
  func rewrite(_ text: String) {
    written = []
    rewritten = Array(text.utf8)
  }

  var lookahead: Int { 0 }
  func readerNeeds(rowsBelow: Int) {}
  func readOn() {}
  func stopSeekingEnd() {}
  func retry() {}

  func seekEnd() -> InputEnd {
    _ = refresh()
    return .known
  }

  func refresh() -> Bool {
    if let rewritten {
      self.rewritten = nil
      source = InMemoryByteSource(rewritten)
      onRestart?(source)
      return true
    }
    guard !written.isEmpty else { return false }
    source.append(written)
    written = []
    onGrowth?()
    return true
  }
}
