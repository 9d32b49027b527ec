import Document
import Reader
import ScrollKit
import Testing
import TerminalUI

/// The pager without a host: keys in, the scrolls and actions it asks for out, its state
/// read back. Each test would fail if the command were wired to the wrong effect.
@MainActor
struct PagerTests {
  /// A model of `count` numbered lines, as a plain file shows them.
  static func model(lines count: Int = 100) -> ReaderModel {
    let text = (1...count).map { "línea \($0)\n" }.joined()
    return ReaderModel(
      rows: TextRows(source: InMemoryByteSource(Array(text.utf8)), width: 80), title: "doc.txt",
      settings: ReaderSettings(showsIndicator: false))
  }

  /// A context at the row position `top` (byte offsets: plain text's positions).
  static func context(_ model: ReaderModel, top: Int? = 0, rows: Int = 21) -> PagerContext {
    PagerContext(model: model, viewport: PagerViewport(top: top, visibleRows: rows, textWidth: 80))
  }

  /// Presses `keys` in order, collecting every effect.
  static func press(_ keys: [Key], on pager: inout Pager, _ context: PagerContext) -> [PagerEffect] {
    keys.flatMap { pager.apply(.key($0), in: context) }
  }

  static func type(_ text: String) -> [Key] { text.map { Key.character($0) } }

  @Test func countsAndPagesBecomeScrolls() {
    let context = Self.context(Self.model())
    var pager = Pager()
    #expect(Self.press([.character("j")], on: &pager, context) == [.scroll(.rows(1), .forward)])
    #expect(Self.press(Self.type("5j"), on: &pager, context) == [.scroll(.rows(5), .forward)])
    #expect(Self.press([.character(" ")], on: &pager, context) == [.scroll(.page, .forward)])
    #expect(Self.press(Self.type("3b"), on: &pager, context) == [.scroll(.rows(3), .backward)])
    // A count before d is kept as its size from then on, as less keeps it.
    #expect(Self.press(Self.type("4d"), on: &pager, context) == [.scroll(.rows(4), .forward)])
    #expect(Self.press(Self.type("d"), on: &pager, context) == [.scroll(.rows(4), .forward)])
    #expect(Self.press(Self.type("g"), on: &pager, context) == [.scrollToEdge(.top)])
    #expect(Self.press([.character("q")], on: &pager, context) == [.terminate])
  }

  @Test func aLineNumberGoesToItsRow() {
    let model = Self.model()
    var pager = Pager()
    let effects = Self.press(Self.type("10G"), on: &pager, Self.context(model))
    #expect(effects == [.scrollToRow(model.rows.rowPosition(ofLine: 10))])
  }

  @Test func endOnACompleteDocumentGoesToTheBottomAtOnce() {
    var pager = Pager()
    let effects = Self.press([.character("G")], on: &pager, Self.context(Self.model()))
    #expect(effects == [.scrollToEdge(.bottom)])
    #expect(pager.work.job == nil)
    #expect(!pager.work.isWorking)
  }

  @Test func aSearchFindsItsLineAndCountsItsMatches() {
    let model = Self.model()
    var pager = Pager()
    let context = Self.context(model)
    var effects = Self.press([.character("/")], on: &pager, context)
    #expect(effects.isEmpty)
    guard case .search(let typed) = pager.prompt else {
      Issue.record("no search prompt")
      return
    }
    #expect(typed.text.isEmpty && typed.direction == .forward && typed.origin == context.viewport.top)
    effects = Self.press(Self.type("línea 4") + [.enter], on: &pager, context)
    // Line 4 is the first match below the top row.
    #expect(effects == [.scrollToRow(model.rows.rowPosition(ofLine: 4))])
    #expect(pager.prompt == nil)
    #expect(pager.work.search?.lastMatch == model.rows.rowPosition(ofLine: 4))
    // "línea 4", "línea 40"…"línea 49": 11 lines; the found one is the first.
    #expect(pager.work.matchCounter == "1/11")
    // The next key hides the counter.
    _ = Self.press([.character("j")], on: &pager, context)
    #expect(pager.work.matchCounter == nil)
  }

  @Test func nothingFoundSaysSoAndStaysPut() {
    var pager = Pager()
    let effects = Self.press(
      [.character("/")] + Self.type("ausente") + [.enter], on: &pager, Self.context(Self.model()))
    #expect(effects.isEmpty)
    #expect(pager.message == SearchMessage.notFound("ausente"))
  }

