import Reader
import ScrollKit
import Testing

/// less's `+cmd` and `-p`, as the pty journey gave them: guia types the command's keys when
/// the document opens (`Options.initialCommand`, read from the command line as
/// GuiaAppTests.JourneyOptionsTests checks); here those keys reach the reader after its first
/// frame, as guia's terminal delivers them.
@MainActor
@Suite("less command line journeys")
struct LessCommandLineJourneyTests {
  private let size = CellSize(width: 80, height: 24)

  @Test("+G opens the guide at its end; -p opens at the first match, highlighted; +30 at line 30")
  func initialCommands() throws {
    let end = ReaderHarness(guideWith: .journey, size: size)
    end.send("G")  // +G
    #expect(end.footer == "Fin de la guía")

    let text = (1...60).map { $0 == 45 ? "aquí está el tornillo" : "línea \($0)" }.joined(separator: "\n") + "\n"
    let found = ReaderHarness(plain: text, title: "busca.txt", size: size)
    found.send("/tornillo\r")  // -p tornillo
    let lines = found.rows
    let row = try #require(lines.firstIndex { $0.contains("tornillo") })
    #expect(!lines[1].hasPrefix("línea 1 "), "the view did not move to the match: \(lines.prefix(3))")
    let column = lines[row].distance(from: lines[row].startIndex, to: lines[row].range(of: "tornillo")!.lowerBound)
    #expect(found.screen.rows[row][column].style.contains(.reverse))

    let numbered = ReaderHarness(plain: text, title: "busca.txt", size: size)
    numbered.send("30G")  // +30
    #expect(numbered.rows[1] == "línea 30")
  }
}
