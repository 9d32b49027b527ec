import Foundation
import Testing

/// Markdown and other scripts in a real terminal.
@Suite struct DocumentJourneyTests {
  @Test("a Markdown file: headings, lists, tasks, quotes, wrapped code and a table")
  func markdownFile() throws {
    let markdown = """
      # Notas

      Texto con **negrita** y un [enlace](https://example.org).

      - [x] Piezas contadas
      - [ ] Estantes puestos

      > Ojo con los tornillos.

      ```
      una línea de código tan larga que no cabe de ninguna manera en ochenta columnas de ancho
      ```

      | Pieza | N |
      |:--|--:|
      | Tornillo | 12 |
      """
    let file = try Journey.file("notas.md", Array(markdown.utf8))
    let session = try PtySession([file.path])
    let lines = try session.waitForNextFrame(after: 0)
    #expect(Journey.title(lines) == "  Notas")
    #expect(lines.contains("  Texto con negrita y un enlace (https://example.org)."))
    #expect(lines.contains("  [x] Piezas contadas"))
    #expect(lines.contains("  │ Ojo con los tornillos."))
    #expect(lines.contains("      una línea de código tan larga que no cabe de ninguna manera en ochenta"))
    #expect(lines.contains("    ↪ columnas de ancho"), "the rest of the code line, marked")
    #expect(lines.contains("  Tornillo │ 12"))
    #expect(session.footer == "Fin de la guía")
    Snapshots.expectMatchesGolden(lines, named: "markdown-80x24", session: session)
  }

  @Test("a Japanese file with --wordwrap wraps between characters, never before 、。）, never splitting a wide character")
  func japaneseFile() throws {
    let text = """
      SwiftUIにおいて、Listが1番下までスクロールされたことを検知するベストプラクティスを紹介します。色々調べてみて、GeometryReaderやUIScrollViewを使用するやり方がありました。
      Listは画面に表示されているViewをレンダリングする（遅延読み込み）ので、onAppearを使用することで、子Viewが画面に表示しているかを判定できます。

      """
    let file = try Journey.file("lista.txt", Array(text.utf8))
    let session = try PtySession(["--wordwrap", file.path], columns: 40)
    let lines = try session.waitForNextFrame(after: 0)
    let body = Journey.scrollArea(lines).filter { !$0.isEmpty && $0 != "~" }
    #expect(body.count > 4)
    for line in body {
      #expect(!line.hasPrefix("、") && !line.hasPrefix("。") && !line.hasPrefix("）"))
    }
    #expect(body.joined() == text.replacingOccurrences(of: "\n", with: ""))
    // Every wide character sits whole in two cells.
    for row in 1...body.count {
      for column in 0..<40 {
        let cell = session.screen.cell(row: row, column: column)
        if cell.width == 2 { #expect(column < 39) }
      }
    }
    Snapshots.expectMatchesGolden(lines, named: "japanese-40x24", session: session)
  }
}