  @Test func ctrlCClosesThePromptThenLetsGuiaEnd() {
    let context = Self.context(Self.model())
    var pager = Pager()
    _ = Self.press([.character("/")] + Self.type("lín"), on: &pager, context)
    let stopped = pager.interrupt(in: context)
    #expect(stopped)
    #expect(pager.prompt == nil)
    // Nothing left to stop: the signal ends guia.
    let stoppedAgain = pager.interrupt(in: context)
    #expect(!stoppedAgain)
  }

  @Test func marksGoBackToTheirRow() {
    let model = Self.model()
    var pager = Pager()
    let at40 = model.rows.rowPosition(ofLine: 40)
    _ = Self.press(Self.type("ma"), on: &pager, Self.context(model, top: at40))
    #expect(pager.message == ReaderMessage.markSet("a"))
    let effects = Self.press(Self.type("'a"), on: &pager, Self.context(model, top: 0))
    #expect(effects == [.scrollToRow(at40)])
    // '' goes back to where that jump started.
    #expect(Self.press(Self.type("''"), on: &pager, Self.context(model, top: at40)) == [.scrollToRow(0)])
    _ = Self.press(Self.type("'z"), on: &pager, Self.context(model))
    #expect(pager.message == ReaderMessage.markNotSet("z"))
  }

  @Test func aFileCommandWithNoOtherFileSaysSoAndDoesNotEnd() {
    let model = Self.model()
    var pager = Pager()
    let effects = Self.press(Self.type(":n"), on: &pager, Self.context(model))
    #expect(effects.isEmpty)
    #expect(pager.message == FileMessage.refusal(.noNextFile))
    let request = model.takeFileRequest()
    #expect(request == nil)
  }

  @Test func examineAsksTheAppForTheFileTyped() {
    let model = Self.model()
    var pager = Pager()
    _ = Self.press(Self.type(":e"), on: &pager, Self.context(model))
    #expect(pager.prompt == .examine(""))
    let effects = Self.press(Self.type("otro.md") + [.enter], on: &pager, Self.context(model))
    #expect(effects == [.terminate])
    let request = model.takeFileRequest()
    #expect(request == .examine("otro.md"))
  }

  @Test func followingStopsOnAnyOtherKeyAndLetsItThrough() {
    let context = Self.context(Self.model())
    var pager = Pager()
    #expect(Self.press([.character("F")], on: &pager, context) == [.scrollToEdge(.bottom)])
    #expect(pager.work.isFollowing)
    #expect(pager.work.wantsTicks)
    #expect(Self.press([.character("k")], on: &pager, context) == [.scroll(.rows(1), .backward)])
    #expect(!pager.work.isFollowing)
  }

  @Test func aKeyStopsLongWorkAndDoesNothingElse() {
    let model = Self.model(lines: 200_000)
    var pager = Pager()
    let context = Self.context(model)
    // The filter of 200 000 lines runs longer than its first 20 ms slice.
    _ = Self.press([.character("&")] + Self.type("9999") + [.enter], on: &pager, context)
    guard pager.work.isWorking else {
      Issue.record("the filter ended in its first slice: the test needs a longer document")
      return
    }
    #expect(Self.press([.character("j")], on: &pager, context).isEmpty)
    #expect(!pager.work.isWorking)
    #expect(pager.message == FilterMessage.interrupted)
  }

  @Test func ticksFinishAFilter() {
    let model = Self.model(lines: 200_000)
    var pager = Pager()
    let context = Self.context(model)
    _ = Self.press([.character("&")] + Self.type("^línea 1999") + [.enter], on: &pager, context)
    var ticks = 0
    while pager.work.isWorking, ticks < 1000 {
      _ = pager.apply(.tick, in: context)
      ticks += 1
    }
    #expect(!pager.work.isWorking)
    #expect(model.rows.lineFilter != nil)
    // línea 1999, 19990…19999 and 199900…199999.
    #expect(pager.message == FilterMessage.shown(lines: 111, model.rows.lineFilter!))
  }

