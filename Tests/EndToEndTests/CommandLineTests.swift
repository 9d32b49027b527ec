import Foundation
import Testing

/// guia on bad input in a terminal: one clear line on stderr and a documented status, the
/// screen never touched; and the runner other journeys use for guia with pipes (the
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

  @Test("in a terminal, bad input never touches the screen",
        arguments: [(["/nonexistent/x.md"], [String: String](), 66),
                    (["--bogus"], [:], 64)] as [([String], [String: String], Int32)])
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
