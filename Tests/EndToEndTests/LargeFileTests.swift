import Foundation
import Testing

/// Numbered plain text for the journeys (every move leaves the right rows and a one-row scroll
/// writes about one row: ByteBudgetTests).
enum LargeFileTests {
  /// `count` numbered lines, short enough not to wrap at 80 columns.
  static func numberedFile(_ count: Int) throws -> URL {
    var text = ""
    text.reserveCapacity(count * 30)
    for n in 1...count { text += String(format: "%07d línea de prueba\n", n) }
    return try Journey.file("numeros.txt", Array(text.utf8))
  }

  /// Expects the scroll area to show the numbered file's 21 lines from line `top + 1`.
  static func expectRows(_ session: PtySession, top: Int, sourceLocation: SourceLocation = #_sourceLocation) {
    let expected = (top..<(top + 21)).map { String(format: "%07d línea de prueba", $0 + 1) }
    #expect((Journey.scrollArea(session.lines)) == expected, sourceLocation: sourceLocation)
  }
}
