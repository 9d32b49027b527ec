import ScrollKit

/// A lazy grid laid out: a lazy stack whose rows are the grid's lines (a line of a vertical
/// grid is as many items as it has columns), so that only the lines in its scroll view's
/// viewport are made, measured and placed, as a `LazyVStack`'s rows are.
///
/// How many items a line holds depends on the length offered across (adaptive items fit as
/// many columns as the width holds): the lines are counted again whenever that changes, with
/// the sizes measured for each count kept apart.
@MainActor
final class LazyGridElement: WrapperElement {
  private let stack: LazyStackElement
  private let items: ViewList
  private let gridItems: [GridItem]
  private let memory: LazyGridMemory
  private var lineCount = -1

  init(
    axis: Axis, alignment: Alignment, spacing: Int, gridItems: [GridItem], items: ViewList,
    memory: LazyGridMemory
  ) {
    self.items = items
    self.gridItems = gridItems
    self.memory = memory
    memory.forgetTracks()
    let initial = memory.lastTrackCount ?? max(1, gridItems.count)
    stack = LazyStackElement(
      axis: axis, alignment: alignment, spacing: spacing,
      list: ViewList(count: 0, element: { _ in Element() }, index: { _ in nil }),
      storage: memory.storage(forTracks: initial))
    super.init(stack)
    useTracks(initial)
  }

  private var cross: Axis { stack.axis == .vertical ? .horizontal : .vertical }

  /// Whether a section's header stays at the top while its lines show (`pinnedViews:
  /// [.sectionHeaders]`), and its footer at the bottom (`.sectionFooters`).
  var pins: (headers: Bool, footers: Bool) {
    get { (stack.pinsHeaders, stack.pinsFooters) }
    set { (stack.pinsHeaders, stack.pinsFooters) = newValue }
  }

  /// Whether its lines are scroll targets (it is a ``View/scrollTargetLayout(isEnabled:)``).
  var rowsAreTargets: Bool {
    get { stack.rowsAreTargets }
    set { stack.rowsAreTargets = newValue }
  }

  /// The tracks across for `length` cells, the lines made for their count.
  private func tracks(for length: Int?) -> GridTracks {
    let tracks = memory.tracks(gridItems, available: length, along: cross)
    memory.current = tracks
    useTracks(tracks.count)
    return tracks
  }

  private func useTracks(_ count: Int) {
    let count = max(1, count)
    guard count != lineCount else { return }
    lineCount = count
    memory.lastTrackCount = count
    let (items, axis, memory) = (items, stack.axis, memory)
    let lines = GridLines(items: items, perLine: count)
    stack.list = ViewList(
      count: lines.ranges.count,
      element: { line in
        let range = lines.ranges[line]
        // A section's header or footer is a line of its own, across the whole grid.
        let tracks: () -> GridTracks =
          lines.spansGrid[line]
          ? { GridTracks([GridItem(.flexible())], available: memory.current.total, along: axis == .vertical ? .horizontal : .vertical) }
          : { memory.current }
        return GridLineElement(axis: axis, items: range.map(items.element), tracks: tracks)
      },
      index: { id in items.index(id).map(lines.line(of:)) },
      id: { line in items.id(lines.ranges[line].lowerBound) },
      section: { line in lines.sections[line] })
    stack.storage = memory.storage(forTracks: count)
    stack.storage.keep(count: stack.list.count)
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> CellSize {
    _ = tracks(for: proposal[cross])
    return stack.sizeThatFits(proposal)
  }

  override func place(in rect: CellRect) {
    _ = tracks(for: rect.size[cross])
    frame = rect
    stack.place(in: rect)
  }
}

/// What a lazy grid keeps between passes: the sizes its lines measured, for each count of
/// tracks, and the tracks it computed for each length.
@MainActor
final class LazyGridMemory {
  private var storages: [Int: LazyStackStorage] = [:]
  private var computed: [Int?: GridTracks] = [:]
  /// The tracks of the length the grid was last offered across, which its lines follow.
  var current = GridTracks([], available: nil, along: .horizontal)
  /// How many tracks the last layout made: the first guess of the next pass.
  var lastTrackCount: Int?

  func forgetTracks() { computed.removeAll() }

  func storage(forTracks count: Int) -> LazyStackStorage {
    if let storage = storages[count] { return storage }
    let storage = LazyStackStorage()
    storages[count] = storage
    return storage
  }

