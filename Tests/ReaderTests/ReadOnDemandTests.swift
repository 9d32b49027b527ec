import Document
import GuiaUI
import Reader
import Testing
import TerminalUI

/// Commands that need a line not read yet, on input still arriving (a pipe): they have the
/// input read on until the line comes or the input ends, as less does, and a key stops them.
/// Each would fail with a search or jump that looked only at what had arrived.
@MainActor
@Suite struct ReadOnDemandTests {
  /// A reader of `count` lines still arriving, drawn once, as ReaderInputTests shows one.
  func reader(lines count: Int = 30) -> (PlayedInput, ReaderModel, GuiaUIHost<ReaderView>) {
    let input = PlayedInput(lines: count)
    let model = input.model()
    return (input, model, ReaderInputTests().host(model))
  }

  func type(_ text: String, into host: GuiaUIHost<ReaderView>) {
    for character in text {
      let key: Key = character == "\r" ? .enter : character == "\u{17}" ? .control("w") : .character(character)
      _ = host.respond(to: .key(key))
    }
  }

  static func lines(_ range: ClosedRange<Int>) -> String {
    range.map { "línea \($0)\n" }.joined()
  }

  @Test("/ for a line not arrived yet reads on, says how far, and shows the match when it comes")
  func searchReadsOn() {
    let (input, model, host) = reader()
    type("/línea 500$\r", into: host)
    #expect(model.state.document.input.isReadingOn)
    #expect(input.readsOn == 1)
    var screen = host.render()
    #expect(screen.lines[11].contains("Leyendo… 30 líneas · una tecla para parar"), "\(screen.lines[11])")
    #expect(screen.lines[1] == "línea 1", "the view stays while it reads")
    input.arrive(Self.lines(31...300))
    screen = host.render()
    #expect(screen.lines[11].contains("Leyendo… 300 líneas"))
    input.arrive(Self.lines(301...1000))
    screen = host.render()
    #expect(screen.lines[1] == "línea 500", "\(screen.lines)")
    #expect(!model.state.document.input.isReadingOn)
    #expect(input.stops == 1, "reading goes back to what the view needs")
    #expect(!screen.lines[11].contains("Leyendo"))
  }

  @Test("a match cut in two by the pages it came in is found whole")
  func matchAcrossPages() {
    let (input, model, host) = reader()
    type("/tornillo\r", into: host)
    input.arrive("un torn")
    #expect(model.state.document.input.isReadingOn)
    input.arrive("illo aquí\n" + Self.lines(32...60))
    #expect(host.render().lines[1] == "un tornillo aquí")
  }

  @Test("nothing in all the input: not found once it ends; a match above wraps, once it ends")
  func notFoundAtTheEnd() {
    let (input, model, host) = reader()
    type("/ausente\r", into: host)
    input.arrive(Self.lines(31...40))
    #expect(model.state.document.input.isReadingOn)
    model.send(.inputEnded)
    #expect(host.render().lines[11].contains("Sin coincidencias para «ausente»"))
    #expect(!model.state.document.input.isReadingOn)

    let (_, wrapped, other) = reader()
    // ^W: around the other end (less's modifier; a search stops at the end without it).
    type("5j/\u{17}línea 2$\r", into: other)
    #expect(wrapped.state.document.input.isReadingOn, "line 2 is above the top: the rest first, as it comes")
    wrapped.send(.inputEnded)
    let screen = other.render()
    #expect(screen.lines[1] == "línea 2")
    #expect(screen.lines[11].contains("La búsqueda siguió desde el principio"))
  }

  @Test("NG waits for line N; N% waits for the end; each goes there when it can")
  func jumpsReadOn() {
    let (input, model, host) = reader()
    type("400G", into: host)
    #expect(model.state.document.input.isReadingOn)
    input.arrive(Self.lines(31...399))
    #expect(host.render().lines[1] == "línea 1")
    input.arrive(Self.lines(400...420))
    #expect(host.render().lines[1] == "línea 400")
    #expect(!model.state.document.input.isReadingOn)

    type("50%", into: host)
    #expect(model.state.document.input.isReadingOn, "half of a pipe still open is not known")
    input.arrive(Self.lines(421...1000))
    model.send(.inputEnded)
    // Less's N% is of the bytes: line 505 of these 1 000, as on the file whole.
    let half = model.rows.lines(from: model.rows.rowPosition(atPercent: 50), limit: 1).first?.text
    #expect(half == "línea 505")
    #expect(host.render().lines[1] == half)
  }

