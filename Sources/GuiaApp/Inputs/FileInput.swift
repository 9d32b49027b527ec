import Document
import Reader
import TerminalUI

/// A file that may change while it is read: looked at while the reader follows it (`F`)
/// and when End is pressed, so that End shows what it gained meanwhile.
@MainActor
final class FileInput: ReaderInput {
  private let check: () -> FileByteSource.Change
  private let rows: (Int) -> any DocumentRows
  private weak var model: ReaderModel?

  /// An input that calls `check` to learn what changed, and lays a file read again from its
  /// start out with `rows`.
  init(check: @escaping () -> FileByteSource.Change, rows: @escaping (Int) -> any DocumentRows) {
    self.check = check
    self.rows = rows
  }

  /// Lets `model` look at the file.
  func attach(to model: ReaderModel) {
    self.model = model
    model.attach(self)
  }

  /// A file is there whole: nothing is read ahead.
  var lookahead: Int { 0 }
  func readerNeeds(rowsBelow: Int) {}
  /// A file's lines are all there to be read as they are needed.
  func readOn() {}

  func stopSeekingEnd() {}
  func retry() {}

  /// End shows what the file gained while nobody followed it; its end is known.
  func seekEnd() -> InputEnd {
    _ = refresh()
    return .known
  }

  func refresh() -> Bool {
    guard let model else { return false }
    switch check() {
    case .unchanged: return false
    case .grew: model.send(.inputGrew(nil))
    case .truncated:
      model.send(.restarted(RowsValue(rows(model.size.width)), message: ReaderMessage.truncated))
    }
    return true
  }
}
