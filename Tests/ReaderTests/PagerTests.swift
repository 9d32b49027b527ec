import Document
import ScrollKit
import Testing
import TerminalUI

@testable import Reader

/// The reader's state without a host: keys in, the scrolls and actions its reducer asks for
/// out, its state read back. Each test would fail if the command were wired to the wrong
/// effect.
struct PagerTests {
  static func type(_ text: String) -> [Key] { text.map { Key.character($0) } }

  @Test func countsAndPagesBecomeScrolls() {
    var reader = Reading()
    #expect(reader.press([.character("j")]) == [.scroll(.rows(1), .forward)])
    #expect(reader.type("5j") == [.scroll(.rows(5), .forward)])
    #expect(reader.press([.character(" ")]) == [.scroll(.page, .forward)])
    #expect(reader.type("3b") == [.scroll(.rows(3), .backward)])
    // A count before d is kept as its size from then on, as less keeps it.
    #expect(reader.type("4d") == [.scroll(.rows(4), .forward)])
    #expect(reader.type("d") == [.scroll(.rows(4), .forward)])
    #expect(reader.type("g") == [.scrollToEdge(.top)])
    #expect(reader.press([.character("q")]) == [.terminate])
  }

  @Test func aLineNumberGoesToItsRow() {
    var reader = Reading()
    #expect(reader.type("10G") == [.scrollToRow(reader.rows.rowPosition(ofLine: 10))])
  }

  @Test func endOnACompleteDocumentGoesToTheBottomAtOnce() {
    var reader = Reading()
    #expect(reader.press([.character("G")]) == [.scrollToEdge(.bottom)])
    #expect(reader.requests == [.seekEnd], "End asks the input first")
    #expect(reader.pager.work.job == nil)
    #expect(!reader.pager.work.isWorking)
  }

  @Test func aSearchFindsItsLineAndCountsItsMatches() {
    var reader = Reading()
    #expect(reader.press([.character("/")]).isEmpty)
    guard case .search(let typed) = reader.pager.prompt else {
      Issue.record("no search prompt")
      return
    }
    #expect(typed.text.isEmpty && typed.direction == .forward && typed.origin == reader.place.viewport.top)
    let effects = reader.press(Self.type("línea 4") + [.enter])
    // Line 4 is the first match below the top row.
    #expect(effects == [.scrollToRow(reader.rows.rowPosition(ofLine: 4))])
    #expect(reader.pager.prompt == nil)
    #expect(reader.pager.work.search?.lastMatch == reader.rows.rowPosition(ofLine: 4))
    // "línea 4", "línea 40"…"línea 49": 11 lines; the found one is the first.
    #expect(reader.pager.work.matchCounter == "1/11")
    // The next key hides the counter.
    reader.press([.character("j")])
    #expect(reader.pager.work.matchCounter == nil)
  }

  @Test func nothingFoundSaysSoAndStaysPut() {
    var reader = Reading()
    #expect(reader.press([.character("/")] + Self.type("ausente") + [.enter]).isEmpty)
    #expect(reader.pager.message == SearchMessage.notFound("ausente"))
  }

  @Test func ctrlCClosesThePromptThenLetsGuiaEnd() {
    var reader = Reading(settings: { var s = ReaderSettings(showsIndicator: false); s.quitsOnInterrupt = true; return s }())
    reader.press([.character("/")] + Self.type("lín"))
    #expect(reader.apply(.interrupt(at: reader.place)).isEmpty, "the prompt is stopped")
    #expect(reader.pager.prompt == nil)
    // Nothing left to stop: under -K, the signal ends guia.
    #expect(reader.apply(.interrupt(at: reader.place)) == [.passInterrupt])
  }

  @Test("Ctrl-C with nothing to stop and no -K is taken and does nothing, as in less")
  func ctrlCAtRestWithoutK() {
    var reader = Reading()
    let before = reader.state
    #expect(reader.apply(.interrupt(at: reader.place)).isEmpty)
    #expect(reader.state.showsTheSame(as: before))
  }

  @Test func marksGoBackToTheirRow() {
    var reader = Reading()
    let at40 = reader.rows.rowPosition(ofLine: 40)
    reader.move(to: at40)
    reader.type("ma")
    #expect(reader.pager.message == ReaderMessage.markSet("a"))
    reader.move(to: 0)
    #expect(reader.type("'a") == [.scrollToRow(at40)])
    // '' goes back to where that jump started.
    reader.move(to: at40)
    #expect(reader.type("''") == [.scrollToRow(0)])
    reader.type("'z")
    #expect(reader.pager.message == ReaderMessage.markNotSet("z"))
  }

