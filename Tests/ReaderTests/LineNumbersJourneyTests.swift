import Reader
import ScrollKit
import Testing

/// less's `-N` as the pty journeys typed it: numbers before the lines at start, a wrapped line
/// numbered once, `-N` typed while reading, and a Markdown file numbered by its source lines.
/// (`LESS=N` read as `-N`: GuiaAppTests.LessOptionSyntaxTests.)
@MainActor
@Suite("Line numbers")
struct LineNumbersJourneyTests {
  private let size = CellSize(width: 80, height: 24)

  private func text() -> String {
    let lines = (1...300).map { number in
      number == 3
        ? "línea 3, larga: " + String(repeating: "palabra ", count: 20) + "fin"
        : "línea \(number)"
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private var numbered: ReaderSettings {
    var settings = ReaderSettings.journey
    settings.showsLineNumbers = true
    return settings
  }

  @Test("-N: seven columns of number and a space, each row of a wrapped line numbered; 250G shows 250 at the top")
  func numbersAtStart() {
    let reader = ReaderHarness(plain: text(), title: "numeros.txt", size: size, settings: numbered)
    let first = reader.rows
    #expect(first[1].hasPrefix("      1 línea 1"))
    JourneyGolden.expect(first, matches: "line-numbers-80x24")
    #expect(first[3].hasPrefix("      3 línea 3, larga"))
    #expect(first[4].hasPrefix("      3 palabra"), "the wrapped row has its line's number, as less's: \(first[4])")
    #expect(first[6].hasPrefix("      4 línea 4"))
    reader.send("250G")
    #expect(reader.rows[1] == "    250 línea 250")
    reader.send("G")
    #expect(reader.footer == "Fin de la guía" && reader.rows[reader.rows.count - 3].hasPrefix("    300 línea 300"))
    #expect(reader.send("q") == .exit(.quit))
  }

  @Test("LESS=N numbers the lines; -N typed while reading hides and shows them")
  func toggledWhileReading() {
    let reader = ReaderHarness(plain: text(), title: "numeros.txt", size: size, settings: numbered)
    #expect(reader.rows[1].hasPrefix("      1 línea 1"))
    reader.send("-N")
    #expect(reader.rows[1] == "línea 1" && reader.footer == "Sin números de línea")
    reader.send("-N")
    #expect(reader.rows[1] == "      1 línea 1" && reader.footer == "Números de línea (-N)")
    #expect(reader.send("q") == .exit(.quit))
  }

  /// A README as people write one: a title, paragraphs wrapped in the source, a code block,
  /// a list, and a code span that runs over two lines.
  private func readme() -> String {
    var markdown = """
      # Proyecto

      Un párrafo escrito en dos líneas, con `un código que
      sigue en la siguiente` y una palabra al final.

      ```sh
      make
      make test
      ```

      - uno
      - dos

      """
    for line in stride(from: 14, through: 120, by: 2) { markdown += "\nSección de la línea \(line).\n" }
    return markdown
  }

  @Test("Markdown with -N: the numbers are the source's lines; NG, = and v go by them")
  func markdownSourceLines() throws {
    let reader = ReaderHarness(markdown: readme(), name: "LEEME.md", size: size, settings: numbered)
    let first = reader.rows
    #expect(first.contains { $0.hasPrefix("      3   Un párrafo") })
    #expect(first[2].hasPrefix("      1   Proyecto"), "\(first[2])")
    // The code span's second line starts the paragraph's second source line.
    let code = try #require(first.firstIndex { $0.hasPrefix("      7       make") })
    #expect(first[code + 1].hasPrefix("      8       make test"))
    #expect(first.contains { $0.hasPrefix("     11   • uno") })
    reader.send("40G")
    #expect(reader.rows[1].hasPrefix("     40   Sección de la línea 40."))
    reader.send("=")
    #expect(reader.footer.contains("líneas 40-") && reader.footer.contains("/120"), "\(reader.footer)")
    // A blank line: the text after it.
    reader.send("61G")
    #expect(reader.rows[1].hasPrefix("     62   Sección de la línea 62."))
    // The editor is run at that line by guia's session (EndToEndTests.MultiFileJourneyTests.edit).
    #expect(reader.send("v") == .exit(.quit))
    #expect(reader.takeFileRequest() == .edit(line: 62))
  }
}
