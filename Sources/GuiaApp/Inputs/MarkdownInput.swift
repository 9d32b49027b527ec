import Dispatch
import Document
import Reader
import TerminalUI

/// The parts of a large Markdown document left to parse after its first screen: parsed one
/// at a time on a queue of their own, each appended to the reader's rows on the main actor,
/// as a pipe's pages are. Meanwhile the header says `leyendo…`, End waits for the last part,
/// and a search, the contents pane and the percentage see the blocks parsed so far; keys
/// (`q`, Ctrl-C) and signals are answered between parts, the main actor never parsing.
@MainActor
final class MarkdownInput: ReaderInput {
  private var rest: MarkdownRemainder
  private weak var model: ReaderModel?
  /// Where each part comes back to the main actor: the event loop's queue, as a pipe's pages.
  private let mainQueue: any EventLoopQueue

  /// The queue the parts are parsed on: one part at a time, off the main thread.
  private nonisolated static let queue = DispatchQueue(label: "guia.markdown-parts", qos: .userInitiated)

  /// An input for the parts `rest` has left to parse, each coming back on `mainQueue`.
  init(rest: MarkdownRemainder, mainQueue: any EventLoopQueue) {
    self.rest = rest
    self.mainQueue = mainQueue
  }

  /// Attaches to `model`, whose rows (made to grow) take each part, and starts parsing.
  func attach(to model: ReaderModel) {
    self.model = model
    model.attach(self)
    model.send(.inputArrived(progress))
    parseNext()
  }

  /// How much of the document is parsed, as a pipe's progress.
  private var progress: InputProgress {
    let parsed = rest.parsed
    return InputProgress(lines: parsed.lines, bytes: parsed.bytes)
  }

  /// Parses the next part on ``queue``, and takes it on the main actor; then the next, until
  /// the last. An input that went (its reader closed) stops there.
  private func parseNext() {
    let start = rest
    let mainQueue = mainQueue
    Self.queue.async { [weak self] in
      var rest = start
      let part = rest.parseNext()
      mainQueue.post { [weak self, rest] in
        guard let self else { return }
        if self.take(part, rest: rest) { self.parseNext() }
      }
    }
  }

  /// Appends `part` to the rows shown (filtered or not, at whatever width they were laid out
  /// again), or ends the input when every part has been; returns whether more is wanted.
  private func take(_ part: DocumentPart?, rest: MarkdownRemainder) -> Bool {
    self.rest = rest
    guard let model, let rows = model.state.document.rows.laidOutRows, rows.mayGrow else { return false }
    guard let part else {
      rows.finishGrowing()
      model.send(.inputEnded)
      return false
    }
    rows.append(part)
    model.send(.inputGrew(progress))
    return true
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
