import ScrollKit
import Document
import GuiaUI
import Reader
import Testing
import TerminalUI
import TerminalTestSupport

/// The reader as the event loop's application on a headless terminal: a frame per key, a
/// signal's number, a resize laid out again, and nothing drawn for an idle tick.
@MainActor
@Suite struct ReaderEventLoopTests {
  private func host(_ size: CellSize, showsIndicator: Bool = false) -> GuiaUIHost<ReaderView> {
    GuiaUIHost(
      root: ReaderView(
        model: ReaderModel(
          document: ReaderHarness.guide, width: size.width,
          settings: ReaderSettings(showsIndicator: showsIndicator))))
  }

  @Test("the event loop on a headless terminal: keys scroll, q quits")
  func eventLoop() throws {
    let size = CellSize(width: 80, height: 24)
    let terminal = HeadlessTerminal(
      size: size,
      events: [.key(.character("G")), .key(.character("k")), .key(.end), .key(.character("q"))])
    #expect(try host(size).run(on: terminal) == .quit)
    #expect(terminal.frames.count == 4)
    #expect(terminal.frames[0].lines[23].trimmed == "Quedan pasos por ver")
    #expect(terminal.frames[1].lines[23].trimmed == "Fin de la guía")
    #expect(terminal.frames[2].lines[23].trimmed == "Quedan pasos por ver")
    #expect(terminal.frames[3].lines[23].trimmed == "Fin de la guía")
  }

  @Test("a signal ends the loop with its number; a resize event reflows")
  func signalAndResize() throws {
    let terminal = HeadlessTerminal(
      size: CellSize(width: 80, height: 24),
      events: [.resize(CellSize(width: 60, height: 40)), .redraw, .terminate(signal: 15)])
    #expect(try host(CellSize(width: 80, height: 24)).run(on: terminal) == .signal(15))
    #expect(terminal.lastFrame?.size == CellSize(width: 60, height: 40))
    #expect(terminal.lastFrame?.lines[39].trimmed == "Fin de la guía")
    #expect(terminal.lastFrame?.lines[38] == String(repeating: "─", count: 60))
  }

  @Test("an idle tick draws nothing in the reader")
  func idleTick() throws {
    let size = CellSize(width: 40, height: 10)
    let terminal = HeadlessTerminal(size: size, events: [.tick, .tick, .key(.character("q"))])
    #expect(try host(size, showsIndicator: true).run(on: terminal) == .quit)
    #expect(terminal.frames.count == 1)
  }
}