  /// The tracks `items` make in `available` cells, kept by length for the pass
  /// (``forgetTracks()``: the items may change with the next).
  func tracks(_ items: [GridItem], available: Int?, along axis: Axis) -> GridTracks {
    if let tracks = computed[available] { return tracks }
    let tracks = GridTracks(items, available: available, along: axis)
    computed[available] = tracks
    return tracks
  }
}

/// One line of a lazy grid: its items side by side, each in its track's cell, as tall (or,
/// in a horizontal grid, as wide) as its largest.
@MainActor
final class GridLineElement: Element {
  /// The grid's axis: the lines follow one another along it; the items lie across it.
  let axis: Axis
  let items: [Element]
  let tracks: () -> GridTracks

  init(axis: Axis, items: [Element], tracks: @escaping () -> GridTracks) {
    self.axis = axis
    self.items = items
    self.tracks = tracks
  }

  private var cross: Axis { axis == .vertical ? .horizontal : .vertical }

  override var children: [Element] { items }

  private func proposal(for index: Int, in tracks: GridTracks, length: Int?) -> ProposedSize {
    var proposal = ProposedSize.unspecified
    proposal[cross] = index < tracks.count ? tracks.lengths[index] : 0
    proposal[axis] = length
    return proposal
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> CellSize {
    let tracks = tracks()
    var size = CellSize.zero
    size[cross] = tracks.total
    size[axis] = items.indices.map { items[$0].sizeThatFits(self.proposal(for: $0, in: tracks, length: nil))[axis] }
      .max() ?? 0
    return size
  }

  override func place(in rect: CellRect) {
    frame = rect
    // The line is placed at its tracks' length, aligned by the grid: the tracks start at
    // its origin.
    let tracks = tracks()
    let lineLength = rect.size[axis]
    for (index, item) in items.enumerated() where index < tracks.count {
      let start = tracks.start(of: index)
      let cell =
        axis == .vertical
        ? CellRect(x: rect.x + start, y: rect.y, width: tracks.lengths[index], height: lineLength)
        : CellRect(x: rect.x, y: rect.y + start, width: lineLength, height: tracks.lengths[index])
      let size = item.sizeThatFits(proposal(for: index, in: tracks, length: lineLength))
      item.place(in: aligned(size, in: cell, tracks.alignments[index]))
    }
  }

  override func draw(on canvas: inout CellCanvas) {
    for item in items { item.draw(on: &canvas) }
  }
}

/// The items of a lazy grid cut into lines: `perLine` items a line, a section's header and
/// footer each a line of their own, a section's items starting a new line, as SwiftUI lays a
/// `Section` out in a grid.
@MainActor
struct GridLines {
  /// The items of each line.
  private(set) var ranges: [Range<Int>] = []
  /// Whether each line is a header or a footer, across the whole grid.
  private(set) var spansGrid: [Bool] = []
  /// The section each line is in, in lines.
  private(set) var sections: [SectionRows?] = []

  init(items: ViewList, perLine: Int) {
    var index = 0
    while index < items.count {
      guard let section = items.section(index), section.rows.lowerBound == index else {
        // Items outside any section, up to the next section's start.
        var end = index + 1
        while end < items.count, items.section(end) == nil { end += 1 }
        cut(index..<end, perLine: perLine)
        index = end
        continue
      }
      let first = ranges.count
      var lines = SectionRows(header: nil, footer: nil, rows: first..<first)
      var start = section.rows.lowerBound
      if let header = section.header {
        lines.header = ranges.count
        add(header..<(header + 1), spansGrid: true)
        start = header + 1
      }
      cut(start..<(section.footer ?? section.rows.upperBound), perLine: perLine)
      if let footer = section.footer {
        lines.footer = ranges.count
        add(footer..<(footer + 1), spansGrid: true)
      }
      lines.rows = first..<ranges.count
      for line in lines.rows { sections[line] = lines }
      index = max(section.rows.upperBound, index + 1)
    }
  }

  private mutating func cut(_ items: Range<Int>, perLine: Int) {
    var start = items.lowerBound
    while start < items.upperBound {
      let end = min(items.upperBound, start + perLine)
      add(start..<end, spansGrid: false)
      start = end
    }
  }

  private mutating func add(_ items: Range<Int>, spansGrid: Bool) {
    ranges.append(items)
    self.spansGrid.append(spansGrid)
    sections.append(nil)
  }

  /// The line holding item `item`.
  func line(of item: Int) -> Int {
    var (low, high) = (0, ranges.count - 1)
    while low < high {
      let middle = (low + high + 1) / 2
      if ranges[middle].lowerBound <= item { low = middle } else { high = middle - 1 }
    }
    return low
  }
}
