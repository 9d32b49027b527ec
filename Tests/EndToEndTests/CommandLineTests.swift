import Foundation
import Testing

/// guia on bad input in a terminal: one clear line on stderr and a documented status, the
/// screen never touched; to a pipe, as cat's and less's: a file that cannot be read said on
/// standard error, the others still written, 66 at the end; and the runner other journeys use for guia with pipes (the
/// messages, `--help` and plain output themselves: GuiaAppTests.CommandLineErrorTests and
/// PlainOutputTests).
@Suite struct CommandLineTests {
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

  @Test("in a terminal, bad input never touches the screen: a missing file 66, a wrong option 64; a terminal is no document (guia /dev/tty, guia - with the keyboard on stdin), 66; to a pipe, guia falta.txt b.txt | cat: b.txt written, the missing file said on standard error, status 66")
  func errors() throws {
    Journey.part("in a terminal") {
      Journey.part("in a terminal, bad input never touches the screen: a missing file 66, a wrong option 64") {
        let cases: [([String], [String: String], Int32)] = [(["/nonexistent/x.md"], [:], 66), (["--bogus"], [:], 64)]
        Journey.each(cases) { (arguments: [String], environment: [String: String], status: Int32) in
          let session = try PtySession(arguments, environment: environment)
          let wait = try session.waitForExit()
          let name = "\(arguments) \(environment)"
          #expect(wait.exited(with: status), "\(name)")
          let output = String(decoding: session.output, as: UTF8.self)
          #expect(output.hasPrefix("guia: "), "\(name)")
          #expect(!output.contains("\u{1B}"), "\(name): no escape sequence was written")
          #expect(session.output.filter { $0 == 0x0A }.count == 1, "\(name): one line")
        }
      }
      Journey.part("a terminal is no document: guia /dev/tty and guia - with the keyboard on stdin refuse, status 66") {
        Journey.each(["/dev/tty", "-"]) { path in
          let session = try PtySession([path])
          let status = session.exitStatus(within: 10)
          #expect(status?.exited(with: 66) == true, "\(path): status \(String(describing: status))")
          #expect(String(decoding: session.output, as: UTF8.self).contains("es una terminal, no un documento"), "\(path)")
        }
      }
    }
    Journey.part("to a pipe") {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guia-unread-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      try Data("línea de b\n".utf8).write(to: folder.appendingPathComponent("b.txt"))
      let script = #""$BIN" falta.txt b.txt > out 2> err; echo $? > status"#
      try Subprocess.run(
        ["sh", "-c", "cd \"$D\" && " + script], environment: ["BIN": PtySession.binary, "D": folder.path])
      func read(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      }
      #expect(try read("out") == "línea de b\n")
      let errors = try read("err")
      #expect(errors.contains("falta.txt"), "\(errors)")
      #expect(try read("status") == "66\n")
    }
  }
}
