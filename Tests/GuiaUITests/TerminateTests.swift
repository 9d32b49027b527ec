import ScrollKit
import GuiaUI
import TerminalUI
import TerminalTestSupport
import Testing

/// `x` ends the program from a key handler; `c` counts, to show which keys were answered.
private struct Quitter: View {
  @Environment(\.terminate) private var terminate
  @State private var count = 0
  var body: some View {
    Text("n=\(count)")
      .onKeyPress("c") {
        count += 1
        return .handled
      }
      .onKeyPress("x") {
        terminate()
        return .handled
      }
  }
}

/// A task that ends the program once it has run.
private struct FinishingTask: View {
  @Environment(\.terminate) private var terminate
  var body: some View {
    Text("trabajando").task {
      await Task.yield()
      terminate()
    }
  }
}

@MainActor
@Suite struct TerminateTests {
  @Test func terminateEndsTheEventLoopWithQuit() throws {
    let terminal = HeadlessTerminal(
      size: CellSize(width: 10, height: 1),
      events: [.key(.character("c")), .key(.character("x")), .key(.character("c"))])
    let host = GuiaUIHost(root: Quitter().frame(maxWidth: .infinity, alignment: .leading))
    let reason = try host.run(on: terminal)
    #expect(reason == .quit)
    // The first `c` was drawn; the one after `x` was never answered (nor the `q` the
    // terminal sends once its script is over).
    #expect(terminal.lastFrame?.lines == ["n=1"])
    #expect(terminal.frames.count == 2)
  }

  @Test func aTaskEndsTheLoopOnceTheMainQueueHasRun() async {
    let host = host(FinishingTask(), columns: 12, rows: 1)
    #expect(host.lines == ["trabajando"])
    #expect(await eventually { host.respond(to: .mainQueueDrained) == .exit(.quit) })
  }
}
