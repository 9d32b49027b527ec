import Document
import Foundation
import Reader
import ScrollKit
import Testing

/// Colours in a document as the pty journey showed them: SGR drawn as styles, and
/// `--show-escapes` showing the sequences as text; what `ls --color` and `grep --color` write,
/// as the reader shows their output. (`NO_COLOR`, which the terminal's strings obey, and git's
/// log with guia as its pager stay journeys: EndToEndTests.ColorJourneyTests.)
@MainActor
@Suite("Colour journeys")
struct ColorJourneyTests {
  private let text = "\u{1B}[1;31mrojo\u{1B}[0m y \u{1B}[32mverde\u{1B}[m\n"
  private let size = CellSize(width: 80, height: 24)

  @Test("SGR colours drawn as styles; --show-escapes shows the sequences as text")
  func colorsAndShowEscapes() {
    let colored = ReaderHarness(plain: text, title: "colores.txt", size: size)
    #expect(colored.rows[1] == "rojo y verde")
    var screen = colored.screen
    #expect(screen.rows[1][0].style.foreground == .palette(1))
    #expect(screen.rows[1][0].style.contains(.bold))
    #expect(screen.rows[1][7].style.foreground == .palette(2))

    var settings = ReaderSettings.journey
    settings.escapes = .placeholders
    let shown = ReaderHarness(plain: text, title: "colores.txt", size: size, settings: settings)
    #expect(shown.rows[1].hasPrefix("ESC[1;31mrojoESC[0m y ESC[32mverdeESC[m"), "ESC as less without -R writes it")
    screen = shown.screen
    #expect(screen.rows[1][0].style.contains(.reverse))
    #expect(screen.rows[1][9].style.foreground == nil)
  }

  /// What `command` writes to its standard output, run by `sh -c` with `environment` added.
  private func output(of command: String, environment: [String: String]) throws -> [UInt8] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let bytes = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(command)")
    return Array(bytes)
  }

  /// A new empty folder in the system's temporary folder.
  private func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guia-color-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test("ls --color=always | guia: directories in their colour")
  func lsColor() throws {
    let folder = try temporaryFolder()
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("carpeta"), withIntermediateDirectories: true)
    try Data("x".utf8).write(to: folder.appendingPathComponent("nota.txt"))
    let listing = try output(of: "ls --color=always -1 '\(folder.path)'", environment: ["LS_COLORS": "di=01;34"])
    let reader = ReaderHarness(plain: listing, title: "standard input", size: size)
    let lines = reader.rows
    #expect(lines.contains { $0.hasPrefix("nota.txt") })
    let row = try #require(lines.firstIndex { $0.hasPrefix("carpeta") })
    let style = reader.screen.rows[row][0].style
    #expect(style.foreground == .palette(4) && style.contains(.bold), "\(style)")
    #expect(!lines.joined().contains("^["))
  }

  @Test("grep --color=always | guia: the match red, grep's ESC[K after each SGR consumed, as less -R")
  func grepColor() throws {
    let file = try temporaryFolder().appendingPathComponent("grep.txt")
    try Data("uno\nun tornillo aquí\ndos\n".utf8).write(to: file)
    let found = try output(of: "grep --color=always tornillo '\(file.path)'", environment: ["GREP_COLORS": "mt=01;31"])
    #expect(found.firstRange(of: Array("\u{1B}[K".utf8)) != nil, "grep sends ESC[K after its SGRs")
    let reader = ReaderHarness(plain: found, title: "standard input", size: size)
    let lines = reader.rows
    #expect(!lines.joined().contains("^["), "\(lines)")
    let row = try #require(lines.firstIndex { $0.hasPrefix("un tornillo aquí") })
    let screen = reader.screen
    let match = screen.rows[row][3].style
    #expect(match.foreground == .palette(1) && match.contains(.bold), "\(match)")
    #expect(screen.rows[row][12].style.foreground == nil)
  }
}
