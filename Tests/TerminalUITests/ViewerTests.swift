import Document
import GuideResource
import ScrollKit
import Testing
@testable import TerminalUI

@Suite struct ViewerTests {
  private let guide = Document(markdown: GuideResource.markdown)

  private func viewer(rows: Int = 24, columns: Int = 80) -> Viewer {
    // The indicator has its own tests; here the screens show only the text.
    Viewer(
      document: guide, size: TerminalSize(rows: rows, columns: columns),
      settings: ViewerSettings(showsIndicator: false))
  }

  @Test("the first frame at 80x24: title, Paso 1, separator, and 'Quedan pasos por ver'")
  func firstFrame() {
    let screen = viewer().render()
    #expect(screen.size == TerminalSize(rows: 24, columns: 80))
    #expect(screen.lines[0].hasPrefix("  Guía de montaje"))
    // The percentage counts the bottom visible row, as less does: 21 of the guide's rows show.
    let rows = LaidOutRows(document: guide, width: 80).endPosition
    #expect(screen.lines[0].hasSuffix("Paso 1/8  \(21 * 100 / rows)%"))
    #expect(screen.lines[2] == "  Paso 1")
    #expect(screen.lines[22] == String(repeating: "─", count: 80))
    #expect(screen.lines[23].trimmingLeadingSpaces == "Quedan pasos por ver")
    #expect(screen.rows[23].first { $0.text != " " }?.style == .dim)
  }

  @Test("the footer is centred")
  func footerCentred() {
    let line = viewer().render().text(row: 23)
    let leading = line.prefix { $0 == " " }.count
    let trailing = line.reversed().prefix { $0 == " " }.count
    #expect(abs(leading - trailing) <= 1)
  }

  @Test("End shows Paso 8 and 'Fin de la guía'; one row up brings 'Quedan pasos por ver' back")
  func endAndBack() {
    let v = viewer()
    v.perform(.bottom)
    var screen = v.render()
    #expect(screen.lines.contains("  Paso 8"))
    #expect(screen.lines[23].trimmingLeadingSpaces == "Fin de la guía")
    v.perform(.lineUp)
    screen = v.render()
    #expect(screen.lines[23].trimmingLeadingSpaces == "Quedan pasos por ver")
  }

  @Test("scrolling the whole guide row by row runs the footer's action exactly once")
  func footerActionOnce() {
    let v = viewer()
    _ = v.render()
    let drawsBefore = v.footerDraws
    var moves = 0
    while !v.isAtBottom {
      v.perform(.lineDown)
      _ = v.render()
      moves += 1
    }
    #expect(moves > 1)
    #expect(v.footerChanges == 1)
    #expect(v.footerDraws == drawsBefore + 1, "the footer row is drawn again only on a change")
  }

  @Test("a terminal tall enough for the whole guide says 'Fin de la guía' from the first frame")
  func tallTerminal() {
    let v = viewer(rows: 40)
    #expect(v.render().lines[39].trimmingLeadingSpaces == "Fin de la guía")
    #expect(v.footerChanges == 0)
  }

  /// At 80x12 the scroll area has 9 rows and the guide 25, so the bottom offset is 16.
  @Test("page, half page, row and edge moves", arguments: [
    (Command.pageDown, 9.0), (.halfPageDown, 4), (.lineDown, 1), (.bottom, 16),
  ])
  func moves(command: Command, offset: Double) {
    let v = viewer(rows: 12)
    v.perform(command)
    #expect(v.scrollModel.state.offsetY == offset)
    v.perform(.top)
    #expect(v.scrollModel.state.offsetY == 0)
  }

  @Test("resizing tall → short → tall keeps the position rule and the footer right")
  func resizeJourney() {
    let v = viewer(rows: 40)
    #expect(v.render().lines[39].trimmingLeadingSpaces == "Fin de la guía")
    // Everything fitted, so nothing was scrolled: the first line stays first.
    v.resize(to: TerminalSize(rows: 12, columns: 80))
    #expect(v.scrollModel.state.offsetY == 0)
    #expect(v.render().lines[11].trimmingLeadingSpaces == "Quedan pasos por ver")
    // Two rows down: that line stays first when the terminal grows, but not to fitting.
    v.perform(.lineDown)
    v.perform(.lineDown)
    let first = v.render().lines[1]
    v.resize(to: TerminalSize(rows: 20, columns: 80))
    #expect(v.render().lines[1] == first, "the first visible line stays first")
    #expect(v.render().lines[19].trimmingLeadingSpaces == "Quedan pasos por ver")
    // At the bottom, a reader stays at the bottom across a shrink.
    v.perform(.bottom)
    v.resize(to: TerminalSize(rows: 12, columns: 80))
    #expect(v.isAtBottom)
    #expect(v.render().lines[11].trimmingLeadingSpaces == "Fin de la guía")
    v.resize(to: TerminalSize(rows: 40, columns: 80))
    #expect(v.render().lines[39].trimmingLeadingSpaces == "Fin de la guía")
  }

  @Test("a narrower terminal reflows and keeps the first visible step")
  func reflowKeepsStep() {
    let v = viewer(rows: 10, columns: 80)
    for _ in 0..<7 { v.perform(.lineDown) }
    let first = v.render().lines[1]
    #expect(first == "  Paso 3")
    v.resize(to: TerminalSize(rows: 10, columns: 20))
    #expect(v.render().lines[1] == " Paso 3", "a narrow terminal has one-column margins")
  }

  @Test("every small size draws without trapping", arguments: [0, 1, 2, 3, 4, 5])
  func tinySizes(rows: Int) {
    for columns in [0, 1, 2, 5, 12] {
      let v = viewer(rows: rows, columns: columns)
      let screen = v.render()
      #expect(screen.size == TerminalSize(rows: rows, columns: columns))
      v.perform(.bottom)
      _ = v.render()
    }
  }

  @Test("the event loop on a headless terminal: keys scroll, q quits")
  func eventLoop() throws {
    let terminal = HeadlessTerminal(
      size: TerminalSize(rows: 24, columns: 80),
      events: [.key(.character("G")), .key(.character("k")), .key(.end), .key(.character("q"))])
    let v = viewer()
    let reason = try v.run(on: terminal)
    #expect(reason == .quit)
    #expect(terminal.frames.count == 4)
    #expect(terminal.frames[1].lines[23].trimmingLeadingSpaces == "Fin de la guía")
    #expect(terminal.frames[2].lines[23].trimmingLeadingSpaces == "Quedan pasos por ver")
    #expect(terminal.frames[3].lines[23].trimmingLeadingSpaces == "Fin de la guía")
  }

  @Test("a signal ends the loop with its number; a resize event reflows")
  func signalAndResize() throws {
    let terminal = HeadlessTerminal(
      size: TerminalSize(rows: 24, columns: 80),
      events: [.resize(TerminalSize(rows: 40, columns: 60)), .redraw, .terminate(signal: 15)])
    let reason = try viewer().run(on: terminal)
    #expect(reason == .signal(15))
    #expect(terminal.lastFrame?.size == TerminalSize(rows: 40, columns: 60))
    #expect(terminal.lastFrame?.lines[39].trimmingLeadingSpaces == "Fin de la guía")
  }
}

extension String {
  fileprivate var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
}
