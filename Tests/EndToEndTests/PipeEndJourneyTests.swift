import Foundation
import Testing

/// The footer is never wrong about the end: End reads a pipe to its end (less's `G`), the
/// header says when input is still arriving, and End shows what a file gained.
@Suite struct PipeEndJourneyTests {
  /// A FIFO that guia reads and the test writes to: the producer is the test's to control.
  private final class Producer {
    let path: String
    private var descriptor: Int32 = -1

    init() throws {
      path = try Journey.temporaryFolder().appendingPathComponent("tubo").path
      #expect(mkfifo(path, 0o600) == 0)
    }

    /// Opens the writing end; guia's open of the FIFO returns then.
    func open() {
      descriptor = Glibc.open(path, O_WRONLY)
      #expect(descriptor >= 0)
    }

    func send(_ text: String) {
      let bytes = Array(text.utf8)
      var written = 0
      while written < bytes.count {
        let result = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard result > 0 else { return }
        written += result
      }
    }

    /// The end of the input.
    func close() {
      if descriptor >= 0 { Glibc.close(descriptor) }
      descriptor = -1
    }

    deinit { close() }
  }

  private static func rows(_ range: ClosedRange<Int>) -> String {
    range.map { "fila \($0)\n" }.joined()
  }

  @Test("seq 1 1000000 | guia, End: the last line 1000000 and 'Fin de la guía'")
  func endOfMillionLinePipe() throws {
    // Under the sanitizers 100 000 lines (590 KB, 9 pages read on the driver's thread and
    // spooled) take the same paths at a tenth of the instrumented cost.
    let count = underSanitizer ? 100_000 : 1_000_000
    let shell = try Journey.Shell(script: #"seq 1 \#(count) | "$@"; echo $? > "$D/status""#)
    let session = shell.session
    try session.wait(forText: "1")
    session.send(Journey.Keys.end)
    let lines = try session.wait(for: "the input's last line", timeout: 120) {
      $0.lines[21] == "\(count)" && $0.footer == "Fin de la guía"
    }
    #expect(lines[20] == "\(count - 1)")
    #expect(lines[0].hasSuffix("100%"), "read to the end: no 'leyendo…'")
    Snapshots.save(lines, as: "pipe-1M-80x24-end", session: session)
    try session.press("k")
    #expect(session.footer == "Quedan pasos por ver")
    session.send("q")
    _ = try session.waitForExit()
    #expect(shell.read("status") == "0")
  }

  @Test("while a pipe is open the header says leyendo…; at its end it goes, the view unmoved")
  func readingUntilTheEnd() throws {
    let producer = try Producer()
    let session = try PtySession([producer.path])
    producer.open()
    producer.send("uno\ndos\n")
    try session.wait(forText: "dos")
    // All that has arrived fits: the footer's rule says the end; the header says more may come.
    try session.wait(for: "leyendo… with the end of what arrived") {
      $0.lines[0].hasSuffix("100%  leyendo…") && $0.footer == "Fin de la guía"
    }
    producer.send("tres\n")
    try session.wait(forText: "tres")
    #expect(session.lines[0].hasSuffix("leyendo…"))
    producer.close()
    let lines = try session.wait(for: "the input ended") { !$0.lines[0].contains("leyendo") }
    #expect(lines[0].hasSuffix("100%"))
    #expect(Array(lines[1...3]) == ["uno", "dos", "tres"])
    #expect(session.footer == "Fin de la guía")
  }

  @Test("End waits for an open pipe, keys answered; Ctrl-C stops only the wait; the end is shown")
  func waitStoppedThenEnded() throws {
    let producer = try Producer()
    let session = try PtySession([producer.path])
    producer.open()
    // One write under PIPE_BUF arrives whole.
    producer.send(Self.rows(1...100))
    try session.wait(forText: "fila 1")
    session.send(Journey.Keys.end)
    try session.wait(for: "the wait, with the lines read") {
      $0.lines[0].contains("Leyendo hasta el final… 100 líneas") && $0.lines[21] == "fila 100"
    }
    #expect(session.footer == "Fin de la guía")
    producer.send(Self.rows(101...150))
    // Pages are still read and shown in the header while End waits; the view stays.
    try session.wait(for: "150 lines counted") { $0.lines[0].contains("150 líneas") }
    #expect(session.lines[21] == "fila 100")
    #expect(session.footer == "Quedan pasos por ver", "more below: the footer's rule holds")
    session.send("\u{03}")
    try session.wait(for: "Ctrl-C stopped the wait") { !$0.lines[0].contains("Leyendo hasta") }
    #expect(session.lines[0].hasSuffix("leyendo…"), "the input is still open")
    #expect(session.lines[21] == "fila 100", "the view stays where it is")
    var status: Int32 = 0
    #expect(waitpid(session.pid, &status, WNOHANG) == 0, "guia is still running")
    // A second End waits again; the input's end brings its last line.
    session.send("G")
    try session.wait(for: "waiting again") { $0.lines[0].contains("Leyendo hasta el final") }
    producer.send(Self.rows(151...3000))
    producer.close()
    let lines = try session.wait(for: "the last line after the end") {
      $0.lines[21] == "fila 3000" && $0.footer == "Fin de la guía"
    }
    #expect(lines[0].hasSuffix("100%"))
    session.send("q")
    #expect(try session.waitForExit().exited(with: 0))
  }
}