  @Test func aFileCommandWithNoOtherFileSaysSoAndDoesNotEnd() {
    var reader = Reading()
    #expect(reader.type(":n").isEmpty)
    #expect(reader.pager.message == FileMessage.refusal(.noNextFile))
    #expect(reader.document.fileRequest == nil)
  }

  @Test func examineAsksTheAppForTheFileTyped() {
    var reader = Reading()
    reader.type(":e")
    #expect(reader.pager.prompt == .examine(""))
    #expect(reader.press(Self.type("otro.md") + [.enter]) == [.terminate])
    #expect(reader.document.fileRequest == .examine("otro.md"))
  }

  @Test func followingStopsOnAnyOtherKeyAndLetsItThrough() {
    var reader = Reading()
    #expect(reader.press([.character("F")]) == [.scrollToEdge(.bottom)])
    #expect(reader.requests == [.refresh], "a followed file is looked at at once")
    #expect(reader.pager.work.isFollowing)
    #expect(reader.pager.work.wantsTicks)
    #expect(reader.press([.character("k")]) == [.scroll(.rows(1), .backward)])
    #expect(!reader.pager.work.isFollowing)
  }

  @Test func aKeyStopsLongWorkAndDoesNothingElse() {
    var reader = Reading(lines: 200_000)
    // The filter of 200 000 lines runs longer than its first 20 ms slice.
    reader.press([.character("&")] + Self.type("9999") + [.enter])
    guard reader.pager.work.isWorking else {
      Issue.record("the filter ended in its first slice: the test needs a longer document")
      return
    }
    #expect(reader.press([.character("j")]).isEmpty)
    #expect(!reader.pager.work.isWorking)
    #expect(reader.pager.message == FilterMessage.interrupted)
  }

  @Test func ticksFinishAFilter() {
    var reader = Reading(lines: 200_000)
    reader.press([.character("&")] + Self.type("^línea 1999") + [.enter])
    var ticks = 0
    while reader.pager.work.isWorking, ticks < 1000 {
      reader.tick()
      ticks += 1
    }
    #expect(!reader.pager.work.isWorking)
    #expect(reader.rows.lineFilter != nil)
    // línea 1999, 19990…19999 and 199900…199999.
    #expect(reader.pager.message == FilterMessage.shown(lines: 111, reader.rows.lineFilter!))
  }

  @MainActor @Test func theContentsPaneChoosesAnItem() {
    let document = Document(markdown: Array("# Uno\n\ntexto\n\n# Dos\n\nmás\n\n# Tres\n\nfin\n".utf8))
    let model = ReaderModel(document: document, width: 80, settings: ReaderSettings(showsIndicator: false))
    var reader = Reading(rows: model.rows, title: document.title)
    reader.press([.character("t")])
    #expect(reader.pager.contents?.selection == 0)
    reader.press([.down, .down])
    #expect(reader.pager.contents?.selection == 2)
    #expect(reader.press([.enter]) == [.scrollToRow(reader.rows.items[2].rows.lowerBound)])
    reader.press([.escape])
    #expect(reader.pager.contents == nil)
  }

  @Test func aKeyThatChangedNothingShowsTheSame() {
    // The store tells the views of a change only when what they show changed: a key that
    // changes nothing shown must leave the state showing the same, or every j would run the
    // reader's body.
    var reader = Reading()
    let before = reader.state
    reader.press([.character("j")])
    #expect(reader.state.showsTheSame(as: before))
  }

  @Test("a state is equal to itself while long work runs, and a slice that moves the work on changes it")
  func equalityIsHonestWhileWorkRuns() {
    var reader = Reading(lines: 200_000)
    reader.press([.character("&")] + Self.type("^línea 1999") + [.enter])
    guard reader.pager.work.isWorking else {
      Issue.record("the filter ended in its first slice: the test needs a longer document")
      return
    }
    let running = reader.state
    #expect(running == running)
    #expect(running.pager == running.pager)
    reader.tick()
    #expect(reader.state != running, "a slice moved the filter on")
  }

