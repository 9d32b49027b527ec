extension ScrollGeometry {
  /// The rows the container shows, in content rows of one unit: from the row at the top to the
  /// last one shown, the content's end at most.
  public var visibleRows: Range<Int> {
    let top = Int(Swift.max(0, contentOffset.y).rounded(.down))
    let bottom = Int(Swift.min(contentSize.height, contentOffset.y + containerSize.height).rounded(.up))
    return top..<Swift.max(top, bottom)
  }

  /// How far through the content the bottom visible row is, in whole percent, as less's prompt
  /// counts it: the share of the content from its start to the bottom of the container.
  ///
  /// 100 at the bottom (the footer's rule, so content that fits reads 100) and never elsewhere:
  /// at most 99 while a row is hidden below, however the rounding falls.
  public var bottomEdgePercent: Int {
    if isAtBottom { return 100 }
    guard contentSize.height > 0 else { return 99 }
    let shown = Swift.min(contentSize.height, Swift.max(0, contentOffset.y + containerSize.height))
    return Swift.min(99, Int((shown / contentSize.height * 100).rounded(.down)))
  }
}
