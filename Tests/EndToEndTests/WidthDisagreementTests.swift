import ScrollKit
import Document
import Foundation
import GuiaUI
import Reader
import Testing
import TerminalUI

/// Clusters whose width terminals disagree on (emoji with VS16, keycaps, skin tones, flags)
/// must not corrupt the screen, whatever width the terminal gives them.
///
/// The same binary is watched by three terminals that disagree: libvterm (through the pty
/// harness), pyte (fed the same bytes) and tmux (running guia itself). In each, every cell
/// whose width is certain must show exactly what guia's own layout puts there, after every key.
@Suite(.serialized) struct WidthDisagreementTests {
  /// The issue's reproduction: list items with ⚠️, ✔️, ℹ️, a skin tone, a keycap and a flag.
  static let markdown: String = {
    var text = "# Avisos\n\n"
    for item in 1...59 {
      text += "- ⚠️ Item \(item): option \(item) is deprecated; ✔️ use the new flag; ℹ️ note \(item) 👍🏽 1️⃣ 🇪🇸 end\n"
    }
    return text
  }()

  /// guia's reader for `model` at 80×24 without a terminal: what guia lays out, to compare
  /// with what the terminals show.
  @MainActor
  static func reader(_ model: ReaderModel) -> GuiaUIHost<ReaderView> {
    let host = GuiaUIHost(root: ReaderView(model: model))
    host.start(size: CellSize(width: 80, height: 24))
    _ = host.render()
    return host
  }

  /// guia's layout after `keys`, from the headless reader.
  @MainActor
  static func expectedScreen(_ reader: GuiaUIHost<ReaderView>, after keys: String) -> Screen {
    for key in keys {
      _ = reader.respond(to: .key(.character(key)))
      _ = reader.render()
    }
    return reader.render()
  }

  /// The differences between a terminal's cells and guia's layout: cells of certain width
  /// must match exactly (a stale cell or a shifted one is a difference); the cells allotted
  /// to an uncertain cluster may show any part of it or a blank.
  static func differences(expected: Screen, actual: [[String]], rows: Range<Int>) -> [String] {
    var found: [String] = []
    for row in rows {
      var column = 0
      let cells = expected.rows[row]
      while column < cells.count {
        let cell = cells[column]
        let width = max(1, cell.width)
        if cell.certainty != .uncertain {
          let shown = actual[row][column]
          let wanted = cell.text
          // A terminal may keep a blank as "" or " ".
          let same = shown == wanted || (wanted == " " && shown.isEmpty)
            || (shown.unicodeScalars.first == wanted.unicodeScalars.first && !wanted.isEmpty)
          if !same {
            found.append("row \(row) column \(column): expected '\(wanted)', shown '\(shown)' in «\(actual[row].joined())»")
            break
          }
        }
        column += width
      }
    }
    return found
  }

  /// The scalars of every uncertain cluster on a screen: removed before comparing text.
  static func uncertainScalars(_ screen: Screen) -> Set<Unicode.Scalar> {
    var scalars: Set<Unicode.Scalar> = []
    for row in screen.rows {
      for cell in row where cell.certainty == .uncertain { scalars.formUnion(cell.text.unicodeScalars) }
    }
    return scalars
  }

  /// A row's text without uncertain clusters, with runs of blanks as one: what a terminal
  /// shows whatever widths it gives those clusters, so long as it keeps no stale cell.
  static func normalized(_ text: String, removing scalars: Set<Unicode.Scalar>) -> String {
    var kept = String.UnicodeScalarView()
    for scalar in text.unicodeScalars where !scalars.contains(scalar) { kept.append(scalar) }
    var result = ""
    for character in String(kept) {
      if character == " ", result.last == " " { continue }
      result.append(character)
    }
    return result.trimmingCharacters(in: .whitespaces)
  }

