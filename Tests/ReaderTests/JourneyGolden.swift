import Foundation
import Testing

/// The screens the pty journeys recorded from the real binary (`Goldens/Journeys/<name>.txt`:
/// the rows as a terminal showed them, the scroll indicator's thumb and trailing blanks left
/// out), now compared with the host-free reader's rows. They were recorded by the journeys
/// from guia in a pseudo-terminal, never from these tests.
enum JourneyGolden {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Goldens/Journeys")

  /// Expects `rows` to be the golden `name`'s rows.
  static func expect(_ rows: [String], matches name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let url = folder.appendingPathComponent(name + ".txt")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record("No golden at \(url.path)", sourceLocation: sourceLocation)
      return
    }
    let expected = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    #expect(rows == expected, "the screen differs from the golden \(url.path)", sourceLocation: sourceLocation)
  }
}
