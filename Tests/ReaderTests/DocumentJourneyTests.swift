import Reader
import ScrollKit
import Testing

/// Markdown and other scripts as the pty journeys opened them, against the screens they
/// recorded from the binary.
@MainActor
@Suite struct DocumentJourneyTests {
  @Test("a Markdown file: headings, lists, tasks, quotes, wrapped code and a table")
  func markdownFile() {
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
    let reader = ReaderHarness(markdown: markdown, name: "notas.md", size: CellSize(width: 80, height: 24))
    let lines = reader.rows
    #expect(lines[0].hasPrefix("  Notas   ") || lines[0] == "  Notas", "\(lines[0])")
    #expect(lines.contains("  Texto con negrita y un enlace (https://example.org)."))
    #expect(lines.contains("  [x] Piezas contadas"))
    #expect(lines.contains("  │ Ojo con los tornillos."))
    #expect(lines.contains("      una línea de código tan larga que no cabe de ninguna manera en ochenta"))
    #expect(lines.contains("    ↪ columnas de ancho"), "the rest of the code line, marked")
    #expect(lines.contains("  Tornillo │ 12"))
    #expect(reader.footer == "Fin de la guía")
    JourneyGolden.expect(lines, matches: "markdown-80x24")
  }

  @Test("a Japanese file with --wordwrap wraps between characters, never before 、。）, never splitting a wide character")
  func japaneseFile() {
    let text = """
      SwiftUIにおいて、Listが1番下までスクロールされたことを検知するベストプラクティスを紹介します。色々調べてみて、GeometryReaderやUIScrollViewを使用するやり方がありました。
      Listは画面に表示されているViewをレンダリングする（遅延読み込み）ので、onAppearを使用することで、子Viewが画面に表示しているかを判定できます。

      """
    var settings = ReaderSettings.journey
    settings.wrapsAtWords = true
    let reader = ReaderHarness(plain: text, title: "lista.txt", size: CellSize(width: 40, height: 24), settings: settings)
    let lines = reader.rows
    let body = Array(lines.dropFirst().dropLast(2)).filter { !$0.isEmpty && $0 != "~" }
    #expect(body.count > 4)
    for line in body {
      #expect(!line.hasPrefix("、") && !line.hasPrefix("。") && !line.hasPrefix("）"))
    }
    #expect(body.joined() == text.replacingOccurrences(of: "\n", with: ""))
    // Every wide character sits whole in two cells.
    let screen = reader.screen
    for row in 1...body.count {
      for column in 0..<40 where screen.rows[row][column].width == 2 { #expect(column < 39) }
    }
    JourneyGolden.expect(lines, matches: "japanese-40x24")
  }
}
