import Document
import Foundation
import ScreenshotKit
import Testing

/// Screens kept after the run and golden screens compared against.
///
/// Every journey saves each screen it asserts on as text under `.build/screenshots/`, so a
/// reviewer sees what the user saw. Goldens live in `Tests/EndToEndTests/Snapshots/`, named
/// `<journey>-<cols>x<rows>-<state>.txt`; `UPDATE_SNAPSHOTS=1` rewrites them and fails the
/// test, so a re-recorded golden is never taken for a pass.
enum Snapshots {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let screenshotFolder = packageRoot.appendingPathComponent(".build/screenshots")
  static let goldenFolder = packageRoot.appendingPathComponent("Tests/EndToEndTests/Snapshots")

  /// Saves `lines` as `.build/screenshots/<name>.txt`, and the session's screen as
  /// `<name>.svg` beside it; returns the picture's path (the text's without a session).
  @discardableResult
  static func save(_ lines: [String], as name: String, session: PtySession? = nil) -> String {
    try? FileManager.default.createDirectory(at: screenshotFolder, withIntermediateDirectories: true)
    let url = screenshotFolder.appendingPathComponent(name + ".txt")
    try? (lines.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
    guard let session else { return url.path }
    return picture(session.screen.screenshot(title: "guia"), as: name, in: screenshotFolder)
  }

  /// Writes `screenshot` as `<name>.svg` in `folder` (and `<name>.png` when `png` is set and
  /// rsvg-convert is installed); returns the SVG's path.
  @discardableResult
  static func picture(_ screenshot: Screenshot, as name: String, in folder: URL, png: Bool = false)
    -> String
  {
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let svg = folder.appendingPathComponent(name + ".svg")
    try? SVGRenderer().svg(screenshot).write(to: svg, atomically: true, encoding: .utf8)
    if png, FileManager.default.isExecutableFile(atPath: "/usr/bin/rsvg-convert") {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/rsvg-convert")
      process.arguments = ["-o", folder.appendingPathComponent(name + ".png").path, svg.path]
      try? process.run()
      process.waitUntilExit()
    }
    return svg.path
  }

  /// A screenshot of plain text lines (an expected screen), for a picture to compare with.
  static func screenshot(of lines: [String], columns: Int, title: String) -> Screenshot {
    Screenshot(title: DisplayText(sanitizing: title), cells: lines.map { line in
      var cells: [ScreenshotCell] = []
      for cluster in Graphemes.clusters(of: line) {
        let width = DisplayWidth.of(cluster: cluster)
        cells.append(ScreenshotCell(String(cluster), width: max(1, width)))
        if width == 2 { cells.append(ScreenshotCell("", width: 0)) }
      }
      while cells.count < columns { cells.append(.empty) }
      return Array(cells.prefix(columns))
    })
  }

  /// Saves the screen, then compares it with the golden `name`; on a difference, says where
  /// the pictures of the expected and the actual screens are.
  static func expectMatchesGolden(
    _ lines: [String], named name: String, session: PtySession? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let actualPath = save(lines, as: name, session: session)
    let golden = goldenFolder.appendingPathComponent(name + ".txt")
    let text = lines.joined(separator: "\n") + "\n"
    if ProcessInfo.processInfo.environment["UPDATE_SNAPSHOTS"] == "1" {
      try? text.write(to: golden, atomically: true, encoding: .utf8)
      Issue.record("Recorded a new golden at \(golden.path); run again without UPDATE_SNAPSHOTS",
                   sourceLocation: sourceLocation)
      return
    }
    guard let expected = try? String(contentsOf: golden, encoding: .utf8) else {
      Issue.record("No golden at \(golden.path); record it with UPDATE_SNAPSHOTS=1",
                   sourceLocation: sourceLocation)
      return
    }
    guard text != expected else { return }
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    let expectedPicture = picture(
      screenshot(of: expectedLines, columns: session?.screen.columns ?? 80, title: "expected"),
      as: name + "-expected", in: screenshotFolder)
    Issue.record(
      "screen differs from the golden \(golden.path); pictures: expected \(expectedPicture), actual \(actualPath)",
      sourceLocation: sourceLocation)
  }
}