  @Test("a search spanning files that reaches this file runs as it appears: a key after it is not taken to stop it")
  func pendingSearchRunsOnAppear() throws {
    var reader = Reading()
    let pattern = try #require(try SearchPattern(regularExpression: "línea 42$", caseMatching: .smart))
    reader.state.document.pendingSearch = FileSearch(pattern: pattern, direction: .forward, origin: 0)
    #expect(reader.apply(.appeared(at: reader.place)) == [.scrollToRow(reader.rows.rowPosition(ofLine: 42))])
    #expect(!reader.pager.work.isWorking)
    // n goes on from the match (to the next file: there is none, so it says so).
    reader.move(to: reader.rows.rowPosition(ofLine: 42))
    reader.press([.character("n")])
    #expect(reader.pager.message != SearchMessage.interrupted)
  }

  @Test("a paste goes into an open prompt and means nothing without one")
  func pasteOnlyEditsAPrompt() {
    var reader = Reading()
    #expect(reader.apply(.paste("q", at: reader.place)).isEmpty, "a pasted q is not a quit")
    #expect(reader.pager.prompt == nil)
    reader.press([.character("/")])
    reader.apply(.paste("línea 7", at: reader.place))
    guard case .search(let typed) = reader.pager.prompt else {
      Issue.record("the prompt closed")
      return
    }
    #expect(typed.text == "línea 7")
  }

  @Test("input that grew moves only work that waits for it")
  func inputChangeMovesOnlyWaitingWork() {
    var reader = Reading()
    let before = reader.pager
    #expect(reader.apply(.inputGrew(nil)).isEmpty)
    #expect(reader.pager == before)
  }

  @Test("a search for a line without a match says so when every line matches, and wraps around")
  func lineSearchEnds() throws {
    var reader = Reading(lines: 5)
    let everywhere = try #require(try SearchPattern(regularExpression: "línea", caseMatching: .smart))
    var all = RunningLineSearch(rows: reader.rows, pattern: everywhere, direction: .forward, from: 0)
    while !all.isFinished { all.advance(budget: 1 << 16) }
    #expect(all.foundRow == nil)
    reader.type("/")
    reader.press([.control("n")] + Self.type("línea") + [.enter])
    while reader.pager.work.isWorking { reader.tick() }
    #expect(reader.pager.message == SearchMessage.everyLineMatches("línea"))
    // From line 5, which has a "5" (less 7xx's new search begins with the top line), around
    // to line 1.
    reader.move(to: reader.rows.rowPosition(ofLine: 5))
    reader.type("/")
    var effects = reader.press([.control("n")] + Self.type("5") + [.enter])
    while reader.pager.work.isWorking { effects += reader.tick() }
    #expect(effects == [.scrollToRow(reader.rows.rowPosition(ofLine: 1))])
    #expect(reader.pager.message == SearchMessage.wrappedToStart)
  }
}

/// less 7xx's new search begins with the top line (search_pos, -a's default), the search for
/// a line without a match too (subsearch.lt: `/!de` finds the top line and stays).
@MainActor
struct NonMatchingSearchStartTests {
  @Test("/ ^N pattern: the top line, when it has no match, is the one found")
  func topLineFound() {
    var reader = Reading()
    reader.move(to: reader.rows.rowPosition(ofLine: 3))
    reader.press([.character("/"), .control("n")] + PagerTests.type("línea 5") + [.enter])
    _ = reader.tick()
    #expect(reader.pager.work.search?.lastMatch == reader.rows.rowPosition(ofLine: 3))
  }
}

/// less shows its errors with error(): the message waits, and the Enter or Space typed to
/// read it only dismisses it (output.c's get_return); another key is a command.
@MainActor
struct ErrorMessageTests {
  @Test("a mark not set, no matching bracket, no next file, :f, no search yet, a bad pattern: each waits",
    arguments: ["'z", "}", ":n", ":f", "n", "/a(\n"])
  func waits(keys: String) {
    var reader = Reading()
    reader.press(keys.map { $0 == "\n" ? Key.enter : Key.character($0) })
    #expect(reader.pager.message != nil)
    #expect(reader.press([.character(" ")]).isEmpty, "the Space that reads it does not page down")
    #expect(reader.pager.message == nil)
  }

  @Test("an option given a value while reading says its value and waits (toggle_option's error)")
  func optionValueWaits() {
    var reader = Reading()
    reader.press(PagerTests.type("--hea") + [.enter] + PagerTests.type("2") + [.enter])
    #expect(reader.pager.message == ReaderMessage.optionSet("--header", "2"))
    #expect(reader.press([.enter]).isEmpty, "the Enter that reads it does not move a row")
  }
}
