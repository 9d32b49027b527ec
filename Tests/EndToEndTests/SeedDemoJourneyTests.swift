import Foundation
import Testing

/// The four articles' own views, run by GuiaUI in a real terminal (`guia demo …`).
@Suite struct SeedDemoJourneyTests {
  @Test("demo assembly: seed 000's footer flips exactly at the bottom, and back; one row of scrolling moves the scroll region, the footer untouched; the README's pictures")
  func assemblyFooterFlips() throws {
    let session = try PtySession(["demo", "assembly"])
    var lines = try session.waitForNextFrame(after: 0)
    // .padding(24): 1 row and 3 columns; spacing 32 between steps: 2 rows.
    #expect(lines[1] == "   Paso 1")
    #expect(lines[2] == "   Comprueba que están todas las piezas.")
    #expect(lines[5] == "   Paso 2")
    // The footer: .padding() around one row, centred; the seed's words.
    #expect(lines[22].trimmingCharacters(in: .whitespaces) == "Quedan pasos por ver")
    ScreenshotJourneys.shoot(session, "assembly-first")
    // A one-row scroll in the middle: the region shifts and the new row is written; the
    // footer's rows are not sent again (a rewrite of the 21 rows would be about 1 KB).
    let bytes = try session.bytesWritten(pressing: "j")
    #expect(bytes < 200, "\(bytes) bytes for one row")
    // 32 rows of content in 21: the bottom is 11 rows down (176 pt, ≥ 176 - 1).
    for _ in 1..<10 { lines = try session.press("j") }
    #expect(lines[22].trimmingCharacters(in: .whitespaces) == "Quedan pasos por ver")
    lines = try session.press("j")
    #expect(lines[22].trimmingCharacters(in: .whitespaces) == "Fin de la guía")
    #expect(lines[19] == "   Revisa las fijaciones antes de utilizarlo.")
    Snapshots.save(lines, as: "demo-assembly-80x24-end", session: session)
    ScreenshotJourneys.shoot(session, "assembly-end")
    lines = try session.press("k")
    #expect(lines[22].trimmingCharacters(in: .whitespaces) == "Quedan pasos por ver")
    lines = try session.press("G")
    #expect(lines[22].trimmingCharacters(in: .whitespaces) == "Fin de la guía")
    session.send("q")
    #expect(try session.waitForExit() == 0)
  }

  @Test("demo numbers: the seed's view model loads the next page, the last row stays put")
  func numbersSeedModel() throws {
    let session = try PtySession(["demo", "numbers"])
    // Rows are .frame(height: 100): 6 rows, the text in the middle of its frame (List's
    // 16 pt leading inset: 2 columns). The console row (what the seed prints from onAppear,
    // drawn in the frame after the print) is the last row.
    var lines = try session.wait(forText: "4のViewがレンダリングされたで！")
    #expect(lines[2] == "  Number 1")
    #expect(lines[8] == "  Number 2")
    #expect(lines[23] == "4のViewがレンダリングされたで！")
    session.send("G")
    lines = try session.wait(forText: "10のViewがレンダリングされたで！")
    #expect(lines.contains("  Number 10"))
    let row = try #require(lines.firstIndex(of: "  Number 10"))
    // The seed's model appends 20 numbers after 2 s, on the main queue; then onChange's
    // scrollTo(lastNumber, anchor: .bottom) keeps Number 10 where it was. The indicator's
    // thumb tells the page arrived: 10 rows for 60 rows of content, 3 for 180.
    func thumb(_ session: PtySession) -> Int {
      session.screen.lines.prefix(23).filter { $0.count == 80 && $0.hasSuffix("█") }.count
    }
    #expect(thumb(session) >= 9)
    lines = try session.wait(for: "the page of 20 numbers", timeout: 20) { thumb($0) <= 3 }
    #expect(lines[row] == "  Number 10")
    // Number 11 appearing prints to the console row, drawn in a frame of its own: a key's
    // frame may come before or after it, so the test waits for the screen, not for frames.
    for _ in 0..<6 { session.send("j") }
    lines = try session.wait(for: "Number 11 six rows up, where Number 10 was") {
      $0.lines[row] == "  Number 11"
    }
    #expect(lines[row - 6] == "  Number 10")
    session.send("G")
    lines = try session.wait(forText: "30のViewがレンダリングされたで！")
    #expect(lines.contains("  Number 30"))
    session.send("q")
    #expect(try session.waitForExit() == 0)
  }
}
