import Reader
import ScrollKit
import TerminalUI

/// The summary `--report FILE` writes when guia exits, for scripts that show a guide and then
/// go on: where the reader ended, and what they saw.
///
/// It is no proof of reading: a guide that fits the terminal is "at the bottom" from the first
/// frame, and nothing says the reader looked at the text they scrolled past (seed 000).
public struct ReadingReport: Hashable, Sendable {
  /// Whether the reader was at the bottom when guia exited.
  public var atBottom: Bool
  /// Whether the reader was at the bottom at least once.
  public var reachedEnd: Bool
  /// The furthest step (1-based) that was visible, if the document has steps or headings.
  public var lastStepSeen: Int?
  /// The furthest scroll percentage reached.
  public var maxPercent: Int
  /// The terminal's size at exit.
  public var columns: Int
  /// The terminal's size at exit.
  public var rows: Int

  /// The report of the reader of `model` as it is now.
  @MainActor
  public init(model: ReaderModel) {
    atBottom = model.isAtBottom
    reachedEnd = model.progress.reachedEnd
    lastStepSeen = model.progress.lastItemSeen.map { $0 + 1 }
    maxPercent = model.progress.maxPercent
    columns = model.size.width
    rows = model.size.height
  }

  /// The report as one JSON object, keys in a fixed order.
  public var json: String {
    let step = lastStepSeen.map(String.init) ?? "null"
    return """
      {"atBottom": \(atBottom), "reachedEnd": \(reachedEnd), "lastStepSeen": \(step), \
      "maxPercent": \(maxPercent), "terminal": {"columns": \(columns), "rows": \(rows)}}

      """
  }
}
