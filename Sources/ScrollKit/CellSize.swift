/// A size in whole terminal cells: a terminal's window, a screen, a laid-out view.
///
/// Cells are the terminal's unit, as points are SwiftUI's: ``Size`` (`CGSize`) measures in
/// points what views are told, this measures what is laid out and drawn.
public struct CellSize: Hashable, Sendable, CustomStringConvertible {
  /// The columns across.
  public var width: Int
  /// The rows down.
  public var height: Int

  /// A size of `width` columns by `height` rows; a negative extent counts as zero.
  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// A size with no extent.
  public static let zero = CellSize(width: 0, height: 0)

  /// Columns by rows, as a terminal's size is written: `80x24`.
  public var description: String { "\(width)x\(height)" }
}
