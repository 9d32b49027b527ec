import Document
import GuiaUI

/// A document's rows as a ``RowsView`` reads them.
struct DocumentRowSource: LazyRowSource {
  let rows: any DocumentRows

  var startPosition: Int { rows.startPosition }
  var endPosition: Int { rows.endPosition }
  func positions(from position: Int, limit: Int) -> [Int] { rows.positions(from: position, limit: limit) }
  func positions(before position: Int, limit: Int) -> [Int] {
    rows.positions(before: position, limit: limit)
  }
  func estimatedRowIndex(of position: Int) -> Double { rows.estimatedRowIndex(of: position) }
  var estimatedRowCount: Double { rows.estimatedRowCount }
  func lines(from position: Int, limit: Int) -> [DisplayLine] { rows.lines(from: position, limit: limit) }
}
