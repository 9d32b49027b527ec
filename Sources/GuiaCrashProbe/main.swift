#if canImport(Glibc)
  import Glibc
#endif
import TerminalUI

// A test-only program, not part of the product and not installed: the pty tests run it to
// crash for real with the terminal open (a stack overflow, a Swift trap), which no input to
// guia can cause and no test may fake with kill(2). It opens the terminal as guia does, shows
// `sonda`, and on `s` overflows the stack, on `t` traps.

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
  case .key(.character("q")), .terminate:
    terminal.end()
    exit(0)
  default: continue
  }
}
