import Document
import ScrollKit
import TerminalUI

/// The seeds' own screens, to see each idea alone.
enum Demos {
  /// Seed 003: the list of 100 numbered rows (`ForEach(0..<100) { Text("\($0)") }`) with the
  /// live offset `(x, y)` reported through the offset observer into the header row.
  static func offsetViewer(size: TerminalSize, settings: ViewerSettings) -> Viewer {
    let text = (0..<100).map { String($0) }.joined(separator: "\n") + "\n"
    // Laid out whole, so the offset is exact row by row.
    let rows = LaidOutRows(
      document: Document(plainText: Array(text.utf8), title: nil), width: size.columns)
    let viewer = Viewer(content: rows, title: "Desplazamiento", size: size, settings: settings)
    viewer.observeOffset { [unowned viewer] offset in
      viewer.status = "x: \(Int(offset.x))  y: \(Int(offset.y))"
    }
    return viewer
  }
}
