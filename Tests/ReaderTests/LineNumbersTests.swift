import ScrollKit
import Document
import Reader
import Testing
import TerminalUI

/// less's `-N` in the reader: numbers before each row, a wrapped line's other rows too (as
/// less's HEAD), the text narrowed for them, kept in place sideways, toggled.
@MainActor
@Suite struct LineNumbersTests {
  private let size = CellSize(width: 40, height: 10)

  private func reader(numbers: Bool = true, wraps: Bool = true) -> ReaderHarness {
    let text = "uno\n" + String(repeating: "palabra ", count: 8) + "fin\ntres\n" + (4...60).map { "línea \($0)" }.joined(separator: "\n")
    var settings = ReaderSettings(wrapsLines: wraps, showsIndicator: false)
    settings.showsLineNumbers = numbers
    return ReaderHarness(
      ReaderModel(rows: TextRows(source: InMemoryByteSource(Array(text.utf8)), width: 40), width: 40, title: "n.txt", settings: settings),
      size: size)
  }

  @Test("-N at the start: seven columns of number and a space; each row of a wrapped line numbered, as less's")
  func numbered() {
    let reader = reader()
    let lines = reader.lines
    #expect(lines[1] == "      1 uno")
    #expect(lines[2].hasPrefix("      2 palabra palabra palabra palabra"))
    #expect(lines[3].hasPrefix("      2 palabra"), "the wrapped row has its line's number (wordwrap.lt)")
    #expect(lines[4] == "      2 fin")
    #expect(lines[5] == "      3 tres")
    #expect(lines.dropFirst().prefix(6).allSatisfy { $0.count <= 40 })
    // The text wraps in the 32 columns the numbers leave.
    #expect(lines[2].count <= 40 && !lines[2].hasSuffix("fin"))
    let digit = reader.screen.rows[1][6]
    #expect(digit.style.contains(.dim), "numbers are dim, apart from the text")
  }

  @Test("-N on ten million lines: the gutter widens to eight digits and a space, never gluing number and text")
  func eightDigits() {
    var bytes = [UInt8](repeating: UInt8(ascii: "\n"), count: 10_000_010)
    bytes.replaceSubrange(bytes.count - 4..<bytes.count, with: Array("fin\n".utf8))
    var settings = ReaderSettings(showsIndicator: false)
    settings.showsLineNumbers = true
    let reader = ReaderHarness(
      ReaderModel(rows: TextRows(source: InMemoryByteSource(bytes), width: 40), width: 40, title: "n.txt", settings: settings),
      size: size)
    #expect(reader.lines[1] == "       1", "eight digits' room, then the text")
    reader.press(.character("G"))
    #expect(reader.lines.contains("10000007 fin"), "\(reader.lines)")
  }

  @Test("-N typed while reading shows them, with a message; typed again hides them")
  func toggled() {
    let reader = reader(numbers: false)
    #expect(reader.lines[1] == "uno")
    reader.press(.character("-"), .character("N"))
    #expect(reader.lines[1] == "      1 uno")
    #expect(reader.lines.last?.trimmed == "Números de línea (-N)")
    reader.press(.character("j"))
    #expect(reader.lines[1].hasPrefix("      2 palabra"))
    reader.press(.character("-"), .character("N"))
    #expect(reader.lines[1].hasPrefix("palabra palabra"))
    #expect(reader.lines.last?.trimmed == "Sin números de línea")
    #expect(!reader.model.settings.showsLineNumbers)
  }

  @Test("chopped lines scroll sideways under the numbers, which stay")
  func sideways() {
    let reader = reader(wraps: false)
    reader.press(.character("4"), .right)
    let lines = reader.lines
    #expect(lines[1] == "      1")
    #expect(lines[2].hasPrefix("      2 bra palabra"))
    #expect(lines[3] == "      3", "tres is 4 columns: all scrolled away")
    #expect(lines[4] == "      4 a 4")
  }

  @Test("a count and G go to that line, whose number is then at the top; = says the same lines")
  func jumps() {
    let reader = reader()
    reader.press(.character("4"), .character("0"), .character("G"))
    #expect(reader.lines[1] == "     40 línea 40")
    reader.press(.character("="))
    #expect(reader.lines.last?.contains("líneas 40-") == true)
  }
}

/// Markdown read with less's line keys: the numbers are the source's lines, not the rows of
/// the layout, so `v` opens the editor where the screen is and `NG` goes where the file says.
@MainActor
@Suite struct MarkdownLineNumbersTests {
  private let size = CellSize(width: 40, height: 10)
  private let markdown = """
    # Título

    Un párrafo que ocupa
    dos líneas del archivo.

    ```sh
    make
    make test
    ```

    - uno
    - dos
    """ + stride(from: 14, through: 60, by: 2).map { "\n\nPárrafo de la línea \($0)." }.joined()

  private func reader(numbers: Bool = true) -> ReaderHarness {
    var settings = ReaderSettings(showsIndicator: false)
    settings.showsLineNumbers = numbers
    return ReaderHarness(
      ReaderModel(document: Document(markdown: Array(markdown.utf8)), width: 40, settings: settings),
      size: size)
  }

  @Test("-N numbers Markdown's rows with the lines their text is on")
  func numbered() {
    let lines = reader().lines
    #expect(lines[2] == "      1  Título")
    #expect(lines[3] == "")
    #expect(lines[4] == "      3  Un párrafo que ocupa dos")
    #expect(lines[5] == "      4  líneas del archivo.")
    #expect(lines[7] == "      6  sh")
  }

  @Test("NG goes to source line N; = and v read the top row's line")
  func jumpsAndEdits() {
    let reader = reader()
    reader.press(.character("8"), .character("G"))
    #expect(reader.lines[1] == "      8      make test")
    reader.press(.character("="))
    #expect(reader.lines.last?.contains("líneas 8-") == true, "\(reader.lines.last ?? "")")
    #expect(reader.lines.last?.contains("/60") == true, "the file's 60 lines")
    // Line 15 is a blank between paragraphs: the paragraph after it.
    reader.press(.character("1"), .character("5"), .character("G"))
    #expect(reader.lines[1] == "     16  Párrafo de la línea 16.")
    #expect(reader.press(.character("v")) == .exit(.quit))
    #expect(reader.model.takeFileRequest() == .edit(line: 16))
  }
}
