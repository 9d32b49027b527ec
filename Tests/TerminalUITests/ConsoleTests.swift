#if canImport(Glibc)
  import Glibc
#endif
import Document
import Testing
@testable import TerminalUI

/// The console: prints caught in a pipe, their last line sanitised, the real output put back.
///
/// The descriptor tests capture a descriptor of their own, never 1: `swift test` writes its
/// results on standard output, from other threads, while these run.
@Suite struct ConsoleTests {
  @Test("the last complete line is kept; a partial line waits for its newline")
  func lastLine() {
    var lines = ConsoleLines()
    let first = lines.append(Array("uno\ndos\ntr".utf8))
    #expect(first && lines.lastLine == "dos")
    let partial = lines.append(Array("es".utf8))
    #expect(!partial && lines.lastLine == "dos")
    let newline = lines.append(Array("\n".utf8))
    #expect(newline && lines.lastLine == "tres")
    let again = lines.append(Array("tres\n".utf8))
    #expect(!again, "the same line again changes nothing")
  }

  @Test("an escape in a print is shown as a placeholder, never sent to the terminal")
  func sanitised() {
    var lines = ConsoleLines()
    _ = lines.append(Array("impreso \u{1B}[31m rojo\u{07}\n".utf8))
    #expect(lines.lastLine == DisplayText(sanitizing: "impreso \u{1B}[31m rojo\u{07}"))
    #expect(!lines.lastLine.description.unicodeScalars.contains { $0.value < 0x20 })
    #expect(lines.lastLine.description.contains("^["))
  }

  /// A pipe standing in for the terminal, and a descriptor of its write end to capture.
  private func fakeTerminal() throws -> (terminal: Int32, captured: Int32) {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
    let captured = dup(ends[1])
    close(ends[1])
    return (ends[0], captured)
  }

  private func readAll(_ descriptor: Int32) -> String {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      bytes += buffer[..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private func write(_ text: String, to descriptor: Int32) -> Int {
    Array(text.utf8).withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
  }

  @Test("what is written to the captured descriptor is caught; the terminal's own descriptor still reaches it; restore puts it back")
  func captureAndRestore() throws {
    let (terminal, captured) = try fakeTerminal()
    defer { close(terminal); close(captured) }
    let console = try Console(capturing: captured)
    #expect(write("hola\n", to: captured) == 5)
    #expect(write("pantalla", to: console.terminalDescriptor) == 8)
    var ready = pollfd(fd: console.descriptor, events: Int16(POLLIN), revents: 0)
    #expect(poll(&ready, 1, 0) == 1, "the console's descriptor is readable after a print")
    #expect(console.readAvailable())
    #expect(console.lastLine == "hola")
    #expect(readAll(terminal) == "pantalla", "the print did not reach the terminal")

    console.restore()
    #expect(write("después\n", to: captured) > 0)
    #expect(readAll(terminal) == "después\n")
    console.restore()
  }

  @Test("a chatty print never blocks: with nobody reading, a full pipe refuses the write")
  func fullPipeDoesNotBlock() throws {
    let (terminal, captured) = try fakeTerminal()
    defer { close(terminal); close(captured) }
    let console = try Console(capturing: captured)
    defer { console.restore() }
    let line = String(repeating: "x", count: 1023) + "\n"
    var refused = false
    // A blocking pipe would hang here after 64 KiB; 1 MiB is far more than any pipe holds.
    for _ in 0..<1024 where !refused {
      refused = write(line, to: captured) < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)
    }
    #expect(refused)
    #expect(console.readAvailable())
    #expect(write("sigue\n", to: captured) == 6, "after a read, prints get through again")
    console.readAvailable()
    #expect(console.lastLine == "sigue")
  }
}
