import Document
import EscapeCorpus
import Testing
@testable import TerminalUI

/// The escape corpus through every view of the viewer, on the headless terminal: the text, the
/// header (title and current heading), the contents pane, the search prompt as it is typed, the
/// "no match" message, and file names. No cell of any frame may hold a control character,
/// an escape or a bidirectional override; what was hidden shows as a placeholder.
@Suite struct EscapeThroughEveryViewTests {
  static let names = EscapeCorpus.lines.map(\.name)
  private let size = TerminalSize(rows: 24, columns: 80)

  /// What a terminal would obey in a cell: C0 (tab and newline included), DEL, C1, bidi
  /// embeddings, overrides and isolates.
  static func problems(in screens: [Screen]) -> [String] {
    var problems: [String] = []
    for (number, screen) in screens.enumerated() {
      for (row, cells) in screen.rows.enumerated() {
        for cell in cells {
          for scalar in cell.text.unicodeScalars {
            switch scalar.value {
            case 0x00..<0x20, 0x7F..<0xA0, 0x202A...0x202E, 0x2066...0x2069:
              problems.append("frame \(number) row \(row): U+\(String(scalar.value, radix: 16))")
            default:
              break
            }
          }
        }
      }
    }
    return problems
  }

  private func text(_ name: String) -> String {
    EscapeCorpus.lines.first { $0.name == name }!.text
  }

  /// A document whose headings, paragraphs and code hold `line`, with text enough to scroll.
  private func markdown(_ line: String) -> Document {
    var markdown = "# Doc \(line)\n\ntexto\n\n## \(line)\n\n\(line)\n\n    \(line)\n\n"
    for number in 1...30 { markdown += "línea \(number)\n\n" }
    markdown += "### fin \(line)\n\núltima\n"
    return Document(markdown: Array(markdown.utf8))
  }

  private func run(_ viewer: Viewer, _ keys: [Key]) throws -> HeadlessTerminal {
    let terminal = HeadlessTerminal(size: size, events: keys.map { .key($0) } + [.key(.character("q"))])
    _ = try viewer.run(on: terminal)
    return terminal
  }

  @Test("document text, the header's heading and the contents pane", arguments: names)
  func textHeaderAndContents(name: String) throws {
    let line = text(name)
    let viewer = Viewer(document: markdown(line), size: size)
    // Down into the heading's section (the header names it), the pane, down its entries, a
    // jump, the end (the last heading in the header).
    let keys: [Key] = [.down, .down, .down, .down, .character("t"), .down, .down, .enter, .down,
      .enter, .end, .escape, .end]
    let terminal = try run(viewer, keys)
    let problems = Self.problems(in: terminal.frames)
    #expect(problems.isEmpty, "\(name): \(problems.prefix(3))")
    // Nothing is dropped silently: the pane shows the heading, placeholders and all.
    let heading = viewer.content.items[1].title.string
    #expect(heading.contains("^") || heading.contains("<U+") || heading.contains("\u{FFFD}"))
    let pane = terminal.frames[5].lines.joined(separator: "\n")
    #expect(pane.contains(" " + heading.prefix(12)), "\(name): the pane shows \(pane.prefix(200))")
  }

  @Test("plain text, its rows and its file name in the header", arguments: names)
  func plainTextAndFileName(name: String) throws {
    let bytes = EscapeCorpus.documents.first { $0.name == name }!.bytes
    let source = InMemoryByteSource(Array(repeating: bytes, count: 40).flatMap { $0 })
    let viewer = Viewer(
      content: TextRows(source: source, width: size.columns), title: text(name) + ".txt", size: size)
    let terminal = try run(viewer, [.pageDown, .character("-"), .character("S"), .right, .end])
    let problems = Self.problems(in: terminal.frames)
    #expect(problems.isEmpty, "\(name): \(problems.prefix(3))")
  }

  @Test("the search prompt as it is typed, ESC and bidi included, then the no-match message",
        arguments: names)
  func promptAndMessage(name: String) throws {
    let line = "\u{202E}\u{1B}[31m" + text(name)
    let viewer = Viewer(document: markdown("nada"), size: size)
    let typed = line.map { Key.character($0) }
    let terminal = try run(viewer, [.character("/")] + typed + [.enter])
    let problems = Self.problems(in: terminal.frames)
    #expect(problems.isEmpty, "\(name): \(problems.prefix(3))")
    let footer = terminal.frames.last!.lines[size.rows - 1]
    #expect(footer.contains("Sin coincidencias para «"), "\(name): \(footer)")
    #expect(footer.contains("<U+202E>"), "\(name): \(footer)")
  }

  @Test("the issue's reproduction: the clipboard and title headings in the pane and the header")
  func issueReproduction() throws {
    let viewer = Viewer(document: Document(markdown: EscapeCorpus.clipboardHeadings), size: size)
    let terminal = try run(viewer, [.character("t"), .down, .down, .enter, .end])
    #expect(Self.problems(in: terminal.frames).isEmpty)
    let pane = terminal.frames[1].lines
    #expect(pane.contains { $0.hasPrefix(" Clip ^[]52;c;cm0g") })
    #expect(pane.contains { $0.hasPrefix(" T ^[]2;PWNED^G ") })
  }

  @Test("a heading shown in the header is the sanitised heading")
  func headerHeading() {
    let viewer = Viewer(document: Document(markdown: EscapeCorpus.clipboardHeadings), size: size)
    viewer.perform(.bottom)
    #expect(viewer.headerStatus.string.hasPrefix("T ^[]2;PWNED^G"))
  }
}
