import Document
import Reader

/// A file that grows while it is read, as a log does: what is written to it is seen the next
/// time the reader looks (a followed file each tick, End), as guia's `FileInput` sees a file
/// grown (its growth reported through ``onGrowth``, which the harness makes the reader's).
@MainActor
final class GrowingFile: ReaderInput {
  let source: InMemoryByteSource
  /// Bytes written since the reader last looked.
  private var written: [UInt8] = []
  /// Called when a look finds the file grown.
  var onGrowth: (() -> Void)?

  init(_ text: String) {
    source = InMemoryByteSource(Array(text.utf8))
  }

  /// Writes `text` at the file's end.
  func write(_ text: String) {
    written += Array(text.utf8)
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
    guard !written.isEmpty else { return false }
    source.append(written)
    written = []
    onGrowth?()
    return true
  }
}
