import ScrollKit
import Document
import GuiaUI
import Reader
import Testing
import TerminalUI
import TerminalTestSupport

/// Input played by hand, as a pipe or a followed file would deliver it: its bytes, whether
/// End found it open, and what the reader asked of it.
@MainActor
final class PlayedInput: ReaderInput {
  let source: InMemoryByteSource
  weak var model: ReaderModel?
  var isOpen = true
  var seeks = 0
  var stops = 0
  var retries = 0
  var refreshes = 0
  var needs: [Int] = []
  /// What the next `refresh()` finds: bytes to add, or a new start.
  var pending: [UInt8] = []
  var restart: [UInt8]?
  var lines: Int { source.storage.count { $0 == 0x0A } }

  init(lines count: Int) {
    source = InMemoryByteSource(Array((1...count).map { "línea \($0)\n" }.joined().utf8))
  }

  /// A model of the input's rows; the input attached.
  func model(arriving: Bool = true, settings: ReaderSettings = ReaderSettings(showsIndicator: false)) -> ReaderModel {
    let model = ReaderModel(rows: TextRows(source: source, width: 80), title: "entrada", settings: settings)
    self.model = model
    model.attach(self)
    if arriving { model.send(.inputArrived(InputProgress(lines: lines, bytes: source.count))) }
    return model
  }

  func arrive(_ text: String) {
    source.append(Array(text.utf8))
    model?.send(.inputGrew(InputProgress(lines: lines, bytes: source.count)))
  }

  var lookahead: Int { 10 }
  func readerNeeds(rowsBelow: Int) { needs.append(rowsBelow) }
  func seekEnd() -> InputEnd {
    seeks += 1
    return isOpen ? .pending : .known
  }
  var readsOn = 0
  func readOn() { readsOn += 1 }
  func stopSeekingEnd() { stops += 1 }
  func retry() { retries += 1 }
  func refresh() -> Bool {
    refreshes += 1
    if let restart {
      self.restart = nil
      model?.send(
        .restarted(RowsValue(TextRows(source: InMemoryByteSource(restart), width: 80)), message: ReaderMessage.truncated))
      return true
    }
    guard !pending.isEmpty else { return false }
    source.append(pending)
    pending = []
    model?.send(.inputGrew(nil))
    return true
  }
}

/// guia's reader on input still arriving: `leyendo…`, End's wait for the end (any key or
/// Ctrl-C stops it), input not kept whole, follow mode, a file started again.
@MainActor
@Suite struct ReaderInputTests {
  let size = CellSize(width: 80, height: 12)

  /// A host showing `model`, its first frame drawn (as the event loop draws it before the
  /// first event: keys go to the handlers that frame registered).
  func host(_ model: ReaderModel) -> GuiaUIHost<ReaderView> {
    let host = GuiaUIHost(root: ReaderView(model: model))
    host.start(size: size)
    _ = host.render()
    return host
  }

  @Test("while input arrives the header says leyendo… beside the percentage; at its end it goes")
  func readingInHeader() {
    let input = PlayedInput(lines: 30)
    let model = input.model()
    let host = host(model)
    let header = host.render().lines[0]
    #expect(header.hasSuffix("%  leyendo…"))
    model.send(.inputEnded)
    let percent = header.split(separator: " ").dropLast().last.map(String.init) ?? ""
    #expect(percent.hasSuffix("%"))
    #expect(host.render().lines[0].hasSuffix(" " + percent), "the same percentage, alone")
  }

