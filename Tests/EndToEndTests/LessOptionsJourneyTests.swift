import Foundation
import Testing

/// less's options that change what the reader does, where only the real binary shows it:
/// `-F` printing a short file to the terminal as the reader lays it out (what `-e`, `-E`, `-x`,
/// `-s`, `-j` do while reading: ReaderTests.LessOptionsJourneyTests).
@Suite("less options journeys")
struct LessOptionsJourneyTests {
  @Test("-F -x4: a short file printed as the reader shows it, its tabs at -x's stops")
  func tabStops() throws {
    let file = try Journey.file("tabs.txt", Array("a\tb\tc\n12345\tx\n".utf8))
    let printed = try PtySession(["-F", "-x4", file.path])
    #expect(try printed.waitForExit() == 0)
    #expect(printed.screen.lines[0].hasPrefix("a   b   c"), "\(printed.screen.lines.prefix(2))")
  }
}
