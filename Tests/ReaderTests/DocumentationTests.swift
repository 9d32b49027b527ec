import Foundation
import Localization
import Testing
import GuiaUI
import TerminalUI
@testable import Reader

/// The tables in `docs/` that the code could have written, read against the code: the keys
/// against ``KeyMap/pager`` (from which `h`, `--help` and the man page are written), the
/// seeds' lengths against ``PointScale``, GuiaUI's folders against the sources. They are
/// copies, and a copy nobody reads drifts.
@Suite struct DocumentationTests {
  /// The checkout's root, from where this file lies in it (`Tests/ReaderTests/`).
  static let root = Foundation.URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func document(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The cells of a Markdown table's row, trimmed; `nil` for a line that is no row.
  static func cells(of line: Substring) -> [String]? {
    guard line.hasPrefix("|"), line.hasSuffix("|"), line.count > 1 else { return nil }
    return line.dropFirst().dropLast().split(separator: "|", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
  }

  /// A cell's text without the backticks around it.
  static func unquoted(_ cell: String) -> String {
    cell.hasPrefix("`") && cell.hasSuffix("`") && cell.count > 1 ? String(cell.dropFirst().dropLast()) : cell
  }

  @Test("the user guide's key table is KeyMap.pager's keys and English help, row for row")
  func userGuideKeys() throws {
    let text = try Self.document("docs/user-guide.md")
    let marker = "<!-- The rows below are KeyMap.pager's key names and English help, in its order. -->"
    let start = try #require(text.range(of: marker), "docs/user-guide.md lost the key table's marker")
    // The header and its rule, then the rows, up to the first line that is no row.
    let lines = text[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
    let table = lines.prefix { Self.cells(of: $0) != nil }.dropFirst(2)
    let documented = try table.map { line in
      let cells = try #require(Self.cells(of: line))
      try #require(cells.count == 2, "a row of two cells, no `|` inside: \(line)")
      return [Self.unquoted(cells[0]), cells[1]]
    }
    let code = KeyMap.pager.bindings.map { [$0.keyNames, $0.summary.text(in: .english)] }
    for (index, row) in code.enumerated() {
      #expect(
        index < documented.count && documented[index] == row,
        "row \(index + 1) should read `| `\(row[0])` | \(row[1]) |`")
    }
    #expect(documented.count == code.count, "docs/user-guide.md has \(documented.count) key rows, KeyMap.pager \(code.count)")
  }

  /// A key in less's `--help` notation (`^F`, `ESC-v`, `SPACE`, `m<letter>`, `:e`), as guia
  /// decodes it.
  static func key(lessNotation token: Substring) -> Key? {
    func control(_ letter: Character) -> Character? {
      guard let value = letter.uppercased().unicodeScalars.first?.value, (64...95).contains(value) else { return nil }
      return Character(Unicode.Scalar(value - 64)!)
    }
    if token.hasPrefix("ESC-") {
      let rest = token.dropFirst(4)
      if rest == "SPACE" { return .alt(" ") }
      if rest.hasPrefix("^"), rest.count == 2 { return control(rest.last!).map(Key.alt) }
      return rest.first.map(Key.alt)
    }
    switch token {
    case "SPACE": return .character(" ")
    case "CR": return .enter
    case "RightArrow": return .right
    case "LeftArrow": return .left
    default: break
    }
    if token.hasPrefix("^"), token.count >= 2 {
      return Key.control(Character(token.dropFirst().prefix(1).lowercased()))
    }
    return token.first.map(Key.character)
  }

  @Test("the GuiaUI guide's table of the seeds' lengths in cells is PointScale's snapping")
  func seedLengths() throws {
    let text = try Self.document("docs/guiaui.md")
    let rows = text.split(separator: "\n").compactMap(Self.cells(of:)).filter { $0.count == 3 && $0[0].hasPrefix("`") }
    try #require(rows.count >= 7, "docs/guiaui.md lost its table of the seeds' lengths")
    /// The number after `label` in `cell` (`height: 110`), or the cell's first number.
    func points(_ cell: String, _ label: String) -> Double? {
      let numbers = { (text: Substring) in text.drop { !$0.isNumber }.prefix { $0.isNumber } }
      if let range = cell.range(of: label) { return Double(numbers(cell[range.upperBound...])) }
      return cell.contains("width:") || cell.contains("height:") ? nil : Double(numbers(cell[...]))
    }
    /// The whole cells a cell of the table states (`22 columns (22.5)`), if it states them so.
    func cells(_ cell: String, _ unit: String) -> Int? {
      let words = cell.split(separator: " ")
      guard words.count >= 2, words[1].hasPrefix(unit) else { return nil }
      return Int(words[0])
    }
    var checked = 0
    for row in rows {
      if let stated = cells(row[1], "column"), let length = points(row[0], "width:") {
        #expect(PointScale.columns(length) == stated, "\(row[0]): \(length) pt across")
        checked += 1
      }
      if let stated = cells(row[2], "row"), let length = points(row[0], "height:") {
        #expect(PointScale.rows(length) == stated, "\(row[0]): \(length) pt down")
        checked += 1
      }
    }
    #expect(checked >= 10, "only \(checked) lengths of the table were read")
  }

  @Test("GuiaUI's design document names every folder of Sources/GuiaUI, and no other")
  func guiaUIFolders() throws {
    let text = try Self.document("docs/design/GuiaUI.md")
    let named = Set(
      text.split(separator: "\n").compactMap(Self.cells(of:)).filter { $0.count == 2 }.flatMap { row in
        row[0].split(separator: ",").map { Self.unquoted($0.trimmingCharacters(in: .whitespaces)) }
          .filter { $0.hasSuffix("/") }.map { String($0.dropLast()) }
      })
    let folder = Self.root.appendingPathComponent("Sources/GuiaUI")
    let folders = Set(
      try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])
        .filter { try $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory == true }
        .map(\.lastPathComponent))
    #expect(named == folders, "named but missing: \(named.subtracting(folders).sorted()); missing from the table: \(folders.subtracting(named).sorted())")
  }

  @Test("less 590's key list in docs/less-compatibility.md: its count is the table's, and its yes rows run commands")
  func lessKeyList() throws {
    let text = try Self.document("docs/less-compatibility.md")
    let sections: Set = ["MOVING", "SEARCHING", "JUMPING", "CHANGING FILES"]
    let rows = text.split(separator: "\n").compactMap(Self.cells(of:)).filter { $0.count == 4 && sections.contains($0[0]) }
    let yes = rows.filter { $0[2] == "yes" }
    #expect(rows.allSatisfy { ["yes", "no"].contains($0[2]) })
    let summary = "\(yes.count) of the \(rows.count) rows are yes (\(yes.count * 100 / max(rows.count, 1)) %)"
    #expect(text.contains(summary), "the text before the table should say: \(summary)")
    // The pattern modifiers (`^N or ! (non-matching lines)`) are typed in a prompt, not at rest.
    for row in yes where !row[1].contains("(") {
      let first = try #require(Self.unquoted(row[1]).split(separator: " ").first, "an empty row: \(row)")
      let key = try #require(Self.key(lessNotation: first), "\(first) is no key")
      #expect(KeyMap.pager.command(for: key) != nil, "less's \(first) is marked yes, but guia's key table has no \(key)")
    }
  }
}