  @Test("End waits, counting the lines read; the end, when it comes, is shown")
  func waitThenEnd() {
    let input = PlayedInput(lines: 30)
    let model = input.model()
    let host = host(model)
    _ = host.render()
    _ = host.respond(to: .key(.character("G")))
    #expect(model.state.document.input.isWaitingForEnd)
    var screen = host.render()
    #expect(screen.lines[9] == "línea 30", "the bottom of what has arrived, at once")
    #expect(screen.lines[0].hasSuffix("Leyendo hasta el final… 30 líneas · una tecla para parar"))
    input.arrive((31...2000).map { "línea \($0)\n" }.joined())
    screen = host.render()
    #expect(screen.lines[0].contains("2 000 líneas"))
    #expect(screen.lines[9] == "línea 30", "the view stays until the end comes")
    #expect(screen.lines[11].contains("Quedan pasos por ver"), "the footer keeps its rule")
    input.isOpen = false
    model.send(.inputEnded)
    screen = host.render()
    #expect(!model.state.document.input.isWaitingForEnd)
    #expect(screen.lines[9] == "línea 2000")
    #expect(screen.lines[11].contains("Fin de la guía"))
    #expect(screen.lines[0].hasSuffix("100%"))
    _ = host.respond(to: .key(.character("G")))
    #expect(!model.state.document.input.isWaitingForEnd, "a closed input's end is known: End does not wait")
    #expect(input.seeks == 2)
  }

  @Test("any key stops the wait and does nothing else; the view stays where it is")
  func keyStopsWait() {
    for key in [Key.character("k"), .character("g"), .down, .end, .character(" "), .character("5")] {
      let input = PlayedInput(lines: 30)
      let model = input.model()
      let host = host(model)
      _ = host.respond(to: .key(.character("G")))
      input.arrive("línea 31\n")
      #expect(host.respond(to: .key(key)) == .redraw, "\(key) does not quit")
      #expect(!model.state.document.input.isWaitingForEnd)
      #expect(input.stops == 1)
      #expect(host.render().lines[9] == "línea 30", "\(key) left the view where it was")
      model.send(.inputEnded)
      #expect(host.render().lines[9] == "línea 30", "an end after the wait stopped does not move the view")
    }
  }

  @Test("q stops the wait and quits")
  func quitDuringWait() {
    let input = PlayedInput(lines: 30)
    let host = host(input.model())
    _ = host.respond(to: .key(.character("G")))
    #expect(host.respond(to: .key(.character("q"))) == .exit(.quit))
  }

  @Test("Ctrl-C during the wait stops it and guia goes on; another signal still ends it")
  func interruptStopsWait() throws {
    let input = PlayedInput(lines: 30)
    let model = input.model()
    let terminal = HeadlessTerminal(
      size: size,
      events: [
        .key(.end), .terminate(signal: Platform.interruptSignal), .key(.end),
        .terminate(signal: 15),
      ])
    #expect(try GuiaUIHost(root: ReaderView(model: model)).run(on: terminal) == .signal(15))
    #expect(input.seeks == 2)
    #expect(input.stops == 1, "SIGTERM ends the session: the wait is not what it stops")
    #expect(terminal.frames[1].lines[0].contains("Leyendo hasta el final"))
    #expect(!terminal.frames[2].lines[0].contains("Leyendo hasta el final"))
    #expect(terminal.frames[2].lines[0].hasSuffix("leyendo…"))
  }

  @Test("Ctrl-C with nothing running ends the session with -K only; with the prompt open it closes it")
  func interruptWithoutWait() throws {
    let model = PlayedInput(lines: 30).model(arriving: false)
    // As less: without -K, Ctrl-C with nothing running does nothing.
    let kept = HeadlessTerminal(
      size: size, events: [.terminate(signal: Platform.interruptSignal), .terminate(signal: 15)])
    #expect(try GuiaUIHost(root: ReaderView(model: model)).run(on: kept) == .signal(15))
    var withK = ReaderSettings(showsIndicator: false)
    withK.quitsOnInterrupt = true
    let quitting = PlayedInput(lines: 30).model(arriving: false, settings: withK)
    let ended = HeadlessTerminal(size: size, events: [.terminate(signal: Platform.interruptSignal)])
    #expect(try GuiaUIHost(root: ReaderView(model: quitting)).run(on: ended) == .signal(Platform.interruptSignal))
    let prompt = HeadlessTerminal(
      size: size,
      events: [
        .key(.character("/")), .key(.character("x")), .terminate(signal: Platform.interruptSignal),
        .terminate(signal: 15),
      ])
    #expect(try GuiaUIHost(root: ReaderView(model: model)).run(on: prompt) == .signal(15))
    #expect(prompt.frames[2].lines[11] == "/x")
    #expect(prompt.frames[3].lines[11].contains("Quedan pasos por ver"))
  }

