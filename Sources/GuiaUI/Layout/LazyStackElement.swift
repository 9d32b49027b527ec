import ScrollKit

/// What a lazy stack knows of its rows between passes: the size it expects of a row and
/// how the rows measured so far differ from it.
@MainActor
final class LazyStackStorage {
  /// The length of the first row measured, taken for every row not measured yet.
  var estimate: Int?
  /// Measured length minus `estimate`, for the rows that differ (none when rows are alike,
  /// which keeps every position exact and O(1)).
  var differences: [Int: Int] = [:]
  private var differenceTotal = 0
  /// Rows measured empty before any row had a length (an `if` that shows nothing in a list
  /// with no rows yet): an estimate of zero would make every row to come take no room, and
  /// the stack could never scroll once they arrive.
  private var emptyRows: Set<Int> = []

  func record(length: Int, at index: Int) {
    guard let estimate else {
      guard length > 0 else {
        emptyRows.insert(index)
        return
      }
      self.estimate = length
      for empty in emptyRows where empty != index {
        differences[empty] = -length
        differenceTotal -= length
      }
      emptyRows.removeAll()
      return
    }
    let difference = length - estimate
    let old = differences[index] ?? 0
    guard old != difference else { return }
    differences[index] = difference == 0 ? nil : difference
    differenceTotal += difference - old
  }

  /// The sum of differences of rows before `index` (all rows: `nil`).
  func differences(before index: Int?) -> Int {
    guard let index else { return differenceTotal }
    if differences.isEmpty { return 0 }
    return differences.reduce(0) { $0 + ($1.key < index ? $1.value : 0) }
  }

  /// Forgets rows at and past `count` (the data shrank).
  func keep(count: Int) {
    emptyRows = emptyRows.filter { $0 < count }
    for index in differences.keys where index >= count {
      differenceTotal -= differences[index] ?? 0
      differences[index] = nil
    }
  }
}

/// A lazy stack laid out: the rows inside the viewport of its scroll view are resolved,
/// measured and placed; the others are only counted.
@MainActor
final class LazyStackElement: Element {
  let axis: Axis
  let alignment: Alignment
  let spacing: Int
  /// Its rows, and what it measured of them: a lazy grid replaces both when its width
  /// changes how many items a line holds.
  var list: ViewList {
    didSet { measuredRows.removeAll() }
  }
  var storage: LazyStackStorage
  /// The part of the screen its scroll view shows; `nil` outside a scroll view, where
  /// every row is made.
  var viewport: CellRect?
  /// Whether its rows are scroll targets (it is a ``View/scrollTargetLayout(isEnabled:)``).
  var rowsAreTargets = false
  /// Whether its sections' headers stay in view while their rows do (`pinnedViews`).
  var pinsHeaders = false
  /// Whether its sections' footers stay in view while their rows do (`pinnedViews`).
  var pinsFooters = false
  private var realized: [(index: Int, element: Element)] = []
  /// The rows the first estimate resolved to measure them, placed from here rather than
  /// resolved again: a row resolved twice in a pass would record its registrations twice.
  private var measuredRows: [Int: Element] = [:]

  init(axis: Axis, alignment: Alignment, spacing: Int, list: ViewList, storage: LazyStackStorage) {
    self.axis = axis
    self.alignment = alignment
    self.spacing = max(0, spacing)
    self.list = list
    self.storage = storage
    storage.keep(count: list.count)
  }

  override var children: [Element] { realized.map(\.element) }

  private var cross: Axis { axis == .vertical ? .horizontal : .vertical }

  override func isFlexible(along axis: Axis) -> Bool { axis == cross }

  /// Measures the first rows when nothing is known yet, so that the first estimate is a real
  /// row: the first that takes room (of the first eight), an empty one never.
  private func estimate(crossLength: Int?) -> Int {
    if let estimate = storage.estimate { return estimate }
    for index in 0..<min(list.count, 8) where storage.estimate == nil {
      let element = list.element(index)
      measuredRows[index] = element
      storage.record(length: measure(element, crossLength: crossLength)[axis], at: index)
    }
    return storage.estimate ?? 0
  }

