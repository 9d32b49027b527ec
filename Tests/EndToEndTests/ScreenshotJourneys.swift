import Foundation
import Testing

/// The screens of the README's pictures, checked: each journey drives the real binary to a
/// screen worth showing and saves it as SVG in `.build/screenshots/docs/` (the guide's:
/// GuideJourneyTests, seed 000's own view too; the numbers demo while a page
/// loads: LoadingJourneyTests). The pictures in
/// `docs/screenshots/` are taken by `guia snapshot` (`make screenshots`), which
/// `SnapshotCommandTests` check against the journeys' goldens. (The contents pane's jump, a
/// Japanese document and a search: GuiaAppTests.PictureScreenSessionTests.)
@Suite struct ScreenshotJourneys {
  static let folder = Snapshots.screenshotFolder.appendingPathComponent("docs")

  static func shoot(_ session: PtySession, _ name: String) {
    Snapshots.picture(session.screen.screenshot(title: "guia"), as: name, in: Self.folder)
  }

  @Test("the margins demo at three widths: 50, 100 and 160 columns")
  func margins() {
    Journey.each([50, 100, 160]) { columns in
      let session = try PtySession(["demo", "margins"], rows: 16, columns: columns)
      try session.waitForNextFrame(after: 0)
      #expect(session.lines.contains { $0.contains("Carrera suave") }, "\(columns) columns")
      Self.shoot(session, "margins-\(columns)")
    }
  }
}
