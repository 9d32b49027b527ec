import Dispatch
import Document
import Reader

/// The parts of a large Markdown document left to parse after its first screen: parsed one
/// at a time on a queue of their own, each appended to the reader's rows on the main actor,
/// as a pipe's pages are. Meanwhile the header says `leyendo…`, End waits for the last part,
/// and a search, the contents pane and the percentage see the blocks parsed so far; keys
/// (`q`, Ctrl-C) and signals are answered between parts, the main actor never parsing.
@MainActor
final class MarkdownInput: ReaderInput {
  /// The job parsing the parts, until the last is appended or the input goes.
  private(set) var parsing: Task<Void, Never>?
  private var rest: MarkdownRemainder
  private weak var model: ReaderModel?

  /// The queue the parts are parsed on: one part at a time, off the main thread.
  private nonisolated static let queue = DispatchQueue(label: "guia.markdown-parts", qos: .userInitiated)

  /// An input for the parts `rest` has left to parse.
  init(rest: MarkdownRemainder) {
    self.rest = rest
  }

  isolated deinit { parsing?.cancel() }

  /// Attaches to `model`, whose rows (made to grow) take each part, and starts parsing.
  func attach(to model: ReaderModel) {
    self.model = model
    model.attach(self)
    model.send(.inputArrived(progress))
    let start = rest
    parsing = Task { [weak self] in
      var rest = start
      while !Task.isCancelled {
        let (part, after) = await Self.parseNext(of: rest)
        rest = after
        guard let self, !Task.isCancelled else { return }
        self.take(part, rest: rest)
        if part == nil { return }
      }
    }
  }

  /// How much of the document is parsed, as a pipe's progress.
  private var progress: InputProgress {
    let parsed = rest.parsed
    return InputProgress(lines: parsed.lines, bytes: parsed.bytes)
  }

  /// The next part of `rest` parsed on ``queue``, and what is left after it.
  private nonisolated static func parseNext(of rest: MarkdownRemainder) async -> (DocumentPart?, MarkdownRemainder) {
    await withCheckedContinuation { continuation in
      queue.async {
        var rest = rest
        let part = rest.parseNext()
        continuation.resume(returning: (part, rest))
      }
    }
  }

  /// Appends `part` to the rows shown (filtered or not, at whatever width they were laid out
  /// again), or ends the input when every part has been.
  private func take(_ part: DocumentPart?, rest: MarkdownRemainder) {
    self.rest = rest
    guard let model, let rows = model.state.document.rows.laidOutRows, rows.mayGrow else { return }
    guard let part else {
      rows.finishGrowing()
      model.send(.inputEnded)
      return
    }
    rows.append(part)
    model.send(.inputGrew(progress))
  }

  /// The rows grow by themselves, as fast as the parts are parsed.
  var lookahead: Int { 0 }
  func readerNeeds(rowsBelow: Int) {}

  /// End waits for the last part, unless it is in.
  func seekEnd() -> InputEnd { model?.state.document.input.arriving == nil ? .known : .pending }

  /// Every part is parsed anyway.
  func readOn() {}
  func stopSeekingEnd() {}
  func retry() {}
  func refresh() -> Bool { false }
}