  private func measure(_ element: Element, crossLength: Int?) -> CellSize {
    var proposal = ProposedSize.unspecified
    proposal[cross] = crossLength
    return element.sizeThatFits(proposal)
  }

  /// Where the last row starting at or before `offset` (from the stack's start) starts.
  func rowStart(atOrBefore offset: Int) -> Int? {
    guard list.count > 0, offset >= 0, let estimate = storage.estimate else { return nil }
    return position(of: index(at: offset, estimate: estimate), estimate: estimate)
  }

  /// Where the first row starting at or after `offset` (from the stack's start) starts.
  func rowStart(atOrAfter offset: Int) -> Int? {
    guard list.count > 0, let estimate = storage.estimate else { return nil }
    guard offset > 0 else { return 0 }
    let index = index(at: offset, estimate: estimate)
    let start = position(of: index, estimate: estimate)
    if start >= offset { return start }
    return index + 1 < list.count ? position(of: index + 1, estimate: estimate) : nil
  }

  /// Where row `index` starts along the axis, from the stack's start.
  func position(of index: Int, estimate: Int) -> Int {
    index * (estimate + spacing) + storage.differences(before: index)
  }

  private func length(of index: Int, estimate: Int) -> Int {
    estimate + (storage.differences[index] ?? 0)
  }

  /// The row at `offset` cells from the stack's start.
  private func index(at offset: Int, estimate: Int) -> Int {
    guard list.count > 0 else { return 0 }
    if storage.differences.isEmpty {
      return min(list.count - 1, max(0, offset / max(1, estimate + spacing)))
    }
    var low = 0
    var high = list.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if position(of: middle, estimate: estimate) <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }

