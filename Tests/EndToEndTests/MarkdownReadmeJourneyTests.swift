import Foundation
import Testing

/// A README as people write them, in the real binary: HTML comments hidden, inline tags
/// rendered, footnotes at the end, images and fence languages; --markdown and --plain.
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
    let file = try Journey.file("README.md", Array(Self.readme.utf8))
    let session = try PtySession([file.path])
    let lines = try session.waitForNextFrame(after: 0)
    Snapshots.expectMatchesGolden(lines, named: "readme-80x24", session: session)
    let text = lines.joined(separator: "\n")
    #expect(!text.contains("comentario") && !text.contains("<!--") && !text.contains("<kbd>"))
    #expect(text.contains("Pulsa q para salir."))
    #expect(text.contains("una nota[1]."))
    #expect(text.contains("[imagen: Captura del visor] docs/captura.png"))
    #expect(text.contains("[1] Se usa en la terminal.") && text.contains("[2] La segunda nota."))
    let key = try #require(lines.firstIndex { $0.contains("Pulsa q") })
    let column = lines[key].distance(from: lines[key].startIndex, to: lines[key].firstIndex(of: "q")!)
    #expect(session.screen.cell(row: key, column: column).reverse, "<kbd> in reverse video")
    // The notes are a heading of the contents pane: t, End, Enter jumps there.
    session.send("t")
    try session.wait(for: "the pane") { $0.lines.contains { $0.contains("Notas") } }
    session.send("\u{1B}[F\r")
    try session.wait(for: "the notes at the top") { $0.lines[1].contains("Notas") || $0.footer == "Fin de la guía" }
    session.send("q")
    #expect(try session.waitForExit() == 0)
  }

  @Test("--markdown reads standard input as Markdown; --plain shows a .md file's source")
  func forcedFormats() throws {
    let file = try Journey.file("nota.md", Array("# Título\n\nTexto *suave*.\n".utf8))
    let plain = try PtySession(["--plain", file.path])
    try plain.wait(forText: "# Título")
    plain.send("q")
    #expect(try plain.waitForExit() == 0)
    let piped = try PtySession(
      ["-c", "cat '\(file.path)' | '\(PtySession.binary)' --markdown"], executable: "/bin/sh")
    let lines = try piped.wait(forText: "Texto suave.")
    #expect(!lines.joined().contains("# Título"), "the heading rendered, not its source")
    piped.send("q")
    _ = try piped.waitForExit()
  }
}
