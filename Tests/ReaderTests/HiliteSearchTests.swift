import Document
@testable import Reader
import Testing
import TerminalUI

/// less's `-G` (`--HILITE-SEARCH`): a search's matches not lit; typed while reading, turned.
struct HiliteSearchTests {
  @Test("-G typed while reading: the matches of the search are no longer lit; -G again lights them")
  func toggled() {
    var reader = Reading()
    reader.type("/línea 5")
    reader.press([.enter])
    reader.tick()
    func display(_ reader: Reading) -> PagerDisplay {
      let settings = reader.document.settings
      return PagerDisplay(
        reader.pager, caseMatching: settings.searchCase, highlightsSearch: settings.highlightsSearch,
        highlightsAsTyped: settings.incrementalSearch)
    }
    #expect(display(reader).highlightedPattern != nil)
    reader.press([.escape])
    reader.type("-G")
    #expect(!reader.document.settings.highlightsSearch)
    #expect(reader.pager.message == ReaderMessage.optionTurned("-G", on: true))
    let unlit = display(reader)
    #expect(unlit.highlightedPattern == nil)
    #expect(unlit.statusPattern != nil, "-J's column still marks the rows with a match")
    reader.press([.enter])
    reader.type("--HILITE")
    reader.press([.enter])
    #expect(reader.document.settings.highlightsSearch)
  }
}