  @Test("at the bottom of what was kept: 'entrada incompleta', the reason, then never 'Fin de la guía'")
  func incompleteAtTheBottom() {
    let input = PlayedInput(lines: 5)
    let model = input.model()
    let host = host(model)
    #expect(host.render().lines[11].contains("Fin de la guía"), "the end of what arrived, while it arrives")
    model.send(.inputStoppedIncomplete(reason: "File too large"))
    var screen = host.render()
    #expect(screen.lines[0].hasSuffix("100%  entrada incompleta"))
    #expect(screen.lines[11].contains("No se pudo guardar la entrada (File too large)"))
    _ = host.respond(to: .key(.character("k")))
    _ = host.respond(to: .key(.character("G")))
    screen = host.render()
    #expect(model.isAtBottom)
    #expect(screen.lines[11].contains(ReaderMessage.incompleteEnd.string))
    #expect(!screen.lines[11].contains("Fin de la guía"))
  }

  @Test("above the bottom of input not kept whole the footer's rule holds; coming down does not claim the end")
  func incompleteAboveTheBottom() {
    let input = PlayedInput(lines: 40)
    let model = input.model()
    let host = host(model)
    model.send(.inputStoppedIncomplete(reason: "No space left on device"))
    #expect(host.render().lines[11].contains("No se pudo guardar la entrada (No space left on device)"))
    _ = host.respond(to: .key(.character("j")))
    var screen = host.render()
    #expect(screen.lines[11].trimmed == "Quedan pasos por ver")
    #expect(screen.lines[0].hasSuffix("%  entrada incompleta"))
    input.isOpen = false
    _ = host.respond(to: .key(.character("G")))
    screen = host.render()
    #expect(model.isAtBottom)
    #expect(screen.lines[9] == "línea 40")
    #expect(screen.lines[11].trimmed == ReaderMessage.incompleteEnd.string)
    #expect(screen.lines[0].hasSuffix("100%  entrada incompleta"))
  }

