#if canImport(Glibc)
  import Glibc
#endif
import Dispatch
import Document
import TerminalUI

// A test-only program, not part of the product and not installed: the pty tests run it to
// check the dispatch main queue and the console from a synchronous main, which `swift test`
// (whose runtime owns the main queue) cannot. It opens the terminal with both, queues work on
// the main queue, and draws what ran, how many drains there were, and the console's last line.
// `q` ends it; after the terminal has ended it prints `después del final`, which must reach
// the real standard output again.

Platform.useUTF8Locale()
let console = try Console()
let terminal = try NcursesTerminal(mouse: .off, drainsMainQueue: true, console: console)
var ran: [String] = []
var drains = 0

@MainActor func draw() throws {
  let size = terminal.size
  var consoleLine: DisplayText = "consola: "
  consoleLine += console.lastLine
  let lines = [
    DisplayText(sanitizing: "cola: " + ran.joined(separator: " ")),
    DisplayText(sanitizing: "vaciados: \(drains)"),
    consoleLine,
  ]
  try terminal.draw(
    Screen(lines: lines + Array(repeating: "", count: max(0, size.height - lines.count)), columns: size.width))
}

DispatchQueue.main.async { ran.append("bloque") }
Task { @MainActor in
  ran.append("tarea")
  try? await Task.sleep(for: .milliseconds(100))
  ran.append("sueño")
  print("impreso \u{1B}[31m rojo")
  // Queued from another thread only once the sleep has resumed: two timers racing (a 100 ms
  // sleep, a 200 ms asyncAfter) came in either order on a loaded machine under TSan.
  DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) {
    DispatchQueue.main.async { ran.append("global") }
  }
}

try draw()
loop: while true {
  switch try terminal.nextEvent() {
  case .mainQueueDrained: drains += 1
  case .key(.character("p")): print("tecla p")
  case .key(.character("q")), .terminate: break loop
  default: break
  }
  try draw()
}
terminal.end()
print("después del final")
