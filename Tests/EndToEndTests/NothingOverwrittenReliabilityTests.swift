import Foundation
import Testing

/// Nothing overwritten: the report never replaces the document or a file that is not a report
/// (unless forced), never blocks guia at exit, and replaces an old report atomically; and plain
/// text written where standard output is not a terminal is the file's bytes.
@Suite struct NothingOverwrittenReliabilityTests {
  private static let notes = "# Notas\n\nNo las pierdas.\n"

  @Test("reports: one that cannot or must not be written is refused before the screen opens, 73 at once, every file intact; one written: --force replaces a file that is not JSON, an old report is replaced without it; to a FIFO read by cat q returns at once, to one nobody reads q ends with 73, the terminal restored")
  func reports() throws {
    Journey.part("refused") {
      Journey.each(["missing folder", "file as folder", "folder"]) { kind in
        let folder = try Journey.temporaryFolder()
        let file = folder.appendingPathComponent("fichero")
        try Data("x".utf8).write(to: file)
        let path = switch kind {
        case "missing folder": "/nonexistent/dir/r.json"
        case "file as folder": file.path + "/r.json"
        default: folder.path
        }
        let session = try PtySession(["--report", path])
        #expect(try session.waitForExit(timeout: 5).exited(with: 73), "\(kind)")
        let output = String(decoding: session.output, as: UTF8.self)
        #expect(output.hasPrefix("guia: \(path): no se puede escribir el informe: "), "\(output)")
        #expect(!output.contains("\u{1B}"), "\(kind): no escape sequence was written")
        #expect(session.output.filter { $0 == 0x0A }.count == 1, "\(kind): one line")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["fichero"], "\(kind)")
      }
      Journey.each(["same path", "hard link", "not JSON"]) { kind in
        let document = try Journey.file("notas.md", Array(Self.notes.utf8))
        var report = document.path
        if kind == "hard link" {
          report = document.deletingLastPathComponent().appendingPathComponent("enlace.md").path
          #expect(link(document.path, report) == 0)
        }
        let arguments = kind == "not JSON" ? ["--report", report] : ["--report", report, document.path]
        let session = try PtySession(arguments)
        #expect(try session.waitForExit(timeout: 5).exited(with: 73), "\(kind)")
        let output = String(decoding: session.output, as: UTF8.self)
        let reason = kind == "not JSON" ? "no es un informe JSON (--force lo reemplaza)" : "es el documento que se muestra"
        #expect(output.hasPrefix("guia: \(report): no se puede escribir el informe: "), "\(output)")
        #expect(output.contains(reason), "\(output)")
        #expect(!output.contains("\u{1B}"), "\(kind): before the screen opened")
        #expect(try String(contentsOfFile: document.path, encoding: .utf8) == Self.notes, "\(kind)")
        Reliability.add("reports", 1)
      }
      Journey.each(["data.json a.md data.json"]) { _ in
        // The JSON document named after the first is refused too.
        let data = "{\"piezas\": 12}\n"
        let json = try Journey.file("data.json", Array(data.utf8))
        let notes = try Journey.file("a.md", Array(Self.notes.utf8))
        let session = try PtySession(["--report", json.path, notes.path, json.path])
        #expect(try session.waitForExit(timeout: 5).exited(with: 73))
        let output = String(decoding: session.output, as: UTF8.self)
        #expect(output.contains("es el documento que se muestra"), "\(output)")
        #expect(try String(contentsOfFile: json.path, encoding: .utf8) == data)
        Reliability.add("reports", 1)
      }
    }
    Journey.part("written") {
      Journey.part("--force replaces a file that is not JSON; an old report is replaced without it") {
        for (old, flags) in [(Self.notes, ["--force"]), ("{\"atBottom\": true}\n", [])] {
          let report = try Journey.file("informe.json", Array(old.utf8))
          let session = try PtySession(flags + ["--report", report.path])
          try session.wait(forText: "Paso 1")
          session.send("q")
          #expect(try session.waitForExit().exited(with: 0))
          let written = try String(contentsOfFile: report.path, encoding: .utf8)
          #expect(written.hasPrefix("{\"atBottom\": false, \"reachedEnd\": false"), "\(written)")
          #expect(try FileManager.default.contentsOfDirectory(
            atPath: report.deletingLastPathComponent().path) == ["informe.json"], "no temporary file left")
          Reliability.add("reports", 1)
        }
      }
      Journey.part("--report to a FIFO read by cat: q returns at once and cat gets the report") {
        let shell = try Journey.Shell(
          ["--report", "tubo"],
          script: #"cd "$D" && mkfifo tubo && { timeout 20 cat tubo > recibido; echo $? > cat; } & "#
            + #"cd "$D" && "$@"; echo $? > "$D/status"; wait"#)
        try shell.session.wait(forText: "Paso 1")
        // cat is started beside guia: q waits until cat is opening the FIFO, or a quick guia
        // finds no reader yet (and rightly says so).
        try shell.session.wait(for: "cat opening the FIFO") { _ in Self.isOpeningFIFO(command: ["cat", "tubo"]) }
        let start = Date()
        shell.session.send("q")
        _ = try shell.session.waitForExit(timeout: 10)
        #expect(shell.read("status") == "0")
        #expect(Date().timeIntervalSince(start) < 5, "q answered promptly")
        #expect(shell.read("cat") == "0", "cat was not left waiting")
        #expect(shell.read("recibido")?.hasPrefix("{\"atBottom\": false") == true, "\(shell.read("recibido") ?? "nothing")")
        Reliability.add("reports", 1)
      }
      Journey.part("--report to a FIFO nobody reads: the document shows, q ends at once with 73, terminal restored") {
        let folder = try Journey.temporaryFolder()
        let fifo = folder.appendingPathComponent("tubo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let shell = try Journey.Shell(["--report", fifo])
        try shell.session.wait(forText: "Paso 1")
        let start = Date()
        shell.session.send("q")
        _ = try shell.session.waitForExit(timeout: 10)
        #expect(Date().timeIntervalSince(start) < 5, "q answered promptly")
        #expect(shell.read("status") == "73")
        #expect(shell.read("before") == shell.read("after"), "terminal restored")
        let output = String(decoding: shell.session.output, as: UTF8.self)
        #expect(output.contains("guia: \(fifo): no se puede escribir el informe: ningún proceso lo lee"))
        Reliability.add("reports", 1)
      }
    }
  }

