import Document
import Testing
@testable import TerminalUI

/// Clusters whose width terminals disagree on are drawn so that no other cell depends on it.
@Suite struct ClusterWidthRenderingTests {
  private func rows(_ texts: [DisplayText], columns: Int = 20) -> [[Cell]] {
    Screen(lines: texts, columns: columns).rows
  }

  private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  @Test("an emoji is drawn over blanks of its width, and the next cell is placed absolutely")
  func reanchorsAfterEmoji() {
    var renderer = ScrollAreaRenderer(strings: .xterm)
    let output = text(renderer.update(to: frame(rows(["a\u{26A0}\u{FE0F}b"]) + rows([""]), region: 0..<2, columns: 20)))
    // a, two blanks, back to column 2, the cluster, then b placed at column 4.
    #expect(output.hasPrefix("\u{1B}[1;1Ha  \u{1B}[2G\u{26A0}\u{FE0F}\u{1B}[4Gb"), "\(output.debugDescription)")
  }

  @Test("cells after an emoji are written again even when unchanged: a wider drawing is repaired")
  func rewritesCellsAfterEmoji() {
    var renderer = ScrollAreaRenderer(strings: .xterm)
    _ = renderer.update(to: frame(rows(["x😀yz tail", "-"]), region: 0..<2, columns: 20))
    let output = text(renderer.update(to: frame(rows(["x🇪🇸yz tail", "-"]), region: 0..<2, columns: 20)))
    #expect(output.contains("🇪🇸\u{1B}[4Gyz"), "\(output.debugDescription)")
  }

  @Test("in a CJK locale a run of ambiguous characters is followed by one column move; elsewhere none")
  func ambiguousRun() {
    var cjk = ScrollAreaRenderer(strings: .xterm, ambiguousIsWide: true)
    let output = text(cjk.update(to: frame(rows(["“…”x", "-"]), region: 0..<2, columns: 20)))
    #expect(output.hasPrefix("\u{1B}[1;1H“…”\u{1B}[4Gx"), "\(output.debugDescription)")
    var latin = ScrollAreaRenderer(strings: .xterm)
    let plain = text(latin.update(to: frame(rows(["línea “…”x", "-"]), region: 0..<2, columns: 20)))
    #expect(plain.hasPrefix("\u{1B}[1;1Hlínea “…”x\u{1B}[K"), "\(plain.debugDescription)")
    #expect(ScrollAreaRenderer.ambiguousIsWide(locale: "ja_JP.UTF-8"))
    #expect(ScrollAreaRenderer.ambiguousIsWide(locale: "zh_CN.UTF-8"))
    #expect(!ScrollAreaRenderer.ambiguousIsWide(locale: "es_ES.UTF-8"))
    #expect(!ScrollAreaRenderer.ambiguousIsWide(locale: "C.UTF-8"))
    #expect(!ScrollAreaRenderer.ambiguousIsWide(locale: nil))
  }

  @Test("plain text costs what it cost before: no move within a row of certain cells")
  func certainTextUnchanged() {
    var renderer = ScrollAreaRenderer(strings: .xterm)
    let output = text(renderer.update(to: frame(rows(["Paso uno ñ 日本", "-"]), region: 0..<2, columns: 20)))
    #expect(output.hasPrefix("\u{1B}[1;1HPaso uno ñ 日本\u{1B}[K"), "\(output.debugDescription)")
  }
}
