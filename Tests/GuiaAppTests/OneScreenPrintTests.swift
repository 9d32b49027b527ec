import Document
import Foundation
import ScrollKit
import Testing

@testable import GuiaApp

/// What `-F` prints when a document fits on one screen, as the reader lays it out (the print
/// itself on a terminal, its exit and the screen never opened: EndToEndTests'
/// LessCommandLineJourneyTests).
@Suite struct OneScreenPrintTests {
  private let size = CellSize(width: 80, height: 24)

  /// What `guia ARGUMENTS` with `-F` prints in an 80x24 window, its control sequences left out
  /// (the styles the terminal draws), as rows; `nil` when it shows the reader instead.
  private func printed(_ arguments: [String]) throws -> [String]? {
    let options = try Options.parse(arguments, environment: [:])
    var document = try DocumentLoader.load(options.path, format: options.format)
    guard let text = OneScreenPrint.text(of: &document, size: size, options: options, noColor: false) else {
      return nil
    }
    return text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test("-F -x4: a short file printed as the reader shows it, its tabs at -x's stops")
  func tabStops() throws {
    let file = try temporaryFolder().file("tabs.txt", "a\tb\tc\n12345\tx\n")
    let rows = try #require(try printed(["-F", "-x4", file.path]))
    #expect(rows[0].hasPrefix("a   b   c"), "\(rows.prefix(2))")
    // Without -x, tab stops every 8 columns, as less.
    let eight = try #require(try printed(["-F", file.path]))
    #expect(eight[0].hasPrefix("a       b       c"), "\(eight.prefix(2))")
  }

  @Test("-F on a file longer than a screen prints nothing: the reader shows it")
  func longFile() throws {
    let file = try temporaryFolder().file("largo.txt", (1...100).map { "línea \($0)\n" }.joined())
    #expect(try printed(["-F", file.path]) == nil)
    let screenful = try temporaryFolder().file("pantalla.txt", (1...24).map { "línea \($0)\n" }.joined())
    #expect(try printed(["-F", screenful.path]) == nil, "24 lines and the prompt's row do not fit 24 rows")
    let fits = try temporaryFolder().file("cabe.txt", (1...23).map { "línea \($0)\n" }.joined())
    #expect(try printed(["-F", fits.path])?.prefix(23) == ArraySlice((1...23).map { "línea \($0)" }))
  }

  /// A large Markdown file of long paragraphs, each a row in a window `width` wide.
  private func wideDocument(paragraphs: Int) throws -> (URL, String) {
    let paragraph = String(repeating: "palabra ", count: 400)
    let text = "# Título\n\n" + (1...paragraphs).map { "Párrafo \($0): \(paragraph)\n\n" }.joined()
    return (try temporaryFolder().file("ancho.md", text), text)
  }

  @Test("-F on a large Markdown file whose first part fills the screen leaves the rest to the reader's job")
  func largeMarkdownFirstPartFills() throws {
    let (file, _) = try wideDocument(paragraphs: 400)
    let options = try Options.parse(["-F", file.path], environment: [:])
    var document = try DocumentLoader.load(options.path, format: options.format)
    let first = document.markdown
    #expect(OneScreenPrint.text(of: &document, size: CellSize(width: 80, height: 24), options: options, noColor: false) == nil)
    #expect(document.markdownRest != nil)
    #expect(document.markdown == first)
  }

  @Test("-F on a large Markdown file whose first part fits parses the rest once: the reader is given the whole")
  func largeMarkdownParsedOnce() throws {
    // 3.2 KB paragraphs, a row each 4 000 columns wide: the first part's dozen fit 40 rows,
    // the 200 of the whole do not.
    let (file, text) = try wideDocument(paragraphs: 200)
    let options = try Options.parse(["-F", file.path], environment: [:])
    var document = try DocumentLoader.load(options.path, format: options.format)
    #expect(document.markdownRest != nil)
    #expect(OneScreenPrint.text(of: &document, size: CellSize(width: 4_000, height: 40), options: options, noColor: false) == nil)
    #expect(document.markdownRest == nil)
    #expect(document.markdown == Document(markdown: Array(text.utf8)))
  }
}
