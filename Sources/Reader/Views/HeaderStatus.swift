import Localization
import Document
import GuiaUI
import ScrollKit

/// What the header's right side says, made from the scroll geometry as the row is drawn: the
/// current step of a guide (`Paso 3/8`) or heading, and how far the bottom row is (less's
/// percentage); while End waits for a pipe's end, or while following, what is going on.
///
/// A value, not a closure: a pass that changes nothing the header shows (a footer that
/// flips) finds the header's inputs the same and keeps its row, as SwiftUI skips a child
/// whose inputs did not change. A closure made by the body is new at every pass.
struct HeaderStatus: Equatable {
  /// What of the reader the status shows (`nil`: the row has no status, as the help
  /// screen's). A value of the state's parts the header draws, so that a change of another
  /// part (the footer's flip) leaves it the same.
  private let shown: Shown?

  private struct Shown: Equatable {
    let rows: any DocumentRows
    let title: String?
    let shownTitle: DisplayText
    let language: Language
    let isGuide: Bool
    let input: InputStatus
    let isFollowing: Bool

    /// The same rows (the object) and equal values.
    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.rows === rhs.rows && lhs.title == rhs.title && lhs.shownTitle == rhs.shownTitle
        && lhs.language == rhs.language && lhs.isGuide == rhs.isGuide && lhs.input == rhs.input
        && lhs.isFollowing == rhs.isFollowing
    }
  }

  /// The status of the reader of `document`; `isFollowing` as the pager has it.
  init(document: ReaderDocument, isFollowing: Bool) {
    var input = document.input
    // Only what the header says of the input: the requests and the counts are not shown.
    input.requests = []
    input.growth = 0
    input.restarts = 0
    shown = Shown(
      rows: document.rows, title: document.title, shownTitle: document.shownTitle,
      language: document.settings.language, isGuide: document.isGuide, input: input, isFollowing: isFollowing)
  }

  private init() {
    shown = nil
  }

  /// No status.
  static var none: HeaderStatus { HeaderStatus() }

  /// The status at `geometry` (in points; `nil` before the first layout), made again only
  /// when the percentage or the current item changed since `memo` last made it.
  @MainActor
  func text(at geometry: ScrollGeometry?, memo: LastValue<PercentAndItem, DisplayText>) -> DisplayText {
    guard let shown else { return "" }
    let percent = geometry.map { PointScale.cells($0).bottomEdgePercent } ?? 0
    let current = geometry.flatMap(ItemGeometry(rows: shown.rows).currentItem(at:))
    return memo.value(for: PercentAndItem(percent: percent, item: current)) {
      Self.text(of: shown, percent: percent, current: current)
    }
  }

  private static func text(of shown: Shown, percent: Int, current: Int?) -> DisplayText {
    let language = shown.language
    if shown.input.isWaitingForEnd {
      return ReaderMessage.readingToEnd(lines: shown.input.arriving?.lines ?? 0).resolved(in: language)
    }
    if shown.isFollowing { return ReaderMessage.following.resolved(in: language) }
    let filter: DisplayText = shown.rows.lineFilter.map { FilterMessage.status($0) + "  " } ?? ""
    let input: DisplayText = shown.input.statusText.map { "  " + $0.resolved(in: language) } ?? ""
    let percentText: DisplayText = filter + "\(percent)%" + input
    let items = shown.rows.items
    guard !items.isEmpty, let current, items.indices.contains(current) else {
      return percentText
    }
    if shown.isGuide {
      // The step's own label (`Paso 3`, `Step 3` in a guide of the reader's own) and the count.
      return items[current].title + "/\(items.count)  " + percentText
    }
    // The `#` heading that is the title already shows at the left: said once.
    if shown.title != nil, items[current].title == shown.shownTitle { return percentText }
    return items[current].title + "  " + percentText
  }
}

/// What the header's status is made from as it is drawn.
struct PercentAndItem: Equatable {
  var percent: Int
  var item: Int?
}
