import Foundation
import Testing

/// The guide in a real pseudo-terminal: what a reader sees and does.
@Suite struct GuideJourneyTests {
  private typealias K = Journey.Keys

  /// Keys pressed after a setup key (none, or "G" to start at the bottom) and the offset
  /// they lead to.
  static let keyCases: [(String, String, Int)] = {
    let forward: [(String, Int)] = [
      ("j", 1), (K.down, 1), ("\r", 1), (K.control("n"), 1), (K.control("e"), 1),
      (" ", 9), ("f", 9), (K.control("f"), 9), (K.pageDown, 9), ("d", 5), (K.control("d"), 5),
      ("G", 16), (">", 16), (K.end, 16), (K.wheelDown, 1),
    ]
    let backward: [(String, Int)] = [
      ("k", 15), (K.up, 15), (K.control("p"), 15), (K.control("y"), 15), (K.wheelUp, 15),
      ("b", 7), (K.control("b"), 7), (K.pageUp, 7), ("u", 11), (K.control("u"), 11),
      ("g", 0), ("<", 0), (K.home, 0),
    ]
    return forward.map { ("", $0.0, $0.1) } + backward.map { ("G", $0.0, $0.1) }
  }()

  @Test("first frame at 80x24: Paso 1 and 'Quedan pasos por ver'")
  func firstFrame() throws {
    let session = try PtySession()
    let lines = try session.waitForNextFrame(after: 0)
    #expect(Journey.title(lines) == "  Guía de montaje")
    #expect(lines.contains("  Paso 1"))
    #expect(session.footer == "Quedan pasos por ver")
    Snapshots.expectMatchesGolden(lines, named: "guide-80x24-top", session: session)
    #expect(session.screen.cell(row: 2, column: 2).bold, "'Paso 1' is bold")
  }

  @Test("End shows Paso 8 and 'Fin de la guía'; one row up brings 'Quedan pasos por ver' back")
  func endAndBack() throws {
    let session = try PtySession()
    try session.waitForNextFrame(after: 0)
    let bottom = try session.press("G")
    #expect(bottom.contains("  Paso 8"))
    #expect(session.footer == "Fin de la guía")
    Snapshots.expectMatchesGolden(bottom, named: "guide-80x24-bottom", session: session)
    let up = try session.press("k")
    #expect(session.footer == "Quedan pasos por ver")
    Snapshots.save(up, as: "guide-80x24-one-up", session: session)
  }

  @Test("a terminal tall enough for the whole guide says 'Fin de la guía' from the first frame")
  func tallTerminal() throws {
    let session = try PtySession(rows: 40)
    let lines = try session.waitForNextFrame(after: 0)
    #expect(session.footer == "Fin de la guía")
    #expect(lines.contains("  Paso 8"))
    Snapshots.expectMatchesGolden(lines, named: "guide-80x40-fits", session: session)
  }

  @Test("resizing tall → short → tall keeps the position rule and the footer right")
  func resizeJourney() throws {
    let session = try PtySession(rows: 40)
    try session.waitForNextFrame(after: 0)
    #expect(session.footer == "Fin de la guía")

    var frame = session.frames
    session.resize(rows: 12, columns: 80)
    var lines = try session.waitForNextFrame(after: frame)
    #expect(session.footer == "Quedan pasos por ver", "the whole guide no longer fits")
    Snapshots.save(lines, as: "guide-resize-80x12-short", session: session)

    try session.press("j")
    lines = try session.press("j")
    let firstLine = lines[1]
    frame = session.frames
    session.resize(rows: 20, columns: 80)
    lines = try session.waitForNextFrame(after: frame)
    #expect(lines[1] == firstLine, "the first visible line stays first")
    #expect(session.footer == "Quedan pasos por ver")

    try session.press("G")
    frame = session.frames
    session.resize(rows: 12, columns: 80)
    lines = try session.waitForNextFrame(after: frame)
    #expect(session.footer == "Fin de la guía", "a reader at the bottom stays at the bottom")
    #expect(lines.contains("  Paso 8"))
    Snapshots.save(lines, as: "guide-resize-80x12-bottom", session: session)

    frame = session.frames
    session.resize(rows: 40, columns: 80)
    lines = try session.waitForNextFrame(after: frame)
    #expect(session.footer == "Fin de la guía")
    Snapshots.save(lines, as: "guide-resize-80x40-tall-again", session: session)
  }

  @Test("a narrower terminal reflows the text by display width")
  func narrowReflow() throws {
    let session = try PtySession(rows: 24, columns: 80)
    try session.waitForNextFrame(after: 0)
    let frame = session.frames
    session.resize(rows: 24, columns: 24)
    let lines = try session.waitForNextFrame(after: frame)
    #expect((Journey.scrollArea(lines)) == Array(Journey.guideRows(columns: 24).prefix(21)))
    #expect(lines.contains(" Comprueba que están"), "a narrow terminal has one-column margins")
    Snapshots.save(lines, as: "guide-24x24-narrow", session: session)
  }

  /// At 80x12 the scroll area has 9 rows and the guide 25, so the bottom offset is 16; d and
  /// u move less's half screen, (9 + 1 + 1) / 2 = 5 rows.
  @Test("less's keys move the guide", arguments: GuideJourneyTests.keyCases)
  func keys(setup: String, keys: String, offset: Int) throws {
    let session = try PtySession(rows: 12)
    try session.waitForNextFrame(after: 0)
    if !setup.isEmpty { try session.press(setup) }
    try session.press(keys)
    let rows = Journey.guideRows()
    #expect((Journey.scrollArea(session.lines)) == Array(rows[offset..<offset + 9]))
    #expect(session.footer == (offset == 16 ? "Fin de la guía" : "Quedan pasos por ver"))
  }

  @Test("q and Q quit with status 0", arguments: ["q", "Q"])
  func quitKeys(key: String) throws {
    let session = try PtySession()
    try session.waitForNextFrame(after: 0)
    session.send(key)
    #expect(try session.waitForExit().exited(with: 0))
  }

  @Test("guia FILE opens another guide of the same shape")
  func otherGuide() throws {
    let file = try Journey.file(
      "otra.md", Array("# Otra guía\n\n1. Mide la pared.\n2. Marca los agujeros.\n".utf8))
    let session = try PtySession([file.path])
    let lines = try session.waitForNextFrame(after: 0)
    #expect(Journey.title(lines) == "  Otra guía")
    #expect(lines.contains("  Paso 2"))
    #expect(lines.contains("  Marca los agujeros."))
    #expect(session.footer == "Fin de la guía")
  }

  @Test("the binary embeds the guide: a copy run from another folder still shows it")
  func embeddedGuide() throws {
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
