import Foundation
import Testing

/// The guide in a real pseudo-terminal: the seed's first frame and footer on the real binary,
/// the README's pictures of it, `q`'s exit status, the embedded guide. (less's keys, resizes, reflow and another guide:
/// ReaderTests.GuideJourneyTests.)
@Suite struct GuideJourneyTests {
  @Test("the seed's footer: Paso 1 and 'Quedan pasos por ver' at 80x24; End shows Paso 8 and 'Fin de la guía', one row up brings 'Quedan pasos por ver' back; the README's pictures of the guide; q and Q quit with status 0; a copy of the binary run from another folder still shows the guide it embeds")
  func footerAtTopAndBottom() throws {
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

}
