import Foundation
import Testing

/// guia outside a terminal and on bad input: one clear line on stderr and a documented status,
/// before the screen is touched.
@Suite struct CommandLineTests {
  /// Runs guia with standard output and error as pipes.
  private func run(_ arguments: [String], environment: [String: String] = [:]) throws
    -> (status: Int32, stdout: String, stderr: String)
  {
    let result = try Self.runBytes(arguments, environment: environment)
    return (result.status, String(decoding: result.stdout, as: UTF8.self),
            String(decoding: result.stderr, as: UTF8.self))
  }

  /// Runs guia with standard output and error as pipes and `input` (a file, a pipe or
  /// nothing) as standard input; returns the bytes as they came.
  static func runBytes(
    _ arguments: [String], environment: [String: String] = [:], input: Any = FileHandle.nullDevice,
    directory: URL? = nil
  ) throws -> (status: Int32, stdout: Data, stderr: Data) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: PtySession.binary)
    if let directory { process.currentDirectoryURL = directory }
    process.arguments = arguments
    var env = ["LANG": "C.UTF-8", "TERM": "xterm-256color", "PATH": "/usr/bin:/bin"]
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, stdout, stderr)
  }

  @Test("stdout not a terminal: the guide as plain text, no escape codes, status 0")
  func plainOutput() throws {
    let result = try run([])
    #expect(result.status == 0)
    #expect(!result.stdout.contains("\u{1B}"))
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first == "  Guía de montaje")
    #expect(Array(lines.dropFirst().dropLast()) == Journey.guideRows())
    #expect(result.stderr.isEmpty)
  }

  @Test("plain output cuts nothing: each GPG line of Node's README is printed whole")
  func plainOutputKeepsCodeLines() throws {
    let file = try Journey.file("node.md", Array(NothingLostJourneyTests.releaseKeys.utf8))
    let result = try run([file.path], environment: ["COLUMNS": "80"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    for key in NothingLostJourneyTests.keyLines {
      #expect(lines.contains("      " + key), "printed whole: \(key)")
    }
    #expect(!result.stdout.contains("›") && !result.stdout.contains("↪"))
  }

  @Test("plain output keeps struck-out text between its ~~ markers")
  func plainOutputStrikethrough() throws {
    let file = try Journey.file("tachado.md", Array(NothingLostJourneyTests.struckOut.utf8))
    let result = try run([file.path])
    #expect(result.stdout.contains("  Por favor, ~~annoy~~ avisa antes.\n"))
  }

  @Test("--help lists the keys, the options and the exit statuses, in Spanish by default and in English under en_*")
  func help() throws {
    let result = try run(["--help"])
    #expect(result.status == 0)
    for text in ["Uso: guia", "--no-mouse", "Ctrl-F", "Esc", "64", "66", "69", "Opciones:", "una fila abajo"] {
      #expect(result.stdout.contains(text), "\(text)")
    }
    let english = try run(["--help"], environment: ["LC_ALL": "en_US.UTF-8"])
    for text in ["Usage: guia", "--no-mouse", "Options:", "one row down", "Exit status:"] {
      #expect(english.stdout.contains(text), "\(text)")
    }
    #expect(!english.stdout.contains("Opciones:") && !result.stdout.contains("Options:"), "one language at a time")
  }

  @Test("bad input gives one line on stderr that names the problem, and its status, in the user's language",
        arguments: [
          (["/nonexistent/guia.md"], 66, "no existe ese archivo", "no such file"),
          (["/tmp"], 66, "es un directorio", "is a directory"),
          (["--bogus"], 64, "opción desconocida '--bogus'", "unknown option '--bogus'"),
          (["/nonexistent/a.md", "b.md"], 66, "/nonexistent/a.md: no existe ese archivo", "/nonexistent/a.md: no such file"),
        ] as [([String], Int32, String, String)])
  func badInput(arguments: [String], status: Int32, message: String, english: String) throws {
    let inEnglish = try run(arguments, environment: ["LANG": "en_GB.UTF-8", "LC_ALL": ""])
    #expect(inEnglish.status == status)
    #expect(inEnglish.stderr.contains(english), "\(inEnglish.stderr)")
    let result = try run(arguments)
    #expect(result.status == status)
    #expect(result.stderr.hasPrefix("guia: "))
    #expect(result.stderr.contains(message))
    #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    #expect(result.stdout.isEmpty)
  }

  @Test("an unreadable file is reported before the screen is touched")
  func unreadable() throws {
    let file = try Journey.file("secreto.md", Array("# x\n".utf8))
    chmod(file.path, 0)
    defer { chmod(file.path, 0o644) }
    guard access(file.path, R_OK) != 0 else { return }  // root reads anything: nothing to test
    let result = try run([file.path])
    #expect(result.status == 66)
    #expect(result.stderr.contains("no se puede leer"))
  }

  @Test("in a terminal, bad input never touches the screen",
        arguments: [(["/nonexistent/x.md"], [String: String](), 66),
                    (["--bogus"], [:], 64),
                    ([], ["TERM": "no-such-terminal"], 69),
                    ([], ["TERM": ""], 69)] as [([String], [String: String], Int32)])
  func errorsInTerminal(arguments: [String], environment: [String: String], status: Int32) throws {
    let session = try PtySession(arguments, environment: environment)
    let wait = try session.waitForExit()
    #expect(wait.exited(with: status))
    let output = String(decoding: session.output, as: UTF8.self)
    #expect(output.hasPrefix("guia: "))
    #expect(!output.contains("\u{1B}"), "no escape sequence was written")
    #expect(session.output.filter { $0 == 0x0A }.count == 1, "one line")
  }

  @Test("a report that cannot be written is found before the screen opens: status 73 at once",
        arguments: ["missing folder", "file as folder", "folder"])
  func unwritableReport(kind: String) throws {
    let folder = try Journey.temporaryFolder()
    let file = folder.appendingPathComponent("fichero")
    try Data("x".utf8).write(to: file)
    let path = switch kind {
    case "missing folder": "/nonexistent/dir/r.json"
    case "file as folder": file.path + "/r.json"
    default: folder.path
    }
    let session = try PtySession(["--report", path])
    #expect(try session.waitForExit(timeout: 5).exited(with: 73))
    let output = String(decoding: session.output, as: UTF8.self)
    #expect(output.hasPrefix("guia: \(path): no se puede escribir el informe: "), "\(output)")
    #expect(!output.contains("\u{1B}"), "no escape sequence was written")
    #expect(session.output.filter { $0 == 0x0A }.count == 1, "one line")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["fichero"])
  }
}