  @Test("End's count of lines read: grouped by threes, one línea, many líneas")
  func lineCounts() {
    let counts = [
      (0, "0 líneas"), (1, "1 línea"), (999, "999 líneas"), (1000, "1 000 líneas"),
      (1_000_000, "1 000 000 líneas"),
    ]
    for (lines, words) in counts {
      let input = PlayedInput(lines: 30)
      let model = input.model()
      let host = host(model)
      _ = host.respond(to: .key(.character("G")))
      model.send(.inputArrived(InputProgress(lines: lines, bytes: 0)))
      #expect(
        host.render().lines[0].hasSuffix("Leyendo hasta el final… \(words) · una tecla para parar"),
        "\(lines)")
    }
  }

  @Test("an End that waited for input that stopped being kept shows the last line kept")
  func incompleteAfterWait() {
    let input = PlayedInput(lines: 40)
    let model = input.model()
    let host = host(model)
    _ = host.respond(to: .key(.character("g")))
    input.arrive((41...60).map { "línea \($0)\n" }.joined())
    _ = host.respond(to: .key(.character("G")))
    #expect(host.render().lines[9] == "línea 60")
    input.arrive("línea 61\n")
    model.send(.inputStoppedIncomplete(reason: "File too large"))
    let screen = host.render()
    #expect(!model.state.document.input.isWaitingForEnd)
    #expect(model.isAtBottom)
    #expect(screen.lines[9] == "línea 61")
    #expect(!screen.lines[0].contains("Leyendo hasta el final"))
  }

  @Test("the reader tells the input where it is: rows known below the screen, up to its lookahead")
  func needs() {
    let input = PlayedInput(lines: 30)
    let model = input.model()
    let host = host(model)
    _ = host.render()
    // 9 rows on screen of 30: 21 below, counted up to one more than the lookahead of 10
    // (more than it: enough).
    #expect(input.needs.last == 11)
    _ = host.respond(to: .key(.character("r")))
    #expect(input.retries == 1)
    input.isOpen = false
    _ = host.respond(to: .key(.character("G")))
    _ = host.render()
    #expect(input.needs.last == 0)
  }

  @Test("F follows: to the end, a look every 200 ms (an idle one draws nothing), any key stops")
  func follow() {
    let input = PlayedInput(lines: 30)
    let model = input.model(arriving: false)
    let host = host(model)
    _ = host.render()
    #expect(host.tickDeadline == nil, "nothing ticks while nobody follows")
    _ = host.respond(to: .key(.character("F")))
    var screen = host.render()
    #expect(screen.lines[0].hasSuffix(ReaderMessage.following.string))
    #expect(screen.lines[9] == "línea 30")
    let asked = ContinuousClock.now
    #expect(host.tickDeadline.map { $0 > asked && $0 <= asked + .milliseconds(ReaderModel.followInterval) } == true)
    let looks = input.refreshes
    #expect(host.respond(to: .tick) == .ignore, "nothing new: nothing drawn")
    #expect(input.refreshes == looks + 1)
    input.pending = Array("línea 31\nlínea 32\n".utf8)
    #expect(host.respond(to: .tick) == .redraw)
    screen = host.render()
    #expect(screen.lines[9] == "línea 32", "the bottom kept as the rows grew")
    _ = host.respond(to: .key(.character("k")))
    screen = host.render()
    #expect(!screen.lines[0].contains("Siguiendo"))
    #expect(screen.lines[9] == "línea 31", "the key stopped following, then scrolled")
    #expect(host.tickDeadline == nil)
  }

  @Test("a file started again: the top, the message; while following, the new bottom")
  func restart() {
    for follows in [false, true] {
      let input = PlayedInput(lines: 30)
      let model = input.model(arriving: false)
      let host = host(model)
      _ = host.respond(to: .key(.character(follows ? "F" : "G")))
      input.restart = Array((1...20).map { "nueva \($0)\n" }.joined().utf8)
      if follows {
        _ = host.respond(to: .tick)
      } else {
        _ = input.refresh()
      }
      let screen = host.render()
      #expect(screen.lines[follows ? 9 : 1] == (follows ? "nueva 20" : "nueva 1"), "following: \(follows)")
      if !follows { #expect(screen.lines[11].contains("Archivo truncado")) }
    }
  }

  @Test("End on a file started again goes to its new bottom")
  func endAfterRestart() {
    let input = PlayedInput(lines: 30)
    input.isOpen = false
    let model = input.model(arriving: false)
    let host = host(model)
    _ = host.render()
    input.restart = Array((1...50).map { "nueva \($0)\n" }.joined().utf8)
    // End looks at the file, as FileInput's seekEnd does.
    final class Looking: ReaderInput {
      let played: PlayedInput
      init(_ played: PlayedInput) { self.played = played }
      var lookahead: Int { 0 }
      func readerNeeds(rowsBelow: Int) {}
      func seekEnd() -> InputEnd {
        _ = played.refresh()
        return .known
      }
      func readOn() {}
      func stopSeekingEnd() {}
      func retry() {}
      func refresh() -> Bool { played.refresh() }
    }
    let looking = Looking(input)
    model.attach(looking)
    _ = host.respond(to: .key(.character("G")))
    #expect(host.render().lines[9] == "nueva 50")
  }
}
