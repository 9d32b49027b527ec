import ScrollKit
import Document
import GuiaUI
import Reader
import Testing
import TerminalUI

/// The host keeps one frame and draws over it: a key's frame says which rows it drew and how
/// far the document's rows moved, so that the writer looks at those rows only.
@MainActor
struct RetainedFrameTests {
  private static func damaged(_ screen: Screen) -> [Int] {
    (0..<screen.size.height).filter(screen.damage.contains)
  }

  @Test("a j on the guide draws the row it brings in and the header's status, and records the move")
  func lineDown() throws {
    let size = CellSize(width: 80, height: 24)
    let reader = ReaderHarness(size: size, showsIndicator: true)
    _ = reader.screen
    let passes = reader.host.viewPassCount
    reader.press(.character("j"))
    let screen = reader.screen
    try #require(reader.host.viewPassCount == passes, "a j runs no pass")
    let region = try #require(screen.scrollRegion)
    #expect(screen.scrollOperations.map(\.shift) == [1])
    #expect(screen.scrollOperations.first?.rows == region)
    // The header's row, the row scrolled in; the indicator's cells at the ends of its thumb,
    // which the move took along.
    let damaged = Self.damaged(screen)
    #expect(damaged.contains(0) && damaged.contains(region.upperBound - 1))
    #expect(damaged.count <= 5, "rows drawn: \(damaged)")
  }

  @Test("a character typed into the search prompt draws the prompt's row, not the document")
  func typingIntoThePrompt() {
    let size = CellSize(width: 80, height: 24)
    let reader = ReaderHarness(size: size)
    reader.press(.character("/"))
    _ = reader.screen
    // Matched nowhere on the guide: the rows light nothing.
    for character in "çç" {
      reader.press(.character(character))
      let screen = reader.screen
      #expect(Self.damaged(screen) == [size.height - 1])
      #expect(screen.scrollOperations.isEmpty)
    }
  }

  @Test("a frame with nothing new after the last one shown draws no row")
  func nothingNew() {
    let reader = ReaderHarness(size: CellSize(width: 80, height: 24))
    _ = reader.screen
    #expect(reader.host.respond(to: .mainQueueDrained) == .ignore)
    #expect(Self.damaged(reader.screen).isEmpty)
  }
}
