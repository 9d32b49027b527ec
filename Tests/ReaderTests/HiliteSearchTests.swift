import Document
@testable import Reader
import Testing
import TerminalUI

/// less's `-G` (`--HILITE-SEARCH`): a search's matches not lit; typed while reading, turned.
@MainActor
struct HiliteSearchTests {
  @Test("-G typed while reading: the matches of the search are no longer lit; -G again lights them")
  func toggled() {
    let model = PagerTests.model()
    let context = PagerTests.context(model)
    var pager = Pager()
    _ = PagerTests.press(PagerTests.type("/línea 5") + [.enter], on: &pager, context)
    _ = pager.apply(.tick, in: context)
    let lit = PagerDisplay(pager, caseMatching: model.settings.searchCase, highlightsSearch: model.settings.highlightsSearch)
    #expect(lit.highlightedPattern != nil)
    _ = pager.apply(.key(.escape), in: context)
    _ = PagerTests.press(PagerTests.type("-G"), on: &pager, context)
    #expect(!model.settings.highlightsSearch)
    #expect(pager.message == ReaderMessage.optionTurned("-G", on: true))
    let unlit = PagerDisplay(pager, caseMatching: model.settings.searchCase, highlightsSearch: model.settings.highlightsSearch)
    #expect(unlit.highlightedPattern == nil)
    #expect(unlit.statusPattern != nil, "-J's column still marks the rows with a match")
    _ = pager.apply(.key(.enter), in: context)
    _ = PagerTests.press(PagerTests.type("--HILITE") + [.enter], on: &pager, context)
    #expect(model.settings.highlightsSearch)
  }
}
