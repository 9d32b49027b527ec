import Document
import Testing
@testable import TerminalUI

/// End on input still arriving: the viewer waits for the input's end with the keys answered,
/// any key or Ctrl-C stops the wait, and the end, when it comes, is shown (less's `G`).
@Suite struct ViewerEndWaitTests {
  /// A pipe played by hand: its bytes, whether End found it open, and whether the wait stopped.
  private final class Input {
    let source = InMemoryByteSource(Array((1...30).map { "línea \($0)\n" }.joined().utf8))
    var isOpen = true
    var seeks = 0
    var stops = 0
    var lines: Int { source.storage.count { $0 == 0x0A } }

    func attach(to viewer: Viewer) {
      viewer.onSeekEnd = { [unowned self] in
        seeks += 1
        return isOpen ? .pending : .known
      }
      viewer.onStopSeekingEnd = { [unowned self] in stops += 1 }
      viewer.inputDidArrive(InputProgress(lines: lines, bytes: source.count))
    }

    func arrive(_ text: String, at viewer: Viewer) {
      source.append(Array(text.utf8))
      viewer.contentDidGrow()
      viewer.inputDidArrive(InputProgress(lines: lines, bytes: source.count))
    }
  }

  private func viewer(_ input: Input) -> Viewer {
    let viewer = Viewer(
      content: TextRows(source: input.source, width: 80), title: "entrada",
      size: TerminalSize(rows: 12, columns: 80), settings: ViewerSettings(showsIndicator: false))
    input.attach(to: viewer)
    return viewer
  }

  @Test("while input arrives the header says leyendo… beside the percentage; at its end it goes")
  func readingInHeader() {
    let input = Input()
    let v = viewer(input)
    let header = v.render().lines[0]
    #expect(header.hasSuffix("%  leyendo…"))
    v.inputDidEnd()
    let percent = header.split(separator: " ").dropLast().last.map(String.init) ?? ""
    #expect(percent.hasSuffix("%"))
    #expect(v.render().lines[0].hasSuffix(" " + percent), "the same percentage, alone")
  }

  @Test("End waits, counting the lines read; the end, when it comes, is shown")
  func waitThenEnd() {
    let input = Input()
    let v = viewer(input)
    v.perform(.bottom)
    #expect(v.isWaitingForEnd)
    var screen = v.render()
    #expect(screen.lines[9] == "línea 30", "the bottom of what has arrived, at once")
    #expect(screen.lines[0].hasSuffix("Leyendo hasta el final… 30 líneas · una tecla para parar"))
    input.arrive((31...2000).map { "línea \($0)\n" }.joined(), at: v)
    screen = v.render()
    #expect(screen.lines[0].contains("2 000 líneas"))
    #expect(screen.lines[9] == "línea 30", "the view stays until the end comes")
    #expect(screen.lines[11].contains("Quedan pasos por ver"), "the footer keeps its rule")
    input.isOpen = false
    v.inputDidEnd()
    screen = v.render()
    #expect(!v.isWaitingForEnd)
    #expect(screen.lines[9] == "línea 2000")
    #expect(screen.lines[11].contains("Fin de la guía"))
    #expect(screen.lines[0].hasSuffix("100%"))
    v.perform(.bottom)
    #expect(!v.isWaitingForEnd, "a closed input's end is known: End does not wait")
  }

  @Test("any key stops the wait and does nothing else; the view stays where it is")
  func keyStopsWait() {
    for key in [Key.character("k"), .character("g"), .down, .end, .character(" "), .character("5")] {
      let input = Input()
      let v = viewer(input)
      v.perform(.bottom)
      input.arrive("línea 31\n", at: v)
      #expect(v.handle(key), "\(key) does not quit")
      #expect(!v.isWaitingForEnd)
      #expect(input.stops == 1)
      #expect(v.render().lines[9] == "línea 30", "\(key) left the view where it was")
      v.inputDidEnd()
      #expect(v.render().lines[9] == "línea 30", "an end after the wait stopped does not move the view")
    }
  }

  @Test("q stops the wait and quits")
  func quitDuringWait() {
    let input = Input()
    let v = viewer(input)
    v.perform(.bottom)
    #expect(!v.handle(.character("q")))
  }

  @Test("Ctrl-C during the wait stops it and guia goes on; another signal still ends it")
  func interruptStopsWait() throws {
    let input = Input()
    let v = viewer(input)
    let terminal = HeadlessTerminal(
      size: v.size,
      events: [
        .key(.end), .terminate(signal: Platform.interruptSignal), .key(.end),
        .terminate(signal: 15),
      ])
    #expect(try v.run(on: terminal) == .signal(15))
    #expect(input.seeks == 2)
    #expect(input.stops == 1, "SIGTERM ends the session: the wait is not what it stops")
    #expect(terminal.frames[1].lines[0].contains("Leyendo hasta el final"))
    #expect(!terminal.frames[2].lines[0].contains("Leyendo hasta el final"))
    #expect(terminal.frames[2].lines[0].hasSuffix("leyendo…"))
  }

  @Test("Ctrl-C without a wait ends the session, as before")
  func interruptWithoutWait() throws {
    let v = viewer(Input())
    let terminal = HeadlessTerminal(size: v.size, events: [.terminate(signal: Platform.interruptSignal)])
    #expect(try v.run(on: terminal) == .signal(Platform.interruptSignal))
  }

  @Test("large counts are grouped by threes")
  func grouping() {
    #expect(ViewerMessage.grouped(0) == "0")
    #expect(ViewerMessage.grouped(999) == "999")
    #expect(ViewerMessage.grouped(1000) == "1 000")
    #expect(ViewerMessage.grouped(1_000_000) == "1 000 000")
    #expect(ViewerMessage.readingToEnd(lines: 1).string.contains("1 línea "))
  }
}
