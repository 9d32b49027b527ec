import Document
@testable import Reader
import Testing

/// A reader opens its rows at the text column it shows first, so the first frame's layout
/// has nothing to reflow (text rows would otherwise wrap their row-count sample twice).
@MainActor
@Suite struct ReaderInitialLayoutTests {
  @Test("text rows made at the window's width are reflowed once, at open, to the text column",
    arguments: [40, 80, 132])
  func textRowsOpenAtTheTextColumn(width: Int) {
    let source = InMemoryByteSource(Array((1...300).map { "línea \($0)\n" }.joined().utf8))
    let model = ReaderModel(rows: TextRows(source: source, width: width), width: width, title: nil)
    // Plain text has the whole width (no indicator unless --indicator).
    let textWidth = width - (ReaderSettings().showsIndicator(isPlainText: true) ? 1 : 0)
    #expect(textWidth == width)
    #expect(model.rows.options == model.state.document.options(forWidth: textWidth))
    // The view's first layout at that column keeps the rows as they are.
    var document = model.state.document
    #expect(document.layout(width: textWidth, besideDivider: false, keeping: 0) == nil)
  }
}
