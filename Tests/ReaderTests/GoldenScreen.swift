import Document
import Foundation
import Testing
import TerminalUI

/// Screens kept as files in `Goldens/`: the rows' text, then each row's styled runs, as the
/// reader drew them when they were last recorded. `GUIA_RECORD_GOLDENS=1 swift test --filter
/// ReaderRegressionGoldenTests` writes them again, for a change meant to alter what guia
/// draws; a recording run always fails, so that no run passes on goldens it just wrote
/// (review the diff, then run again without recording).
enum GoldenScreen {
  /// The folder beside this file.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Goldens")

  /// Whether this run records the goldens instead of comparing with them.
  static var isRecording: Bool { ProcessInfo.processInfo.environment["GUIA_RECORD_GOLDENS"] == "1" }

  /// `screen` as the golden file's text: a title line, the rows, then the styled runs.
  static func text(of screen: Screen, title: String) -> String {
    var out = "# \(title)\n# \(screen.size.width)x\(screen.size.height)\n"
    for line in screen.lines { out += "|\(line)\n" }
    out += "# styles\n"
    for (index, row) in screen.rows.enumerated() {
      var runs: [String] = []
      var start = 0
      while start < row.count {
        let style = row[start].style
        var end = start
        while end + 1 < row.count, row[end + 1].style == style { end += 1 }
        if !style.isEmpty { runs.append("\(start)-\(end) \(letters(style))") }
        start = end + 1
      }
      if !runs.isEmpty { out += "\(index): \(runs.joined(separator: "; "))\n" }
    }
    return out
  }

  private static func letters(_ style: TextStyle) -> String {
    let names: [(TextStyle, Character)] = [
      (.bold, "b"), (.italic, "i"), (.underline, "u"), (.dim, "d"), (.reverse, "r"),
      (.strikethrough, "s"),
    ]
    return String(names.filter { style.contains($0.0) }.map(\.1))
  }

  /// A file name for `text` (a script of keys): letters and digits as they are, every other
  /// character as `_` and its code in hex.
  static func fileName(_ text: String) -> String {
    text.unicodeScalars.map {
      ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
        ? String($0) : "_" + String($0.value, radix: 16, uppercase: true)
    }.joined()
  }

  /// Writes `screen` as the golden file `name`, and fails the test: a recording is not a
  /// check.
  static func record(
    _ screen: Screen, name: String, title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? text(of: screen, title: title).write(
      to: folder.appendingPathComponent(name + ".txt"), atomically: true, encoding: .utf8)
    Issue.record(
      "recorded the golden \(name).txt: review its diff, then run again without GUIA_RECORD_GOLDENS",
      sourceLocation: sourceLocation)
  }

  /// Compares `screen` with the golden file `name`; records an issue for each line of the file
  /// that differs, in text or in styles.
  static func check(
    _ screen: Screen, name: String, title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let file = folder.appendingPathComponent(name + ".txt")
    let actual = text(of: screen, title: title)
    guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
      Issue.record("no golden \(name).txt (GUIA_RECORD_GOLDENS=1 writes it)", sourceLocation: sourceLocation)
      return
    }
    guard expected != actual else { return }
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(a.count, e.count) {
      let got = index < a.count ? String(a[index]) : "∅"
      let want = index < e.count ? String(e[index]) : "∅"
      if got != want {
        Issue.record("\(name) line \(index + 1): got «\(got)», golden «\(want)»", sourceLocation: sourceLocation)
      }
    }
  }
}