  @Test("a file named like an option, -c!touch pwned, opened in vim with v: the editor gets ./-c!touch pwned, no command runs")
  func editorArgument() throws {
    let folder = try Journey.temporaryFolder().appendingPathComponent("editor-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let name = "-c!touch pwned"
    try Data("texto\n".utf8).write(to: folder.appendingPathComponent(name))
    // From the file's folder, as a user types it: the name as it is, after `--`.
    let session = try PtySession(
      ["-c", "cd '\(folder.path)' && exec '\(PtySession.binary)' -- '\(name)'"],
      environment: ["VISUAL": "vim -u NONE -i NONE -N"], executable: "/bin/sh")
    try session.wait(forText: "texto")
    session.send("v")
    // vim's screen: the name it was given, in its last row.
    let vim = try session.wait(for: "vim showing the file") { $0.rawLines.joined().contains("./-c!touch pwned") }
    #expect(vim.joined().contains("./-c!touch pwned"), "\(vim)")
    session.send("\u{1B}:q!\r")
    try session.wait(for: "guia again") { $0.footer == "Fin de la guía" && !$0.rawLines.joined().contains("./-c!touch pwned") }
    session.send("q")
    #expect(try session.waitForExit() == 0)
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("pwned").path), "vim ran the name as a command")
    Reliability.add("no-overwrite", 1)
  }

  /// Whether a process run as `command` waits in open(2) for a FIFO's writer: the kernel
  /// counts it as the FIFO's reader from then on.
  private static func isOpeningFIFO(command: [String]) -> Bool {
    let processes = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return processes.contains { process in
      guard Int(process) != nil,
        let arguments = try? String(contentsOfFile: "/proc/\(process)/cmdline", encoding: .utf8),
        arguments.split(separator: "\0").map(String.init) == command,
        let channel = try? String(contentsOfFile: "/proc/\(process)/wchan", encoding: .utf8)
      else { return false }
      return channel == "wait_for_partner"
    }
  }

  /// Plain text that a pager must not change: a line longer than 80 columns, tabs, trailing
  /// spaces, CRLF, a BOM, invalid UTF-8, an escape sequence, NUL, and no final newline.
  static let plainBytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(
    ("primera\tcolumna\tlarga   \r\n" + String(repeating: "palabra ", count: 30) + "fin\n"
     + "\u{1B}[31mrojo\u{1B}[0m \u{07}\n").utf8) + [0xFF, 0xFE, 0x00, 0x41, 0x20, 0x20]

  @Test("stdout not a terminal: plain text is written as its bytes, from a file, a file on stdin or a pipe, as cat does")
  func plainTextBytes() {
    Journey.each(["file", "stdin file", "pipe"]) { kind in
      let file = try Journey.file("registro.txt", Self.plainBytes)
      let result: (status: Int32, stdout: Data, stderr: Data)
      switch kind {
      case "file": result = try CommandLineTests.runBytes([file.path], environment: ["COLUMNS": "40"])
      case "stdin file": result = try CommandLineTests.runBytes(["-"], input: try FileHandle(forReadingFrom: file))
      default:
        let pipe = Pipe()
        let writer = pipe.fileHandleForWriting
        let thread = Thread {
          writer.write(Data(Self.plainBytes))
          try? writer.close()
        }
        thread.start()
        result = try CommandLineTests.runBytes([], input: pipe)
      }
      #expect(result.status == 0, "\(kind)")
      #expect(result.stderr.isEmpty, "\(kind)")
      #expect([UInt8](result.stdout) == Self.plainBytes, "\(kind): byte for byte (cmp)")
      Reliability.add("plain", 1)
    }
  }
}
