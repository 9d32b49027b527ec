import Foundation
import Testing

/// The four articles' own views, run by GuiaUI in a real terminal (`guia demo …`): seed 000's
/// footer and seed 003's console (the offset demo's header, both axes, margins, the indicator
/// and the contents pane: ReaderTests.ToolkitJourneyTests; the margins demo:
/// GuiaUIExamplesTests.MarginsDemoTests; seed 000's report: GuiaAppTests.ReadingReportSessionTests;
/// seed 001's numbers: LoadingJourneyTests).
@Suite struct SeedDemoJourneyTests {
  @Test("the seeds' own views: seed 000's footer flips exactly at the bottom and back, one row scrolled with the region, the README's pictures; seed 003's scroll wrapper prints its CGPoint to the console row")
  func seeds() {
    Journey.part("demo assembly: seed 000's footer flips exactly at the bottom, and back; one row of scrolling moves the scroll region, the footer untouched; the README's pictures") {
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
    Journey.part("demo offset: seed 003's scroll wrapper prints its CGPoint, y = contentOffset.y") {
      let session = try PtySession(["demo", "offset"])
      // The seed prints from onPreferenceChange: the console row (the last) shows it.
      var lines = try session.wait(forText: "(-0.0, -0.0)")
      #expect(lines[0].trimmingCharacters(in: .whitespaces) == "0")
      #expect(lines[23] == "(-0.0, -0.0)")
      session.send("j")
      lines = try session.wait(forText: "(-0.0, 16.0)")
      #expect(lines[0].trimmingCharacters(in: .whitespaces) == "1")
      session.send("j")
      lines = try session.wait(forText: "(-0.0, 32.0)")
      // 100 rows in 23: the bottom is 77 rows (1232 pt) down.
      session.send("G")
      lines = try session.wait(forText: "(-0.0, 1232.0)")
      #expect(lines[22].trimmingCharacters(in: .whitespaces) == "99")
      Snapshots.save(lines, as: "demo-offset-80x24-end", session: session)
    }
  }

}
