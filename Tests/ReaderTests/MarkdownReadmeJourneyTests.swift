import Reader
import ScrollKit
import Testing

/// A README as people write them, as the pty journey opened it: HTML comments hidden, inline
/// tags rendered, footnotes at the end, images and fence languages. (`--markdown` on standard
/// input and `--plain`: GuiaAppTests.ForcedFormatSessionTests.)
@MainActor
@Suite("README journeys")
struct MarkdownReadmeJourneyTests {
  static let readme = """
    <!-- Este comentario es para quien escribe: nunca se ve. -->
    # Proyecto

    Pulsa <kbd>q</kbd> para salir.<br>Con <b>negrita</b> y una nota[^uso].

    ![Captura del visor](docs/captura.png)

    ## Instalar

    Escribe a yo@example.com y lee la otra nota[^2].

    ```sh
    make install
    ```

    [^uso]: Se usa en la terminal.
    [^2]: La segunda nota.

    """

  @Test("a README with an HTML comment and footnotes: the comment hidden, the notes numbered at the end")
  func readme() throws {
    let reader = ReaderHarness(markdown: Self.readme, name: "README.md", size: CellSize(width: 80, height: 24))
    let lines = reader.rows
    JourneyGolden.expect(lines, matches: "readme-80x24")
    let text = lines.joined(separator: "\n")
    #expect(!text.contains("comentario") && !text.contains("<!--") && !text.contains("<kbd>"))
    #expect(text.contains("Pulsa q para salir."))
    #expect(text.contains("una nota[1]."))
    #expect(text.contains("[imagen: Captura del visor] docs/captura.png"))
    #expect(text.contains("[1] Se usa en la terminal.") && text.contains("[2] La segunda nota."))
    let key = try #require(lines.firstIndex { $0.contains("Pulsa q") })
    let column = lines[key].distance(from: lines[key].startIndex, to: lines[key].firstIndex(of: "q")!)
    #expect(reader.screen.rows[key][column].style.contains(.reverse), "<kbd> in reverse video")
    // The notes are a heading of the contents pane: t, End, Enter jumps there.
    reader.send("t")
    #expect(reader.rows.contains { $0.contains("Notas") }, "the pane")
    reader.send("\u{1B}[F\r")
    #expect(reader.rows[1].contains("Notas") || reader.footer == "Fin de la guía", "the notes at the top")
    #expect(reader.send("q") == .exit(.quit))
  }
}
