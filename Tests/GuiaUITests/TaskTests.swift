import ScrollKit
import GuiaUI
import TerminalUI
import Testing

/// A task that runs until cancelled, under a branch `h` hides and with an id `n` changes.
private struct Sleeper: View {
  let log: KeyLog
  @State private var isShown = true
  @State private var generation = 0
  var body: some View {
    VStack(spacing: 0) {
      if isShown {
        Text("tarea").task(id: generation) {
          let started = generation
          log.record("start \(started)")
          do {
            try await Task.sleep(for: .seconds(600))
            log.record("woke \(started)")
          } catch {
            log.record("cancel \(started)")
          }
        }
      }
    }
    .onKeyPress("h") {
      isShown = false
      return .handled
    }
    .onKeyPress("n") {
      generation += 1
      return .handled
    }
  }
}

/// A task that loads a value into state, which the screen then shows.
private struct Loader: View {
  @State private var status = "cargando"
  var body: some View {
    Text(status).task {
      await Task.yield()
      status = "listo"
    }
  }
}

@MainActor
@Suite struct TaskTests {
  @Test func aTaskStartsWhenItsViewAppearsAndItsStateWritesShow() async {
    let host = host(Loader(), columns: 10, rows: 1)
    #expect(host.lines == ["cargando"])
    #expect(await eventually { host.lines == ["listo"] })
  }

  @Test func aTaskIsCancelledWhenItsViewDisappears() async {
    let log = KeyLog()
    let host = host(Sleeper(log: log), columns: 10, rows: 1)
    #expect(await eventually { log.entries == ["start 0"] })
    host.type(.character("h"))
    #expect(host.lines == [""])
    #expect(await eventually { log.entries == ["start 0", "cancel 0"] })
  }

  @Test func aNewIDCancelsTheTaskAndStartsAnother() async {
    let log = KeyLog()
    let host = host(Sleeper(log: log), columns: 10, rows: 1)
    #expect(await eventually { log.entries == ["start 0"] })
    host.type(.character("n"))
    // The old task is cancelled, not awaited (as in SwiftUI): its catch may run after the
    // new task has started.
    #expect(await eventually { log.entries.count == 3 })
    #expect(Set(log.entries) == ["start 0", "cancel 0", "start 1"])
    // Passes that leave the id alone start nothing.
    host.resize(to: CellSize(width: 12, height: 2))
    _ = host.lines
    for _ in 0..<100 { await Task.yield() }
    #expect(Set(log.entries) == ["start 0", "cancel 0", "start 1"])
    #expect(log.entries.count == 3)
    // The view goes, and its task with it: nothing is left sleeping after the test.
    host.type(.character("h"))
    #expect(await eventually { log.entries.count == 4 })
    #expect(log.entries.last == "cancel 1")
  }
}
