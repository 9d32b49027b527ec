import Foundation
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

  /// Saves `lines` as `.build/screenshots/<name>.txt` and returns the file's path.
  @discardableResult
  static func save(_ lines: [String], as name: String) -> String {
    try? FileManager.default.createDirectory(at: screenshotFolder, withIntermediateDirectories: true)
    let url = screenshotFolder.appendingPathComponent(name + ".txt")
    try? (lines.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  /// Saves the screen, then compares it with the golden `name`.
  static func expectMatchesGolden(
    _ lines: [String], named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let actualPath = save(lines, as: name)
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
    #expect(
      text == expected,
      "screen differs from the golden \(golden.path); actual screen: \(actualPath)",
      sourceLocation: sourceLocation)
  }
}