  @Test func theContentsPaneChoosesAnItem() {
    let document = Document(markdown: Array("# Uno\n\ntexto\n\n# Dos\n\nmás\n\n# Tres\n\nfin\n".utf8))
    let model = ReaderModel(document: document, width: 80, settings: ReaderSettings(showsIndicator: false))
    var pager = Pager()
    let context = Self.context(model)
    _ = Self.press([.character("t")], on: &pager, context)
    #expect(pager.contents?.selection == 0)
    _ = Self.press([.down, .down], on: &pager, context)
    #expect(pager.contents?.selection == 2)
    let effects = Self.press([.enter], on: &pager, context)
    #expect(effects == [.scrollToRow(model.rows.items[2].rows.lowerBound)])
    _ = Self.press([.escape], on: &pager, context)
    #expect(pager.contents == nil)
  }

  @Test func aPagerThatChangedNothingIsEqual() {
    // The view's state compares writes with ==: a key that changes nothing must leave an
    // equal pager, or every j would run the reader's body.
    let context = Self.context(Self.model())
    var pager = Pager()
    let before = pager
    _ = Self.press([.character("j")], on: &pager, context)
    #expect(pager == before)
  }

  @Test("a search spanning files that reaches this file runs as it appears: a key after it is not taken to stop it")
  func pendingSearchRunsOnAppear() throws {
    let model = Self.model()
    let pattern = try #require(try SearchPattern(regularExpression: "línea 42$", caseMatching: .smart))
    model.pendingSearch = FileSearch(pattern: pattern, direction: .forward, origin: 0)
    var pager = Pager()
    let effects = pager.apply(.appear(resumingAt: nil), in: Self.context(model))
    #expect(effects == [.scrollToRow(model.rows.rowPosition(ofLine: 42))])
    #expect(!pager.work.isWorking)
    // n goes on from the match (to the next file: there is none, so it says so).
    _ = Self.press([.character("n")], on: &pager, Self.context(model, top: model.rows.rowPosition(ofLine: 42)))
    #expect(pager.message != SearchMessage.interrupted)
  }

  @Test("a paste goes into an open prompt and means nothing without one")
  func pasteOnlyEditsAPrompt() {
    let context = Self.context(Self.model())
    var pager = Pager()
    #expect(pager.apply(.paste("q"), in: context).isEmpty, "a pasted q is not a quit")
    #expect(pager.prompt == nil)
    _ = Self.press([.character("/")], on: &pager, context)
    _ = pager.apply(.paste("línea 7"), in: context)
    guard case .search(let typed) = pager.prompt else {
      Issue.record("the prompt closed")
      return
    }
    #expect(typed.text == "línea 7")
  }

  @Test("input that grew moves only work that waits for it")
  func inputChangeMovesOnlyWaitingWork() {
    let context = Self.context(Self.model())
    var pager = Pager()
    let before = pager
    #expect(pager.apply(.inputChange, in: context).isEmpty)
    #expect(pager == before)
  }

  @Test("a search for a line without a match says so when every line matches, and wraps around")
  func lineSearchEnds() throws {
    let model = Self.model(lines: 5)
    let everywhere = try #require(try SearchPattern(regularExpression: "línea", caseMatching: .smart))
    var all = RunningLineSearch(rows: model.rows, pattern: everywhere, direction: .forward, from: 0)
    while !all.isFinished { all.advance(budget: 1 << 16) }
    #expect(all.foundRow == nil)
    var pager = Pager()
    _ = Self.press(Self.type("/"), on: &pager, Self.context(model))
    _ = Self.press([.control("n")] + Self.type("línea") + [.enter], on: &pager, Self.context(model))
    while pager.work.isWorking { _ = pager.apply(.tick, in: Self.context(model)) }
    #expect(pager.message == SearchMessage.everyLineMatches("línea"))
    // From line 4 on, the only line without "3" after it is 5; from 5, around to line 1.
    let three = Self.context(model, top: model.rows.rowPosition(ofLine: 5))
    _ = Self.press(Self.type("/"), on: &pager, three)
    var effects = Self.press([.control("n")] + Self.type("3") + [.enter], on: &pager, three)
    while pager.work.isWorking { effects += pager.apply(.tick, in: three) }
    #expect(effects == [.scrollToRow(model.rows.rowPosition(ofLine: 1))])
    #expect(pager.message == SearchMessage.wrappedToStart)
  }
}
