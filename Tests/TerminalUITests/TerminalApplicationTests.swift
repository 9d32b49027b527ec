import Document
import GuideResource
import Testing
@testable import TerminalUI

@Suite struct TerminalApplicationTests {
  @Test("an idle tick draws nothing in the viewer")
  func idleTick() throws {
    let terminal = HeadlessTerminal(
      size: TerminalSize(rows: 10, columns: 40), events: [.tick, .tick, .key(.character("q"))])
    let viewer = Viewer(
      content: LaidOutRowsFixture.guide(width: 40), title: "g", size: TerminalSize(rows: 10, columns: 40))
    viewer.onTick = { false }
    #expect(try viewer.run(on: terminal) == .quit)
    #expect(terminal.frames.count == 1)
  }
}


private enum LaidOutRowsFixture {
  static func guide(width: Int) -> LaidOutRows {
    LaidOutRows(document: Document(markdown: GuideResource.markdown), width: width)
  }
}
