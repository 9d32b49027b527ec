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
struct HeaderStatus {
  /// The reader whose status it is (`nil`: the row has no status, as the help screen's).
  private let model: ReaderModel?
  private let isFollowing: Bool

  /// The status of `model`'s reader; `isFollowing` as the pager has it.
  init(model: ReaderModel, isFollowing: Bool) {
    self.model = model
    self.isFollowing = isFollowing
  }

  private init() {
    model = nil
    isFollowing = false
  }

  /// No status.
  static let none = HeaderStatus()

  /// The status at `geometry` (in points; `nil` before the first layout), made again only
  /// when the percentage or the current item changed since `memo` last made it.
  @MainActor
  func text(at geometry: ScrollGeometry?, memo: LastValue<PercentAndItem, DisplayText>) -> DisplayText {
    guard let model else { return "" }
    let percent = geometry.map { PointScale.cells($0).bottomEdgePercent } ?? 0
    let current = geometry.flatMap(ItemGeometry(rows: model.rows).currentItem(at:))
    return memo.value(for: PercentAndItem(percent: percent, item: current)) {
      Self.text(of: model, percent: percent, current: current, isFollowing: isFollowing)
    }
  }

  @MainActor
  private static func text(of model: ReaderModel, percent: Int, current: Int?, isFollowing: Bool) -> DisplayText {
    let language = model.settings.language
    if model.isWaitingForEnd {
      return ReaderMessage.readingToEnd(lines: model.arriving?.lines ?? 0).resolved(in: language)
    }
    if isFollowing { return ReaderMessage.following.resolved(in: language) }
    let filter: DisplayText = model.rows.lineFilter.map { FilterMessage.status($0) + "  " } ?? ""
    let input: DisplayText = model.inputStatus.map { "  " + $0.resolved(in: language) } ?? ""
    let percentText: DisplayText = filter + "\(percent)%" + input
    let items = model.rows.items
    guard !items.isEmpty, let current, items.indices.contains(current) else {
      return percentText
    }
    if model.isGuide {
      // The step's own label (`Paso 3`, `Step 3` in a guide of the reader's own) and the count.
      return items[current].title + "/\(items.count)  " + percentText
    }
    // The `#` heading that is the title already shows at the left: said once.
    if model.title != nil, items[current].title == model.shownTitle { return percentText }
    return items[current].title + "  " + percentText
  }
}

/// What the header's status is made from as it is drawn.
struct PercentAndItem: Equatable {
  var percent: Int
  var item: Int?
}
