import ScrollKit
import GuiaUI
import TerminalUI
import TerminalTestSupport
import Testing

/// Counts its body's evaluations (the passes that reached it) and the keys it took; takes
/// Ctrl-C only while `stops` is on.
private struct Counting: View {
  let log: KeyLog
  @State private var typed = ""
  @State private var stops = false
  var body: some View {
    let _ = log.record("pass")
    Text("«\(typed)» \(stops ? "parando" : "")")
      .onKeyPress { press in
        if press.key == "c", press.modifiers.contains(.control) {
          return stops ? .handled : .ignored
        }
        if press.key == "s" {
          stops = true
        } else {
          typed += press.characters
        }
        return .handled
      }
  }
}

/// What the host does with events other than plain keys: Ctrl-C offered as a key, bursts of
/// keys answered without a pass each, the terminal's notices handed on.
@MainActor
@Suite struct HostEventTests {
  @Test("Ctrl-C is offered to onKeyPress as the key Ctrl-C: taken, the loop goes on; else the signal ends it")
  func interruptOffered() throws {
    let log = KeyLog()
    let ignored = HeadlessTerminal(
      size: CellSize(width: 20, height: 1),
      events: [.key(.character("a")), .terminate(signal: Platform.interruptSignal)])
    #expect(try GuiaUIHost(root: Counting(log: log)).run(on: ignored) == .signal(Platform.interruptSignal))
    let taken = HeadlessTerminal(
      size: CellSize(width: 20, height: 1),
      events: [
        .key(.character("s")), .terminate(signal: Platform.interruptSignal), .key(.character("b")),
        .terminate(signal: 15),
      ])
    #expect(try GuiaUIHost(root: Counting(log: log)).run(on: taken) == .signal(15))
    #expect(taken.lastFrame?.lines.first?.contains("«b» parando") == true)
  }

  @Test("a burst of keys runs the handlers without a pass; the key after the burst's last runs one")
  func burst() {
    let log = KeyLog()
    let host = GuiaUIHost(root: Counting(log: log))
    host.start(size: CellSize(width: 40, height: 1))
    _ = host.render()
    log.clear()
    for character in "hola" {
      #expect(host.respond(to: .key(.character(character)), moreKeysWaiting: true) == .redraw)
    }
    #expect(log.entries.isEmpty, "no pass while more keys wait")
    #expect(host.respond(to: .key(.character("!")), moreKeysWaiting: false) == .redraw)
    #expect(log.entries == ["pass"], "one pass for the five keys")
    #expect(host.render().lines.first?.contains("«hola!»") == true)
  }

  @Test("every key gets a frame, even one that changes nothing")
  func keyAlwaysDraws() {
    let host = GuiaUIHost(root: Text("quieto"))
    host.start(size: CellSize(width: 10, height: 1))
    _ = host.render()
    #expect(host.respond(to: .key(.character("x"))) == .redraw)
    #expect(host.respond(to: .tick) == .ignore, "other events draw only what changed")
  }

  @Test("the terminal's notices go to onNotice")
  func notices() {
    let host = GuiaUIHost(root: Text("quieto"))
    var heard: [String] = []
    host.onNotice = { heard.append($0) }
    _ = host.respond(to: .notice("Ventana de 600×300"))
    #expect(heard == ["Ventana de 600×300"])
  }
}
