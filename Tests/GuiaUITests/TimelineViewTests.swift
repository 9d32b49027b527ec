import ScrollKit
import GuiaUI
import Testing
import TerminalUI
import TerminalTestSupport

private struct Ticking: View {
  let isPaused: Bool
  @State private var slices = 0
  var body: some View {
    TimelineView(.periodic(by: 0.2), isPaused: isPaused) { context in
      Text("tic \(context.tick) · trozos \(slices)")
        .onChange(of: context.tick) { slices += 1 }
    }
  }
}

@MainActor
@Suite struct TimelineViewTests {
  @Test("a timeline asks the terminal for ticks and advances once per tick")
  func ticks() throws {
    let terminal = HeadlessTerminal(
      size: CellSize(width: 30, height: 1),
      events: [.tick, .tick, .key(.character("x")), .tick, .terminate(signal: 15)])
    let host = GuiaUIHost(root: Ticking(isPaused: false))
    _ = try host.run(on: terminal)
    #expect(host.tickDeadline != nil)
    #expect(terminal.tickDeadline == host.tickDeadline, "the loop hands the terminal the host's deadline")
    // The first pass counts as tick 1; three ticks came; a key is not a tick (its frame,
    // which every key gets, shows the same tick).
    #expect(terminal.frames.map { $0.lines[0].trimmingPrefix(while: { $0 == " " }) } == [
      "tic 1 · trozos 0", "tic 2 · trozos 1", "tic 3 · trozos 2", "tic 3 · trozos 2",
      "tic 4 · trozos 3",
    ])
  }

  @Test("a paused timeline asks for no tick")
  func paused() {
    let host = GuiaUIHost(root: Ticking(isPaused: true))
    _ = host.lines(columns: 30, rows: 1)
    #expect(host.tickDeadline == nil)
  }
}