  private func total(estimate: Int) -> Int {
    guard list.count > 0 else { return 0 }
    return list.count * estimate + spacing * (list.count - 1) + storage.differences(before: nil)
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> CellSize {
    let estimate = estimate(crossLength: proposal[cross])
    var size = CellSize.zero
    size[axis] = total(estimate: estimate)
    size[cross] = proposal[cross] ?? realized.map { $0.element.frame.size[cross] }.max() ?? 0
    return size
  }

  override func place(in rect: CellRect) {
    frame = rect
    realized.removeAll()
    let crossLength = rect.size[cross]
    let estimate = estimate(crossLength: crossLength)
    guard list.count > 0 else { return }
    let start = axis == .vertical ? rect.y : rect.x
    let (visibleStart, visibleEnd): (Int, Int) =
      if let viewport {
        axis == .vertical ? (viewport.y, viewport.maxY) : (viewport.x, viewport.maxX)
      } else {
        (start, Int.max)
      }
    var index = index(at: max(0, visibleStart - start), estimate: estimate)
    var position = start + self.position(of: index, estimate: estimate)
    while index < list.count, position < visibleEnd {
      let element = measuredRows.removeValue(forKey: index) ?? list.element(index)
      let size = measure(element, crossLength: crossLength)
      storage.record(length: size[axis], at: index)
      if position + size[axis] > visibleStart || size[axis] == 0 {
        place(element, size: size, at: position, in: rect)
        realized.append((index, element))
      }
      position += size[axis] + spacing
      index += 1
    }
    if pinsFooters, viewport != nil { pinFooter(visibleEnd: visibleEnd, start: start, in: rect) }
    if pinsHeaders, viewport != nil { pinHeader(visibleStart: visibleStart, start: start, in: rect) }
  }

  /// Keeps the header of the section at the top of the viewport while rows of its section
  /// show there, pushed up by the section's end (``View`` `pinnedViews: [.sectionHeaders]`).
  private func pinHeader(visibleStart: Int, start: Int, in rect: CellRect) {
    guard let estimate = storage.estimate else { return }
    let first = index(at: max(0, visibleStart - start), estimate: estimate)
    guard let section = list.section(first), let headerRow = section.header,
      start + position(of: headerRow, estimate: estimate) < visibleStart
    else { return }
    let header = list.element(headerRow)
    let size = measure(header, crossLength: rect.size[cross])
    let last = section.rows.upperBound - 1
    let sectionEnd = start + position(of: last, estimate: estimate) + length(of: last, estimate: estimate)
    let pinned = PinnedRowElement(header, across: rect, axis: axis)
    place(pinned, size: size, at: min(visibleStart, sectionEnd - size[axis]), in: rect)
    // Drawn last: the rows scroll under it.
    realized.append((headerRow, pinned))
  }

  /// Keeps the footer of the section at the bottom of the viewport while rows of its
  /// section show there, pushed down by the section's start (`pinnedViews:
  /// [.sectionFooters]`): the header's mirror.
  private func pinFooter(visibleEnd: Int, start: Int, in rect: CellRect) {
    guard let estimate = storage.estimate, visibleEnd > start else { return }
    let last = index(at: max(0, visibleEnd - 1 - start), estimate: estimate)
    guard let section = list.section(last), let footerRow = section.footer else { return }
    let footer = list.element(footerRow)
    let size = measure(footer, crossLength: rect.size[cross])
    let natural = start + position(of: footerRow, estimate: estimate)
    guard natural + size[axis] > visibleEnd else { return }
    let sectionStart = start + position(of: section.rows.lowerBound, estimate: estimate)
    let pinned = PinnedRowElement(footer, across: rect, axis: axis)
    place(pinned, size: size, at: max(visibleEnd - size[axis], sectionStart), in: rect)
    realized.append((footerRow, pinned))
  }

  private func place(_ element: Element, size: CellSize, at position: Int, in rect: CellRect) {
    if axis == .vertical {
      let width = min(size.width, rect.width)
      let x = rect.x + alignment.horizontal.offset(of: width, in: rect.width)
      element.place(in: CellRect(x: x, y: position, width: width, height: size.height))
    } else {
      let height = min(size.height, rect.height)
      let y = rect.y + alignment.vertical.offset(of: height, in: rect.height)
      element.place(in: CellRect(x: position, y: y, width: size.width, height: height))
    }
  }

  /// Where the row with `id` starts and how long it is, from the stack's start.
  func span(of id: AnyHashable) -> (start: Int, length: Int)? {
    guard let index = list.index(id), let estimate = storage.estimate else { return nil }
    return (position(of: index, estimate: estimate), length(of: index, estimate: estimate))
  }

  override func draw(on canvas: inout CellCanvas) {
    for row in realized { row.element.draw(on: &canvas) }
  }
}

/// A row drawn over the rows under it (a pinned header or footer): its cells across the
/// whole stack are cleared first, so no part of a longer row under it shows beside it.
@MainActor
final class PinnedRowElement: WrapperElement {
  /// The stack's extent, whose cells across the row are cleared.
  private let stack: CellRect
  /// The stack's axis: the row spans the stack across it.
  private let axis: Axis

  init(_ child: Element, across stack: CellRect, axis: Axis) {
    self.stack = stack
    self.axis = axis
    super.init(child)
  }

  override func draw(on canvas: inout CellCanvas) {
    let columns = axis == .vertical ? min(frame.x, stack.x)..<max(frame.maxX, stack.maxX) : frame.x..<frame.maxX
    let rows = axis == .vertical ? frame.y..<frame.maxY : min(frame.y, stack.y)..<max(frame.maxY, stack.maxY)
    for row in max(0, rows.lowerBound)..<max(0, rows.upperBound) {
      canvas.screen.clear(columns: max(0, columns.lowerBound)..<max(0, columns.upperBound), row: row)
    }
    child.draw(on: &canvas)
  }
}
