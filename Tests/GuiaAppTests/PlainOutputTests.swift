import Document
import Foundation
import ScrollKit
import Testing

@testable import GuiaApp

/// What guia prints when standard output is not a terminal, as the journeys ran it with a pipe
/// for its output: the document loaded as guia loads it, printed by ``PlainTextPrinter`` at 80
/// columns (no `COLUMNS`, or `COLUMNS=80`). (Plain text copied as its bytes, and several
/// files in order: EndToEndTests.)
@Suite struct PlainOutputTests {
  /// The release keys of Node.js's README (nodejs/node, README.md at 00279de3, MIT): code
  /// lines of 100 to 115 columns, each ending with a 40-digit fingerprint and a name.
  /// (Tests/Data: one copy for every tier; a missing file leaves it empty, and the tests fail.)
  static let releaseKeys = (try? String(
    contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../Data/node-release-keys.md").standardized,
    encoding: .utf8)) ?? ""

  /// `contents` written to a new file `name`, loaded as guia loads a file it is given.
  private func loaded(_ name: String, _ contents: String) throws -> LoadedDocument {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guia-plain-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try Data(contents.utf8).write(to: url)
    return try DocumentLoader.load(url.path)
  }

  /// The guide's rows as the reader lays them out at 80 columns (the text column 79 wide, the
  /// container's margins), trailing blanks left out.
  private func guideRows() throws -> [String] {
    let document = try #require(DocumentLoader.builtInGuide.markdown)
    let insets = ContentMarginGuide.container.resolve(columns: 79, leading: .outer, trailing: .outer)
    let options = LayoutOptions(width: 79, leadingMargin: Int(insets.leading), trailingMargin: Int(insets.trailing))
    return DocumentLayout(document: document, options: options).lines.map { line in
      var text = line.text
      while text.hasSuffix(" ") { text.removeLast() }
      return text
    }
  }

  @Test("stdout not a terminal: the guide as plain text, no escape codes, status 0")
  func plainOutput() throws {
    let lines = PlainTextPrinter.lines(of: DocumentLoader.builtInGuide, width: 80)
    #expect(!lines.joined().contains("\u{1B}"))
    #expect(lines.first == "  Guía de montaje")
    #expect(Array(lines.dropFirst()) == (try guideRows()))
  }

  @Test("plain output cuts nothing: each GPG line of Node's README is printed whole")
  func plainOutputKeepsCodeLines() throws {
    let lines = PlainTextPrinter.lines(of: try loaded("node.md", Self.releaseKeys), width: 80)
    let keys = Self.releaseKeys.split(separator: "\n").filter { $0.hasPrefix("gpg ") }
    #expect(keys.count == 4)
    for key in keys {
      #expect(lines.contains("      " + key), "printed whole: \(key)")
    }
    #expect(!lines.joined().contains("›") && !lines.joined().contains("↪"))
  }

  @Test("plain output keeps struck-out text between its ~~ markers")
  func plainOutputStrikethrough() throws {
    let lines = PlainTextPrinter.lines(of: try loaded("tachado.md", "# Notas\n\nPor favor, ~~annoy~~ avisa antes.\n"), width: 80)
    #expect(lines.contains("  Por favor, ~~annoy~~ avisa antes."))
  }
}
