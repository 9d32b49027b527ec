import Foundation
import Testing

/// less's `-N` in the real binary: numbers before the lines at start (`-N`, `LESS=N`), a
/// wrapped line numbered once, and `-N` typed while reading.
@Suite("Line numbers")
struct LineNumbersJourneyTests {
  private func file() throws -> URL {
    let lines = (1...300).map { number in
      number == 3
        ? "línea 3, larga: " + String(repeating: "palabra ", count: 20) + "fin"
        : "línea \(number)"
    }
    return try Journey.file("numeros.txt", Array((lines.joined(separator: "\n") + "\n").utf8))
  }

  @Test("-N: seven columns of number and a space, a wrapped line numbered once; 250G shows 250 at the top")
  func numbersAtStart() throws {
    let path = try file().path
    let session = try PtySession(["-N", path])
    let first = try session.wait(for: "numbered rows") { $0.lines[1].hasPrefix("      1 línea 1") }
    Snapshots.expectMatchesGolden(first, named: "line-numbers-80x24", session: session)
    #expect(first[3].hasPrefix("      3 línea 3, larga"))
    #expect(first[4].hasPrefix("        palabra"), "the wrapped row has no number: \(first[4])")
    #expect(first[6].hasPrefix("      4 línea 4"))
    session.send("250G")
    try session.wait(for: "line 250 at the top") { $0.lines[1] == "    250 línea 250" }
    session.send("G")
    try session.wait(for: "the end") { $0.footer == "Fin de la guía" && $0.lines[$0.lines.count - 3].hasPrefix("    300 línea 300") }
    session.send("q")
    #expect(try session.waitForExit() == 0)
  }

  @Test("LESS=N numbers the lines; -N typed while reading hides and shows them")
  func toggledWhileReading() throws {
    let path = try file().path
    let session = try PtySession([path], environment: ["LESS": "N"])
    try session.wait(for: "numbered rows") { $0.lines[1].hasPrefix("      1 línea 1") }
    session.send("-N")
    try session.wait(for: "no numbers") { $0.lines[1] == "línea 1" && $0.footer == "Sin números de línea" }
    session.send("-N")
    try session.wait(for: "numbers again") { $0.lines[1] == "      1 línea 1" && $0.footer == "Números de línea (-N)" }
    session.send("q")
    #expect(try session.waitForExit() == 0)
  }
}

extension LineNumbersJourneyTests {
  /// A README as people write one: a title, paragraphs wrapped in the source, a code block,
  /// a list, and a code span that runs over two lines.
  private func readme() throws -> URL {
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
    return try Journey.file("LEEME.md", Array(markdown.utf8))
  }

  @Test("Markdown with -N: the numbers are the source's lines; NG, = and v go by them")
  func markdownSourceLines() throws {
    let folder = try Journey.temporaryFolder()
    let file = try readme()
    let arguments = folder.appendingPathComponent("editor-args")
    let editor = try Journey.file("editor-md.sh", Array("#!/bin/sh\necho \"$@\" > '\(arguments.path)'\n".utf8))
    chmod(editor.path, 0o755)
    // Run by sh, never exec'd (see MultiFileJourneyTests.editAndReload).
    let session = try PtySession(["-N", file.path], environment: ["VISUAL": "/bin/sh '\(editor.path)'"])
    let first = try session.wait(for: "numbered rows") { $0.lines.contains { $0.hasPrefix("      3   Un párrafo") } }
    #expect(first[2].hasPrefix("      1   Proyecto"), "\(first[2])")
    // The code span's second line starts the paragraph's second source line.
    let code = try #require(first.firstIndex { $0.hasPrefix("      7       make") })
    #expect(first[code + 1].hasPrefix("      8       make test"))
    #expect(first.contains { $0.hasPrefix("     11   • uno") })
    session.send("40G")
    try session.wait(for: "line 40 at the top") { $0.lines[1].hasPrefix("     40   Sección de la línea 40.") }
    session.send("=")
    try session.wait(for: "the lines on screen") { $0.footer.contains("líneas 40-") && $0.footer.contains("/120") }
    // A blank line: the text after it.
    session.send("61G")
    try session.wait(for: "line 62 at the top") { $0.lines[1].hasPrefix("     62   Sección de la línea 62.") }
    session.send("v")
    try session.wait(for: "the editor run") { _ in (try? String(contentsOf: arguments, encoding: .utf8)) != nil }
    #expect(try String(contentsOf: arguments, encoding: .utf8) == "+62 \(file.path)\n")
    session.send("q")
    #expect(try session.waitForExit() == 0)
  }
}
