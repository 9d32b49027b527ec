import Document
import GuideResource
import Testing
@testable import TerminalUI

@Suite struct TerminalApplicationTests {
  @Test("the shared loop runs the margins demo: Right scrolls the carousel, q quits")
  func marginsDemoLoop() throws {
    let terminal = HeadlessTerminal(
      size: TerminalSize(rows: 16, columns: 50),
      events: [.key(.right), .tick, .resize(TerminalSize(rows: 16, columns: 160)), .terminate(signal: 15)])
    let demo = MarginsDemo(size: TerminalSize(rows: 1, columns: 1))
    #expect(try demo.run(on: terminal) == .signal(15))
    #expect(terminal.frames.count == 4, "first frame, Right, tick, resize")
    #expect(terminal.frames[1] != terminal.frames[0], "Right moved the carousel")
    #expect(demo.carouselOffset == 0, "at 160 columns the carousel fits")
  }

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
