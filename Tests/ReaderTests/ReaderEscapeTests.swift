import ScrollKit
import Document
import EscapeCorpus
import GuiaUI
import Reader
import Testing
import TerminalUI
import TerminalTestSupport

/// The escape corpus through every view of the reader, on the headless terminal: the text, the
/// header (title and current heading), the contents pane, the search prompt as it is typed, the
/// "no match" message, and file names. No cell of any frame may hold a control character,
/// an escape or a bidirectional override; what was hidden shows as a placeholder.
@MainActor
@Suite struct ReaderEscapeTests {
  nonisolated static let names = EscapeCorpus.lines.map(\.name)
  private let size = CellSize(width: 80, height: 24)

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

  /// Runs `model` on a headless terminal through `keys`, then `q`; a frame per key.
  private func run(_ model: ReaderModel, _ keys: [Key]) throws -> HeadlessTerminal {
    let terminal = HeadlessTerminal(size: size, events: keys.map { .key($0) } + [.key(.character("q"))])
    #expect(try GuiaUIHost(root: ReaderView(model: model)).run(on: terminal) == .quit)
    #expect(terminal.frames.count == keys.count + 1)
    return terminal
  }

  @Test("document text, the header's heading and the contents pane", arguments: names)
  func textHeaderAndContents(name: String) throws {
    let line = text(name)
    let model = ReaderModel(document: markdown(line), width: size.width)
    // Down into the heading's section (the header names it), the pane, down its entries, a
    // jump, the end (the last heading in the header).
    let keys: [Key] = [.down, .down, .down, .down, .character("t"), .down, .down, .enter, .down,
      .enter, .end, .escape, .end]
    let terminal = try run(model, keys)
    let problems = Self.problems(in: terminal.frames)
    #expect(problems.isEmpty, "\(name): \(problems.prefix(3))")
    // Nothing is dropped silently: the pane shows the heading, placeholders and all.
    let heading = model.rows.items[1].title.string
    #expect(heading.contains("^") || heading.contains("<U+") || heading.contains("\u{FFFD}"))
    let pane = terminal.frames[5].lines.joined(separator: "\n")
    #expect(pane.contains(" " + heading.prefix(12)), "\(name): the pane shows \(pane.prefix(200))")
  }

  @Test("plain text, its rows and its file name in the header", arguments: names)
  func plainTextAndFileName(name: String) throws {
    let bytes = EscapeCorpus.documents.first { $0.name == name }!.bytes
    let source = InMemoryByteSource(Array(repeating: bytes, count: 40).flatMap { $0 })
    let model = ReaderModel(rows: TextRows(source: source, width: size.width), title: text(name) + ".txt")
    let terminal = try run(model, [.pageDown, .character("-"), .character("S"), .right, .end])
    let problems = Self.problems(in: terminal.frames)
    #expect(problems.isEmpty, "\(name): \(problems.prefix(3))")
  }

  /// A terminal sends C0 controls and DEL as keys (Esc, Enter, Tab, Backspace, Ctrl-…), which
  /// edit the prompt rather than go into it: they are left out of what is typed, and reach
  /// the prompt only in a paste (which drops them). Everything else is typed as it comes.
  /// Ctrl-R first makes it a literal text (the payloads are no regular expressions); typed as
  /// an expression, what the C library says of it is shown as safely.
  @Test("the search prompt as it is typed or pasted, C1 and bidi included, then the no-match message",
        arguments: names)
  func promptAndMessage(name: String) throws {
    let line = "\u{202E}\u{1B}[31m" + text(name)
    let typed = line.filter { character in
      !character.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    }.map { Key.character($0) }
    for keys in [typed, [.paste(line)]] {
      let expression = try run(
        ReaderModel(document: markdown("nada"), width: size.width), [.character("/")] + keys + [.enter])
      let expressionProblems = Self.problems(in: expression.frames)
      #expect(expressionProblems.isEmpty, "\(name): \(expressionProblems.prefix(3))")
      let model = ReaderModel(document: markdown("nada"), width: size.width)
      let terminal = try run(model, [.character("/"), .control("r")] + keys + [.enter])
      let problems = Self.problems(in: terminal.frames)
      #expect(problems.isEmpty, "\(name): \(problems.prefix(3))")
      let prompt = terminal.frames[terminal.frames.count - 2].lines[size.height - 1]
      #expect(prompt.hasPrefix("Literal /"), "\(name): the prompt stays open to Enter: \(prompt)")
      let footer = terminal.frames.last!.lines[size.height - 1]
      #expect(footer.contains("Sin coincidencias para «"), "\(name): \(footer)")
      #expect(footer.contains("<U+202E>"), "\(name): \(footer)")
    }
  }

  @Test("the issue's reproduction: the clipboard and title headings in the pane and the header")
  func issueReproduction() throws {
    let model = ReaderModel(document: Document(markdown: EscapeCorpus.clipboardHeadings), width: size.width)
    let terminal = try run(model, [.character("t"), .down, .down, .enter, .end])
    #expect(Self.problems(in: terminal.frames).isEmpty)
    let pane = terminal.frames[1].lines
    #expect(pane.contains { $0.hasPrefix(" Clip ^[]52;c;cm0g") })
    #expect(pane.contains { $0.hasPrefix(" T ^[]2;PWNED^G ") })
  }

  @Test("a heading shown in the header is the sanitised heading")
  func headerHeading() {
    let reader = ReaderHarness(
      document: Document(markdown: EscapeCorpus.clipboardHeadings), size: size, showsIndicator: true)
    reader.press(.end)
    let header = reader.lines[0]
    #expect(header.hasSuffix("T ^[]2;PWNED^G  100%"), "\(header)")
  }
}
