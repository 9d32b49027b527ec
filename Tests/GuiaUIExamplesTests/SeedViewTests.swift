import ScrollKit
import GuiaUI
import GuiaUIExamples
import Testing
import TerminalUI
import TerminalTestSupport

/// The seeds' views themselves, compiled from Examples/, on a headless terminal.
@MainActor
@Suite struct SeedViewTests {
  @Test("the shared loop runs seed 004: Right scrolls the carousel, a wide window fits it")
  func marginsLoop() throws {
    let terminal = HeadlessTerminal(
      size: CellSize(width: 50, height: 16),
      events: [
        .key(.right), .tick, .resize(CellSize(width: 160, height: 16)), .terminate(signal: 15),
      ])
    let host = GuiaUIHost(root: SeedDemos.margins())
    #expect(try host.run(on: terminal) == .signal(15))
    #expect(terminal.frames.count == 3, "first frame, Right, resize (an idle tick draws nothing)")
    let cardRow = try #require(terminal.frames[0].lines.firstIndex { $0.contains("╭") })
    #expect(terminal.frames[0].lines[cardRow].hasPrefix(" ╭"), "the first card at the margin")
    #expect(!terminal.frames[1].lines[cardRow].hasPrefix(" ╭"), "Right moved the carousel")
    let wide = terminal.frames[2].lines
    let wideRow = try #require(wide.firstIndex { $0.contains("╭") })
    // At 160 columns (a 6-column margin) the three cards fit: nothing is scrolled.
    #expect(wide[wideRow].hasPrefix("      ╭"))
    #expect(wide[wideRow].hasSuffix("╮"))
  }

  @Test("seed 000 at 80×24: 32 rows of content in 21, the footer's three rows")
  func assemblyLayout() {
    let host = GuiaUIHost(root: SeedDemos.assembly())
    let lines = host.lines(columns: 80, rows: 24)
    #expect(lines[1].hasPrefix("   Paso 1"))
    #expect(lines[21] == "" && lines[23] == "")
    #expect(lines[22].trimmingPrefix(while: { $0 == " " }) == "Quedan pasos por ver")
  }
}
