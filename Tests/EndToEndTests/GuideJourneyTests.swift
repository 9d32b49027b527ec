import Foundation
import Testing

/// The seed's footer in a real pseudo-terminal: the guide's first frame and footer on the real
/// binary, the README's pictures of it, `q`'s exit status, the embedded guide; the seeds' own
/// views (seed 000's footer, seed 003's scroll wrapper). (less's keys, resizes, reflow and
/// another guide: ReaderTests.GuideJourneyTests.)
@Suite struct GuideJourneyTests {
  @Test("the seed's footer: Paso 1 and 'Quedan pasos por ver' at 80x24; End shows Paso 8 and 'Fin de la guía', one row up brings 'Quedan pasos por ver' back; the README's pictures of the guide; q and Q quit with status 0; a copy of the binary run from another folder still shows the guide it embeds; the seeds' own views: seed 000's footer flips exactly at the bottom and back, one row scrolled with the region, the README's pictures; seed 003's scroll wrapper prints its CGPoint to the console row")
  func seedFooter() throws {
    Journey.part("the guide") {
      let session = try PtySession()
      let lines = try session.waitForNextFrame(after: 0)
      #expect(Journey.title(lines) == "  Guía de montaje")
      #expect(lines.contains("  Paso 1"))
      #expect(session.footer == "Quedan pasos por ver")
      Snapshots.expectMatchesGolden(lines, named: "guide-80x24-top", session: session)
      #expect(session.screen.cell(row: 2, column: 2).bold, "'Paso 1' is bold")
      ScreenshotJourneys.shoot(session, "guide-first")
      let bottom = try session.press("G")
      #expect(bottom.contains("  Paso 8"))
      #expect(session.footer == "Fin de la guía")
      Snapshots.expectMatchesGolden(bottom, named: "guide-80x24-bottom", session: session)
      ScreenshotJourneys.shoot(session, "guide-end")
      let up = try session.press("k")
      #expect(session.footer == "Quedan pasos por ver")
      Snapshots.save(up, as: "guide-80x24-one-up", session: session)
      try session.press("g")
      try session.press("j")
      let frame = session.frames
      session.resize(rows: 16, columns: 48)
      try session.waitForNextFrame(after: frame)
      #expect(session.lines.contains { $0.contains("Paso 1") })
      ScreenshotJourneys.shoot(session, "guide-resized-48x16")
      session.send("q")
      #expect(try session.waitForExit().exited(with: 0))
      let other = try PtySession()
      try other.waitForNextFrame(after: 0)
      other.send("Q")
      #expect(try other.waitForExit().exited(with: 0), "Q")
      Journey.part("the binary embeds the guide: a copy run from another folder still shows it") {
        let folder = try Journey.temporaryFolder()
        let copy = folder.appendingPathComponent("guia")
        // Copied by cp in its own process: a descriptor of ours open for writing the copy could
        // leak into a child another test forks meanwhile, and exec would fail with ETXTBSY.
        let cp = try Process.run(URL(fileURLWithPath: "/bin/cp"), arguments: [PtySession.binary, copy.path])
        cp.waitUntilExit()
        #expect(cp.terminationStatus == 0)
        let session = try PtySession(executable: copy.path, directory: "/")
        let lines = try session.waitForNextFrame(after: 0)
        #expect(Journey.title(lines) == "  Guía de montaje")
        #expect(lines.contains("  Paso 1"))
      }
    }
    Journey.part("the seeds' own views") {
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
}
