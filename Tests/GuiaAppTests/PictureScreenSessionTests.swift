import Foundation
import ScrollKit
import Testing

@testable import GuiaApp

/// The screens of the README's pictures that are reading, not the terminal: the contents
/// pane's jump, a Japanese document, a search; in guia's session on a headless terminal of the
/// picture's size (the guide resized and the demos' screens in a real terminal:
/// EndToEndTests.ScreenshotJourneys; the pictures themselves: `make screenshots`).
@MainActor
@Suite struct PictureScreenSessionTests {
  @Test("the contents pane, jumped to Paso 6")
  func contents() throws {
    let run = try SessionHarness(
      [], keys: ["t", "j", "j", "j", "j", "j", "\r"], size: CellSize(width: 100, height: 12),
      document: DocumentLoader.builtInGuide)
    // Paso 6 at the top is the bottom here: the header names the last step on screen.
    run.expectScreens(
      ("the pane", { $0.contains { $0.contains("Paso 6") } }),
      ("Paso 8/8 in the header after the jump", { $0[0].contains("Paso 8/8") }))
  }

  @Test("a Japanese document (seed 001)")
  func japanese() throws {
    let text = """
      # リストの一番下を検知する

      SwiftUIにおいて、Listが1番下までスクロールされたことを検知するベストプラクティスを紹介します。

      1. ListとForEachで適当なViewを作成します。Listには数値を表示します。
      2. レンダリングされた子Viewが、viewModelの数値データのラストと一致するか判定します。
      3. 更新前のラストのデータを保持して、変なところにスクロールしないようにします。
      """
    let file = try temporaryFolder().file("japones.md", text)
    let run = try SessionHarness([file.path], keys: [], size: CellSize(width: 60, height: 20))
    let first = try #require(run.screens.first)
    #expect(first.joined().contains("ベストプラクティス"), "\(first)")
  }

  @Test("a search, its match highlighted")
  func search() throws {
    let text = (1...300).map { String(format: "%07d línea de prueba\n", $0) }.joined()
    let file = try temporaryFolder().file("numeros.txt", text)
    let run = try SessionHarness([file.path], keys: ["/", "0000150", "\r"])
    let screens = run.expectScreens(("0000150 at the top", { $0[1].hasPrefix("0000150") }))
    let index = try #require(run.screens.lastIndex { $0 == screens.first })
    let lit = run.terminal.frames[index].rows[1].filter { $0.style.contains(.reverse) }.map(\.text).joined()
    #expect(lit == "0000150", "the match highlighted: \(lit)")
  }
}
