import Foundation
import Testing

/// The screens of the README's pictures, checked: each journey drives the real binary to a
/// screen worth showing and saves it as SVG in `.build/screenshots/docs/`. The pictures in
/// `docs/screenshots/` are taken by `guia snapshot` (`make screenshots`), which
/// `SnapshotCommandTests` check against the journeys' goldens. (The contents pane's jump, a
/// Japanese document and a search: GuiaAppTests.PictureScreenSessionTests.)
@Suite struct ScreenshotJourneys {
  static let folder = Snapshots.screenshotFolder.appendingPathComponent("docs")

  private func shoot(_ session: PtySession, _ name: String) {
    Snapshots.picture(session.screen.screenshot(title: "guia"), as: name, in: Self.folder)
  }

  @Test("the guide: first screen, end, and a resize")
  func guide() throws {
    let session = try PtySession()
    try session.waitForNextFrame(after: 0)
    #expect(session.footer == "Quedan pasos por ver")
    shoot(session, "guide-first")
    try session.press("G")
    #expect(session.footer == "Fin de la guía")
    shoot(session, "guide-end")
    try session.press("g")
    try session.press("j")
    let frame = session.frames
    session.resize(rows: 16, columns: 48)
    try session.waitForNextFrame(after: frame)
    #expect(session.lines.contains { $0.contains("Paso 1") })
    shoot(session, "guide-resized-48x16")
  }

  @Test("seed 000's own view (demo assembly): first screen, and the footer flipped at the end")
  func assembly() throws {
    let session = try PtySession(["demo", "assembly"])
    var lines = try session.waitForNextFrame(after: 0)
    #expect(lines[22].trimmingCharacters(in: .whitespaces) == "Quedan pasos por ver")
    shoot(session, "assembly-first")
    // The bottom is 11 rows down (README: 176 pt ≥ 512 − 336 − 1).
    for _ in 0..<11 { lines = try session.press("j") }
    #expect(lines[22].trimmingCharacters(in: .whitespaces) == "Fin de la guía")
    shoot(session, "assembly-end")
  }

  @Test("the numbers demo while a page loads")
  func numbersLoading() throws {
    let session = try PtySession(["demo", "numbers", "--latency", "30"])
    try session.waitForNextFrame(after: 0)
    session.send("G")
    try session.wait(forText: "Cargando la página 1…")
    shoot(session, "numbers-loading")
  }

  @Test("the margins demo at three widths", arguments: [50, 100, 160])
  func margins(columns: Int) throws {
    let session = try PtySession(["demo", "margins"], rows: 16, columns: columns)
    try session.waitForNextFrame(after: 0)
    #expect(session.lines.contains { $0.contains("Carrera suave") })
    shoot(session, "margins-\(columns)")
  }
}
