import Document
import Testing
@testable import TerminalUI

/// Input that could not be kept whole: the header and the footer's row say so, and the footer
/// never claims an end that was not seen.
@Suite struct ViewerIncompleteInputTests {
  private func viewer(lines: Int) -> Viewer {
    let source = InMemoryByteSource(Array((1...lines).map { "línea \($0)\n" }.joined().utf8))
    let viewer = Viewer(
      content: TextRows(source: source, width: 80), title: "entrada",
      size: TerminalSize(rows: 12, columns: 80), settings: ViewerSettings(showsIndicator: false))
    viewer.inputDidArrive(InputProgress(lines: lines, bytes: source.count))
    return viewer
  }

  @Test("at the bottom of what was kept: 'entrada incompleta', the reason, then never 'Fin de la guía'")
  func atTheBottom() {
    let viewer = viewer(lines: 5)
    viewer.render()
    #expect(viewer.footer.text == Footer.endText, "the end of what arrived, while it arrives")
    viewer.inputDidStopIncomplete(reason: "File too large")
    let screen = viewer.render()
    #expect(viewer.headerStatus == "100%  entrada incompleta")
    #expect(screen.text(row: 11).contains("No se pudo guardar la entrada (File too large)"))
    _ = viewer.handle(.character("k"))
    _ = viewer.handle(.character("G"))
    let later = viewer.render()
    #expect(viewer.isAtBottom)
    #expect(viewer.footer.text == ViewerMessage.incompleteEnd)
    #expect(!later.text(row: 11).contains(Footer.endText.string))
    #expect(viewer.headerStatus.string.hasSuffix("entrada incompleta"))
  }

  @Test("above the bottom the footer's rule holds; coming down does not claim the end")
  func aboveTheBottom() {
    let viewer = viewer(lines: 40)
    viewer.inputDidStopIncomplete(reason: "No space left on device")
    _ = viewer.handle(.character("j"))
    #expect(viewer.footer.text == Footer.remainingText)
    _ = viewer.handle(.character("G"))
    #expect(viewer.isAtBottom)
    #expect(viewer.footer.text == ViewerMessage.incompleteEnd)
  }

  @Test("an End that waited for the end shows the last line kept")
  func endWaiting() {
    let viewer = viewer(lines: 40)
    viewer.onSeekEnd = { .pending }
    _ = viewer.handle(.character("G"))
    #expect(viewer.isWaitingForEnd)
    viewer.inputDidStopIncomplete(reason: "File too large")
    #expect(!viewer.isWaitingForEnd)
    #expect(viewer.isAtBottom)
    #expect(!viewer.headerStatus.string.contains("Leyendo hasta el final"))
  }
}
