import Document
import Testing
@testable import TerminalUI

@Suite struct ViewerAppendTests {
  private func rows(_ count: Int) -> LaidOutRows {
    let blocks = (1...count).map { Block.raw("Number \($0)") }
    return LaidOutRows(
      document: Document(kind: .plainText, title: nil, blocks: blocks), options: LayoutOptions(width: 40))
  }

  private func viewer(_ count: Int) -> Viewer {
    Viewer(
      content: rows(count), title: "Números", size: TerminalSize(rows: 12, columns: 40),
      settings: ViewerSettings(showsIndicator: false))
  }

  @Test("rows on screen keep their screen row when rows are appended below")
  func appendKeepsRows() {
    let v = viewer(30)
    v.perform(.bottom)
    let before = v.render().lines
    v.replaceContent(rows(50))  // laid out at other margins: the viewer lays it out as its own
    let after = v.render().lines
    #expect(after[1..<10] == before[1..<10], "the scroll area shows the same rows")
    #expect(after[11].contains("Quedan pasos por ver"), "new rows below: the end is not reached")
    #expect(before[11].contains("Fin de la guía"))
  }

  @Test("following a status row: a reader at the bottom sees it; one above does not move")
  func followingStatus() {
    let v = viewer(30)
    v.perform(.bottom)
    v.replaceContent(rows(31), followsBottom: true)
    #expect(v.render().lines[9] == " Number 31")
    v.perform(.top)
    v.replaceContent(rows(32), followsBottom: true)
    #expect(v.render().lines[1] == " Number 1")
  }

  @Test("each row reports its first appearance once")
  func rowsAppearOnce() {
    let v = viewer(30)
    var appeared: [Int] = []
    v.onRowAppear = { appeared.append($0) }
    _ = v.render()
    v.perform(.lineDown)
    _ = v.render()
    v.perform(.lineUp)
    _ = v.render()
    #expect(appeared == Array(0..<10))
  }

  @Test("follow mode: growth keeps a reader at the bottom; any other key stops following")
  func follow() {
    let source = InMemoryByteSource(Array((1...30).map { "línea \($0)\n" }.joined().utf8))
    let v = Viewer(
      content: TextRows(source: source, width: 40), title: "log",
      size: TerminalSize(rows: 12, columns: 40), settings: ViewerSettings(showsIndicator: false))
    v.perform(.follow)
    #expect(v.isFollowing)
    source.append(Array("línea 31\n".utf8))
    v.contentDidGrow()
    #expect(v.render().lines[9] == "línea 31")
    #expect(v.isAtBottom)
    #expect(v.handle(.character("k")))
    #expect(!v.isFollowing)
    source.append(Array("línea 32\n".utf8))
    v.contentDidGrow()
    #expect(v.render().lines[9] == "línea 30", "the view stays put")
    #expect(!v.isAtBottom)
  }
}
