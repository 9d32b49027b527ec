#if canImport(Glibc)
  import Glibc
#endif
import TerminalUI

// A test-only program, not part of the product and not installed: the pty tests run it to
// crash for real with the terminal open (a stack overflow, a Swift trap), which no input to
// guia can cause and no test may fake with kill(2). It opens the terminal as guia does, shows
// `sonda`, and on `s` overflows the stack, on `t` traps, on `b` blocks its main thread for
// good in a read no one answers (a FIFO's silent writer, a lookup that never returns): only
// the signal thread can end it then.

/// Recurses until the stack is gone; the buffer keeps every frame alive and unoptimised.
@inline(never)
func overflow(_ depth: Int) -> Int {
  var frame = [Int](repeating: depth, count: 64)
  return frame.withUnsafeMutableBufferPointer { buffer in
    buffer[0] = overflow(depth + 1)
    return buffer[0] + buffer[63]
  }
}

Platform.useUTF8Locale()
let terminal = try NcursesTerminal(mouse: .off)
let size = terminal.size
try terminal.draw(
  Screen(lines: ["sonda"] + Array(repeating: "", count: max(0, size.height - 1)), columns: size.width))
while true {
  switch try terminal.nextEvent() {
  case .key(.character("s")): print(overflow(0))
  case .key(.character("t")): preconditionFailure("a Swift trap, on purpose")
  case .key(.character("b")):
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { exit(2) }
    var byte: UInt8 = 0
    // The write end stays open and unused: the read waits for ever (restarted after a signal).
    while true { _ = read(ends[0], &byte, 1) }
  case .key(.character("q")), .terminate:
    terminal.end()
    exit(0)
  default: continue
  }
}