  @Test("a key stops the reading on: the view stays, the key does nothing else, input back to the view's pace")
  func keyStopsReadingOn() {
    for (command, stopped) in [("/ausente\r", "Búsqueda interrumpida"), ("900G", "Lectura interrumpida")] {
      let (input, model, host) = reader()
      type(command, into: host)
      #expect(model.state.document.input.isReadingOn)
      _ = host.respond(to: .key(.character("j")))
      #expect(!model.state.document.input.isReadingOn)
      #expect(input.stops == 1)
      let screen = host.render()
      #expect(screen.lines[1] == "línea 1", "j only stopped it")
      #expect(screen.lines[11].contains(stopped), "\(screen.lines[11])")
      input.arrive(Self.lines(31...1000))
      #expect(host.render().lines[1] == "línea 1", "nothing jumps once stopped")
    }
  }

  @Test("a file: the same commands answer at once, nothing read on")
  func fileAnswersAtOnce() {
    let input = PlayedInput(lines: 300)
    let model = input.model(arriving: false)
    let host = ReaderInputTests().host(model)
    type("/línea 250$\r", into: host)
    #expect(host.render().lines[1] == "línea 250")
    type("100G", into: host)
    #expect(host.render().lines[1] == "línea 100")
    #expect(input.readsOn == 0 && !model.state.document.input.isReadingOn)
  }

  @Test("& on a pipe reads on to the input's end and keeps every matching line of it, as less counts them")
  func filterReadsOn() {
    let (input, model, host) = reader()
    type("&^línea 39\r", into: host)
    #expect(model.state.document.input.isReadingOn)
    #expect(host.render().lines[11].contains("Leyendo… 30 líneas"))
    // Line 399 comes in two pieces, the scan run between them.
    input.arrive(Self.lines(31...398) + "línea 3")
    #expect(host.render().lines[11].contains("Leyendo… 398 líneas"))
    input.arrive("99\n" + Self.lines(400...4000))
    model.send(.inputEnded)
    var screen = host.render()
    // 39, 390–399 and 3900–3999.
    #expect(screen.lines[11].contains(" 111 líneas con «^línea 39»"), "\(screen.lines[11])")
    #expect(screen.lines[1] == "línea 39" && screen.lines[2] == "línea 390")
    #expect(!model.state.document.input.isReadingOn)
    type("2j", into: host)
    screen = host.render()
    #expect(screen.lines[9] == "línea 399", "a line that came in two pages is kept whole: \(screen.lines)")
  }

  @Test("a key while & waits for more input shows the lines kept of all that came")
  func filterStoppedShowsWhatCame() {
    let (input, model, host) = reader()
    type("&línea 2\r", into: host)
    input.arrive(Self.lines(31...40))
    _ = host.respond(to: .key(.character("j")))
    #expect(!model.state.document.input.isReadingOn)
    #expect(input.stops == 1)
    let screen = host.render()
    #expect(screen.lines[1] == "línea 2" && screen.lines[2] == "línea 20", "\(screen.lines)")
    #expect(screen.lines[11].contains("11 líneas con «línea 2»"), "\(screen.lines[11])")
  }

  @Test("a match near the end of what came shows at once, and reaches the top once rows below it come, as less fills its screen")
  func matchFillsTheScreen() {
    let (input, model, host) = reader()
    type("/línea 28$\r", into: host)
    var screen = host.render()
    #expect(screen.lines[1] == "línea 28", "shown at once at the top: \(screen.lines)")
    #expect(screen.lines[3] == "línea 30" && screen.lines[4] == "~", "blank rows below what came, as less")
    #expect(model.state.document.input.isReadingOn, "reading on, quietly, for the rows below it")
    #expect(!screen.lines[11].contains("Leyendo"))
    input.arrive(Self.lines(31...40))
    screen = host.render()
    #expect(screen.lines[1] == "línea 28", "\(screen.lines)")
    #expect(!model.state.document.input.isReadingOn)
  }

  @Test("a key while the screen waits to be filled does what it does, and ends the wait")
  func keyEndsTheFill() {
    let (input, model, host) = reader()
    type("/línea 28$\r", into: host)
    #expect(model.state.document.input.isReadingOn)
    _ = host.respond(to: .key(.character("k")))
    #expect(!model.state.document.input.isReadingOn)
    #expect(host.render().lines[1] == "línea 27", "k moved up a row")
    input.arrive(Self.lines(31...40))
    #expect(host.render().lines[1] == "línea 27", "no jump once the wait ended")
  }
}
