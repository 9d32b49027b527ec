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

}
