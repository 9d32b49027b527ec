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

  @Test("cmd | guia: standard input read in the background, keys from /dev/tty; End on a million lines; an endless pipe and /dev/zero read within bounds, keys answered")
  func standardInput() {
    Journey.part("cmd | guia: standard input is read in the background, keys come from /dev/tty") {
      let shell = try Journey.Shell(
        script: #"printf 'uno\ndos\ntres\n' | "$@"; echo $? > "$D/status""#)
      try shell.session.wait(forText: "tres")
      #expect(Journey.title(shell.session.lines) == "standard input")
      #expect(shell.session.footer == "Fin de la guía")
      shell.session.send("q")
      _ = try shell.session.waitForExit()
      #expect(shell.read("status") == "0")
    }
    Journey.part("seq 1 1000000 | guia, End: the last line 1000000 and 'Fin de la guía'") {
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
    Journey.part("an endless pipe: the first screen shows, keys answer, reading stays bounded") {
      let shell = try Journey.Shell(script: #"yes "fila sin fin" | "$@"; echo $? > "$D/status""#)
      try shell.session.wait(forText: "fila sin fin")
      let pid = try shell.guiaPid()
      // Pages keep arriving while the reader is near the end, so wait for screens, not frames.
      for _ in 0..<5 { shell.session.send("G") }
      shell.session.send("k")
      try shell.session.wait(for: "more below") { $0.footer == "Quedan pasos por ver" }
      let peak = PtySession.peakMemoryKB(of: pid)
      #expect(underSanitizer || (peak > 0 && peak < 64 * 1024), "peak RSS \(peak) kB")
      shell.session.send("q")
      _ = try shell.session.waitForExit()
      #expect(shell.read("status") == "0")
    }
    Journey.part("/dev/zero: endless input, memory bounded, keys answer") {
      let session = try PtySession(["/dev/zero"])
      try session.wait(forText: "^@^@^@")
      for _ in 0..<3 { session.send("G") }
      session.send("k")
      try session.wait(for: "rows below") { $0.footer == "Quedan pasos por ver" }
      let peak = session.peakMemoryKB
      #expect(underSanitizer || (peak > 0 && peak < 64 * 1024), "peak RSS \(peak) kB")
      session.send("q")
      #expect(try session.waitForExit().exited(with: 0))
    }
  }

  @Test("pipes arriving over time: shown while they arrive, leyendo… until their end, End waiting (Ctrl-C stops only the wait), a pipe growing under a view scrolled up, tail -f followed with +F")
  func arrivingOverTime() {
    Journey.part("input from a pipe is shown while it arrives; new rows below bring 'Quedan pasos por ver'") {
      let folder = try Journey.temporaryFolder()
      let fifo = folder.appendingPathComponent("entrada").path
      #expect(mkfifo(fifo, 0o600) == 0)
      let session = try PtySession([fifo])
      let writer = open(fifo, O_WRONLY)
      #expect(writer >= 0)
      defer { close(writer) }
      func send(_ text: String) { _ = Array(text.utf8).withUnsafeBytes { write(writer, $0.baseAddress, $0.count) } }
      send("primera línea\n")
      try session.wait(forText: "primera línea")
      try session.wait(for: "the end of what arrived") { $0.footer == "Fin de la guía" }
      send((1...40).map { "línea \($0)" }.joined(separator: "\n") + "\n")
      try session.wait(for: "more rows below") { $0.footer == "Quedan pasos por ver" }
      #expect(session.lines[1] == "primera línea", "the view stays where it was")
      session.send("G")
      // Frames also come as input arrives, so wait for the screen rather than the next frame.
      try session.wait(for: "the last line at the bottom") {
        $0.lines[21] == "línea 40" && $0.footer == "Fin de la guía"
      }
    }
    Journey.part("while a pipe is open the header says leyendo…; at its end it goes, the view unmoved") {
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
    Journey.part("End waits for an open pipe, keys answered; Ctrl-C stops only the wait; the end is shown") {
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
    Journey.part("a pipe that grows while the reader is scrolled up keeps the view and says there is more") {
      let folder = try Journey.temporaryFolder()
      let fifo = folder.appendingPathComponent("tubo").path
      #expect(mkfifo(fifo, 0o600) == 0)
      let session = try PtySession([fifo])
      let writer = FileHandle(forWritingAtPath: fifo)!
      writer.write(Data((1...40).map { "fila \($0)\n" }.joined().utf8))
      try session.wait(forText: "fila 1")
      // End on a pipe still open waits for its end, counting the lines; a key stops the wait.
      session.send("G")
      try session.wait(for: "all 40 rows read") { $0.lines[0].contains("40 líneas") }
      session.send("k")
      try session.wait(for: "the wait stopped") { !$0.lines[0].contains("Leyendo hasta el final") }
      try session.press("g")
      writer.write(Data("fila 41\n".utf8))
      try session.wait(for: "the footer after growth") { $0.footer == "Quedan pasos por ver" }
      #expect(session.lines[1] == "fila 1")
      try session.press("F")
      try session.wait(for: "following the pipe") { $0.lines[21] == "fila 41" }
      writer.write(Data("fila 42\n".utf8))
      try session.wait(for: "following new rows") { $0.lines[21] == "fila 42" }
      try writer.close()
    }
    Journey.part("tail -f of a short log through guia +F: what is appended reaches the bottom") {
      let file = try Journey.file("app.log", Array((1...5).map { "evento \($0)\n" }.joined().utf8))
      let shell = try Journey.Shell(["+F"], script: "tail -n +1 -f '\(file.path)' | \"$@\"")
      try shell.session.wait(for: "following the pipe") {
        $0.lines[0].contains("Siguiendo el final") && $0.lines.contains("evento 5")
      }
      let writer = try FileHandle(forWritingTo: file)
      writer.seekToEndOfFile()
      writer.write(Data((6...40).map { "evento \($0)\n" }.joined().utf8))
      try writer.close()
      try shell.session.wait(for: "evento 40 at the bottom") { $0.lines[21] == "evento 40" }
      #expect(shell.session.lines[1] == "evento 20")
      shell.session.send("q")
      _ = try shell.session.waitForExit()
    }
  }

}
