import Document
import Foundation
import GuideResource
import ScrollKit
import TerminalUI
import Testing

/// Shared pieces of the pty journeys: key bytes, the guide's expected rows, temporary files and
/// the shell wrapper that records the terminal's modes around guia.
enum Journey {
  /// The bytes an xterm in keypad-transmit mode sends (the mode ncurses turns on).
  enum Keys {
    static let down = "\u{1B}OB"
    static let up = "\u{1B}OA"
    static let home = "\u{1B}OH"
    static let left = "\u{1B}OD"
    static let right = "\u{1B}OC"
    static let end = "\u{1B}OF"
    static let pageDown = "\u{1B}[6~"
    static let pageUp = "\u{1B}[5~"
    static let escape = "\u{1B}"
    static let wheelDown = "\u{1B}[<65;10;5M"
    static let wheelUp = "\u{1B}[<64;10;5M"
    static func control(_ letter: Character) -> String {
      String(Unicode.Scalar(letter.asciiValue! - 0x60))
    }
  }

  /// Runs `body` for each of `cases` in turn, one journey going through what a parameterised
  /// test would start as several: a case that throws is recorded with its name, and the next
  /// one still runs.
  static func each<Case>(
    _ cases: [Case], sourceLocation: SourceLocation = #_sourceLocation, _ body: (Case) throws -> Void
  ) {
    for item in cases {
      do { try body(item) } catch { Issue.record("\(item): \(error)", sourceLocation: sourceLocation) }
    }
  }

  /// Runs `body`, one part of a journey that goes through what were several: what it throws
  /// is recorded under `name`, and the journey's next part still runs.
  static func part(
    _ name: String, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
  ) {
    do { try body() } catch { Issue.record("\(name): \(error)", sourceLocation: sourceLocation) }
  }

  /// The scroll area's rows on a screen with the title row and the two footer rows, without
  /// the scroll indicator's thumb in the last column.
  static func scrollArea(_ lines: [String]) -> [String] {
    Array(lines.dropFirst().dropLast(2))
  }

  /// A row without the indicator's thumb and the blanks before it.
  static func withoutIndicator(_ line: String) -> String {
    var text = line
    if text.hasSuffix("█") { text.removeLast() }
    while text.hasSuffix(" ") { text.removeLast() }
    return text
  }

  /// The header's title, without the status on its right.
  static func title(_ lines: [String]) -> String {
    guard let header = lines.first else { return "" }
    guard let gap = header.range(of: "   ") else { return header }
    return String(header[..<gap.lowerBound])
  }

  /// A new empty folder for one test's files.
  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("guia-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Writes the shell script `text` to `folder` as `name` and gives the command line that
  /// runs it: by `/bin/sh`, never exec'd, because a just-written file can still be open for
  /// writing in a process another test forked meanwhile (Foundation's temporary file has no
  /// close-on-exec), and exec'ing it then fails with ETXTBSY — the command silently never runs.
  static func script(_ name: String, _ body: String, in folder: URL) throws -> String {
    let url = folder.appendingPathComponent(name)
    try Data((body + "\n").utf8).write(to: url)
    return "/bin/sh '\(url.path)'"
  }

  /// Writes `contents` to a new temporary file named `name`.
  static func file(_ name: String, _ contents: [UInt8]) throws -> URL {
    let url = try temporaryFolder().appendingPathComponent(name)
    try Data(contents).write(to: url)
    return url
  }

  /// Starts guia under `sh` with job control (ignoring SIGINT itself, so that it records guia's
  /// status instead of dying with it, as dash does after a child killed by Ctrl-C), recording `stty -g` before and after it and its
  /// exit status (128+N after signal N), as a reader's shell would see them.
  final class Shell {
    let session: PtySession
    let folder: URL
    init(_ arguments: [String] = [], rows: Int = 24, columns: Int = 80, script: String? = nil)
      throws
    {
      folder = try Journey.temporaryFolder()
      let body = script ?? #"stty -g > "$D/before"; "$@"; echo $? > "$D/status"; stty -g > "$D/after""#
      session = try PtySession(
        ["-c", "set -m; trap '' INT; " + body, "sh", PtySession.binary] + arguments, rows: rows,
        columns: columns, environment: ["D": folder.path], executable: "/bin/sh")
    }

    /// The line the shell wrote to `name`, or `nil` until it is whole: `> "$D/name"` creates
    /// the file before the command writes to it, and every command that writes here (`echo`,
    /// `stty -g`, cat of a report) ends its text with a newline.
    func read(_ name: String) -> String? {
      guard let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8),
        text.hasSuffix("\n")
      else { return nil }
      return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// guia's pid: the terminal's foreground process group once the shell has started guia
    /// (with job control every command is a foreground group, `stty` too, so the group's
    /// leader must be guia itself).
    func guiaPid() throws -> pid_t {
      var pid: pid_t = -1
      try session.wait(for: "guia in the foreground") { session in
        let group = tcgetpgrp(session.master)
        guard group > 0, group != session.pid else { return false }
        pid = Self.process(named: "guia", inGroup: group) ?? -1
        return pid > 0
      }
      return pid
    }

    /// The process called `name` in process group `group` (a pipeline's leader is its first
    /// command, not guia).
    static func process(named name: String, inGroup group: pid_t) -> pid_t? {
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
      for entry in entries {
        guard let pid = pid_t(entry),
          let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")")
        else { continue }
        let command = stat[stat.index(after: stat.firstIndex(of: "(")!)..<close]
        let fields = stat[stat.index(close, offsetBy: 2)...].split(separator: " ")
        // After the command: state, ppid, pgrp.
        if command.hasPrefix(name), fields.count > 2, pid_t(fields[2]) == group { return pid }
      }
      return nil
    }
  }
}
