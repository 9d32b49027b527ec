import Foundation
import Testing

/// Hostile conditions in a real terminal: window sizes, a locale that is not UTF-8 (storms of
/// resizes: TerminalInputJourneyTests; signals: TerminalLimitsJourneyTests; endless input:
/// PipeEndJourneyTests; files that change under guia: GuiaAppTests.FileChangedSessionTests).
@Suite struct ReliabilityJourneyTests {
  @Test("window sizes: extreme ones (1x1 to 200x500) draw and quit cleanly; one larger than ncurses holds, wide or tall, is drawn in part, and the footer's row says so; a non-UTF-8 locale still shows the text (guia switches to C.UTF-8)")
  func windowsAndLocale() throws {
    Journey.part("window sizes") {
      Journey.part("extreme terminal sizes (1x1 to 200x500) draw and quit cleanly") {
        Journey.each([(1, 1), (2, 2), (3, 10), (1, 500), (200, 1), (200, 500)]) { (rows: Int, columns: Int) in
          let session = try PtySession(rows: rows, columns: columns)
          try session.waitForNextFrame(after: 0)
          try session.press("G")
          session.send("q")
          #expect(try session.waitForExit().exited(with: 0), "\(rows)x\(columns)")
        }
      }
      Journey.part("a window larger than ncurses holds, wide or tall, is drawn in part, and the footer's row says so") {
        Journey.each([(24, 40000), (33000, 80)]) { (rows: Int, columns: Int) in
          let session = try PtySession(rows: rows, columns: columns)
          // What guia wrote, not the emulator's screen: libvterm draws no such window faithfully.
          let notice = "Ventana de \(columns)×\(rows): guia usa \(min(columns, 2048))×\(min(rows, 512))"
          try session.wait(for: "the notice") { String(decoding: $0.output, as: UTF8.self).contains(notice) }
          let before = session.output.count
          try session.press("G")
          #expect(String(decoding: session.output[before...], as: UTF8.self).contains("Fin de la guía"), "\(columns)×\(rows)")
          session.send("q")
          #expect(try session.waitForExit().exited(with: 0), "\(columns)×\(rows)")
        }
      }
    }
    Journey.part("locale") {
      let session = try PtySession(environment: ["LANG": "C", "LC_ALL": "C"])
      let lines = try session.waitForNextFrame(after: 0)
      #expect(Journey.title(lines) == "  Guía de montaje")
      #expect(lines.contains("  Comprueba que están todas las piezas."))
    }
  }
}

extension Reliability {
  /// Adds `count` to the number recorded under `name` (tests run in parallel: best effort).
  static func add(_ name: String, _ count: Int) {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/reliability")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent(name).path
    let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    let line = Array("+\(count)\n".utf8)
    _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
  }

  /// Records `count` under `name`, replacing what was there.
  static func record(_ name: String, _ count: Int) {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/reliability")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? "\(count)\n".write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
  }
}

enum Reliability {}
