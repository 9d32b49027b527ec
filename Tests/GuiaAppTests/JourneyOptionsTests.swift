import Document
import ScrollKit
import Testing

@testable import GuiaApp

/// The options the moved journeys gave guia, on its command line or in `LESS`, read into the
/// values the reader's settings take (`Guia.run` copies them across; the reader's side of
/// each is in ReaderTests' journey suites).
@Suite struct JourneyOptionsTests {
  @Test("LESS=N numbers the lines; LESS=-E quits at the first end; LESS=-Rx4 sets tabs every 4")
  func lessVariable() throws {
    #expect(try Options.parse([], environment: ["LESS": "N"]).settings.showsLineNumbers)
    #expect(try Options.parse([], environment: ["LESS": "-E"]).settings.quitsAtEnd == .firstTime)
    #expect(try Options.parse([], environment: ["LESS": "-Rx4"]).settings.tabStops == TabStops("4"))
  }

  @Test("-e, -E, -x 3,10, -s, -j5, -j.5, -N, --incsearch as the journeys wrote them")
  func commandLine() throws {
    #expect(try Options.parse(["-e", "a"]).settings.quitsAtEnd == .secondTime)
    #expect(try Options.parse(["-E", "a"]).settings.quitsAtEnd == .firstTime)
    #expect(try Options.parse(["-x", "3,10", "a"]).settings.tabStops == TabStops("3,10"))
    #expect(try Options.parse(["-s", "a"]).settings.squeezesBlankLines)
    #expect(try Options.parse(["-j5", "a"]).settings.jumpTarget == JumpTarget("5"))
    #expect(try Options.parse(["-j.5", "a"]).settings.jumpTarget == JumpTarget(".5"))
    #expect(try Options.parse(["-N", "a"]).settings.showsLineNumbers)
    #expect(try Options.parse(["--incsearch", "a"]).settings.incrementalSearch)
  }
}

extension JourneyOptionsTests {
  @Test("+G, -p tornillo and +30 are the keys typed when the document opens: G, /tornillo Enter, 30G")
  func initialCommands() throws {
    #expect(try Options.parse(["+G"]).initialCommand == "G")
    #expect(try Options.parse(["-p", "tornillo", "busca.txt"]).initialCommand == "/tornillo\r")
    #expect(try Options.parse(["+30", "busca.txt"]).initialCommand == "30G")
  }
}