  /// pyte's screen after `bytes`, through Tests/EndToEndTests/Emulators/pyte_screen.py.
  static func pyteScreen(_ bytes: [UInt8], rows: Int, columns: Int) throws -> [[String]] {
    let folder = try Journey.temporaryFolder()
    let input = folder.appendingPathComponent("stream.bin")
    try Data(bytes).write(to: input)
    let script = Foundation.URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Emulators/pyte_screen.py")
    let output = try Subprocess.run(
      ["python3", script.path, input.path, "\(columns)", "\(rows)"], capturesOutput: true)
    guard let grid = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String]] else {
      throw Subprocess.Failure(description: "pyte printed no screen; make test-deps installs pyte")
    }
    return grid
  }

  /// Runs `tmux` with a private socket; returns what it prints for `capture-pane`.
  @discardableResult
  static func tmux(_ socket: String, _ arguments: [String]) throws -> String {
    try Subprocess.run(
      ["tmux", "-L", socket, "-f", "/dev/null"] + arguments, environment: ["TMUX": ""],
      capturesOutput: arguments.first == "capture-pane")
  }

  /// Drives guia in tmux with `keys` (tmux key names) and waits, polling its screen, until the
  /// rows match `expected` once uncertain clusters are set aside; returns the differences left
  /// when the time is up (none when they match).
  static func tmuxDifferences(
    file: String, keySteps: [[String]], expected: [Screen], rows: Range<Int>
  ) throws -> [String] {
    let socket = "guia-width-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    try tmux(socket, [
      "new-session", "-d", "-x", "80", "-y", "24", "-e", "LC_ALL=C.UTF-8", "-e", "LANG=C.UTF-8",
      PtySession.binary + " '" + file + "'",
    ])
    defer { _ = try? tmux(socket, ["kill-server"]) }
    var problems: [String] = []
    for (keys, screen) in zip(keySteps, expected) {
      if !keys.isEmpty { try tmux(socket, ["send-keys", "-t", "0"] + keys) }
      let removed = uncertainScalars(screen)
      let wanted = rows.map { normalized(screen.text(row: $0), removing: removed) }
      let deadline = Foundation.Date().addingTimeInterval(10)
      var shown: [String] = []
      repeat {
        let captured = try tmux(socket, ["capture-pane", "-p", "-t", "0"])
          .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        shown = rows.map { captured.indices.contains($0) ? normalized(captured[$0], removing: removed) : "" }
        if shown == wanted { break }
        usleep(20_000)  // polling the pane, with a deadline: tmux has no frame markers
      } while Foundation.Date() < deadline
      for (index, row) in rows.enumerated() where shown[index] != wanted[index] {
        problems.append("keys \(keys) row \(row): expected «\(wanted[index])», tmux shows «\(shown[index])»")
      }
    }
    return problems
  }

  static func libvtermGrid(_ session: PtySession, rows: Int, columns: Int) -> [[String]] {
    (0..<rows).map { row in (0..<columns).map { session.screen.cell(row: row, column: $0).text } }
  }

  /// guia's layout after each of `steps` (keys), from the headless reader of `model`: made on
  /// the main actor before the journey, which then blocks only its own thread, never the
  /// main actor that other tests' tasks need.
  static func expectedScreens(
    _ model: @escaping @MainActor @Sendable () -> ReaderModel, steps: [String]
  ) async -> [Screen] {
    await MainActor.run {
      let reader = reader(model())
      return steps.map { expectedScreen(reader, after: $0) }
    }
  }

  /// Runs a journey in the pty and checks libvterm's and pyte's screens after each step.
  static func checkPty(
    arguments: [String], expected expectedScreens: [Screen], steps: [String]
  ) throws -> [Screen] {
    let session = try PtySession(arguments)
    try session.waitForNextFrame(after: 0)
    let scrollRows = 1..<21
    for (index, step) in steps.enumerated() {
      for key in step { try session.press(String(key)) }
      let expected = expectedScreens[index]
      let vterm = differences(
        expected: expected, actual: libvtermGrid(session, rows: 24, columns: 80), rows: scrollRows)
      #expect(vterm.isEmpty, "libvterm, step \(index): \(vterm.prefix(5).joined(separator: "\n"))")
      let pyte = try differences(
        expected: expected, actual: pyteScreen(session.output, rows: 24, columns: 80), rows: scrollRows)
      #expect(pyte.isEmpty, "pyte, step \(index): \(pyte.prefix(5).joined(separator: "\n"))")
    }
    return expectedScreens
  }

  @Test("59 items with ⚠️ ✔️ ℹ️ 👍🏽 1️⃣ 🇪🇸: j ×10 then PgDn, right in libvterm, pyte and tmux")
  func emojiList() async throws {
    let file = try Journey.file("avisos.md", Array(Self.markdown.utf8))
    let steps = ["", String(repeating: "j", count: 10), " ", "kk"]
    let screens = await Self.expectedScreens(
      { ReaderModel(document: Document(markdown: Array(Self.markdown.utf8)), width: 80) }, steps: steps)
    let expected = try Self.checkPty(arguments: [file.path], expected: screens, steps: steps)
    let tmux = try Self.tmuxDifferences(
      file: file.path, keySteps: [[], Array(repeating: "j", count: 10), ["Space"], ["k", "k"]],
      expected: expected, rows: 1..<21)
    #expect(tmux.isEmpty, "\(tmux.prefix(5).joined(separator: "\n"))")
  }

  @Test("Unicode's emoji-test.txt paged through 22 times: no stray fragment in any terminal")
  func emojiTestFile() async throws {
    let path = "/usr/share/unicode/emoji/emoji-test.txt"
    let bytes = try Array(Data(contentsOf: Foundation.URL(fileURLWithPath: path)))
    let steps = [""] + Array(repeating: " ", count: 22) + ["k"]
    let screens = await Self.expectedScreens(
      {
        ReaderModel(
          rows: TextRows(source: InMemoryByteSource(bytes), width: 80), title: "emoji-test.txt")
      }, steps: steps)
    let expected = try Self.checkPty(arguments: [path], expected: screens, steps: steps)
    let tmux = try Self.tmuxDifferences(
      file: path, keySteps: [[]] + Array(repeating: ["Space"], count: 22) + [["k"]],
      expected: expected, rows: 1..<21)
    #expect(tmux.isEmpty, "\(tmux.prefix(5).joined(separator: "\n"))")
  }

  @Test("a flag through a pipe (the issue's crash, status 134): shown, q exits 0, terminal restored")
  func flagThroughPipe() throws {
    let shell = try Journey.Shell(
      script: #"stty -g > "$D/before"; printf '\360\237\207\252\360\237\207\270 Espa\303\261a\n\360\237\207\252\n' | "$@" -; echo $? > "$D/status"; stty -g > "$D/after""#)
    let lines = try shell.session.wait(forText: "Espa")
    #expect(lines.contains { $0.hasPrefix("🇪🇸 España") })
    shell.session.send("q")
    _ = try shell.session.wait(for: "status written") { _ in shell.read("after") != nil }
    #expect(shell.read("status") == "0")
    #expect(shell.read("before") == shell.read("after"))
  }
}
