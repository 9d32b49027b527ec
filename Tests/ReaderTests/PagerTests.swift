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
    #expect(reader.pager.work.matchCounter(moreMayArrive: false) == "1/11")
    // The next key hides the counter.
    reader.press([.character("j")])
    #expect(reader.pager.work.matchCounter(moreMayArrive: false) == nil)
  }

  /// `man bash | guia`, `/READLINE`: the count of a pipe still open is of what came so far,
  /// and says so (`1/11+`) until the input has ended.
  @Test func aCountOfInputStillArrivingIsShownAsPartial() {
    var reader = Reading()
    reader.apply(.inputAttached(lookahead: 0))
    reader.apply(.inputArrived(InputProgress(lines: 100, bytes: 1_000)))
    reader.press(Self.type("/línea 4") + [.enter])
    while reader.pager.work.isCounting { reader.tick() }
    let moreMayArrive = reader.document.input.mayGrow
    #expect(moreMayArrive)
    #expect(reader.pager.work.matchCounter(moreMayArrive: moreMayArrive) == "1/11+")
    reader.apply(.inputEnded)
    #expect(reader.pager.work.matchCounter(moreMayArrive: reader.document.input.mayGrow) == "1/11")
  }

  /// `seq 1 13000 | guia`, `/^1277$`, `n`: the pipe's first read ends inside `12774`, whose
  /// start is not the line `1277`. A line is searched and counted once its newline came.
  @Test func aPipesLastLineIsSearchedOnlyOnceWhole() {
    let text = Array((1...13_000).map { "\($0)\n" }.joined().utf8)
    let whole = Array("\n12774\n".utf8)
    let cut = (0...(text.count - whole.count)).first { Array(text[$0..<($0 + whole.count)]) == whole }! + 5
    #expect(String(decoding: text[(cut - 4)..<cut], as: UTF8.self) == "1277")
    let source = InMemoryByteSource(Array(text[..<cut]))
    var reader = Reading(rows: TextRows(source: source, width: 80), title: "seq")
    reader.apply(.inputAttached(lookahead: 0))
    reader.apply(.inputArrived(InputProgress(lines: 12_773, bytes: cut)))
    reader.press(Self.type("/^1277$") + [.enter])
    let line1277 = reader.rows.rowPosition(ofLine: 1277)
    #expect(reader.pager.work.search?.lastMatch == line1277)
    reader.move(to: line1277)
    while reader.pager.work.isCounting { reader.tick() }
    #expect(reader.pager.work.matchCounter(moreMayArrive: true) == "1/1+")
    // n: nothing more in the whole lines; the search waits for the rest of the pipe.
    reader.press([.character("n")])
    #expect(reader.pager.work.isWaitingForInput)
    #expect(reader.pager.work.search?.lastMatch == line1277)
    source.append(Array(text[cut...]))
    reader.apply(.inputGrew(InputProgress(lines: 13_000, bytes: text.count)))
    #expect(reader.pager.work.search?.lastMatch == line1277, "the line 12774 was taken for 1277")
    reader.apply(.inputEnded)
    while reader.pager.work.isWorking || reader.pager.work.isCounting { reader.tick() }
    // The only match, found again after the wrap; counted whole.
    #expect(reader.pager.work.search?.lastMatch == line1277)
    #expect(reader.pager.work.search?.count?.total == 1)
  }

  /// `git blame screen.c | guia`, `/tputs`: the match in the third row of a wrapped line; as
  /// less, the line's first row goes to the top (its commit and line number in sight), unless
  /// the match would then be below the screen.
  @Test func aMatchInAWrappedLineShowsTheLineFromItsStart() {
    let blame = "a1b2c3d4 (Autor Ejemplo 2021-01-01 120) " + String(repeating: "x", count: 150) + " tputs(s);"
    let long = "e5f6a7b8 (Autor Ejemplo 2021-01-02 121) " + String(repeating: "y", count: 80 * 30) + " tputs(t);"
    let text = "inicio\n" + blame + "\n" + (1...40).map { "línea \($0)\n" }.joined() + long + "\nfin\n"
    var reader = Reading(rows: TextRows(source: InMemoryByteSource(Array(text.utf8)), width: 80))
    let effects = reader.press(Self.type("/tputs") + [.enter])
    let lineStart = reader.rows.rowPosition(ofLine: 2)
    #expect(reader.pager.work.search?.lastMatch != lineStart, "the match is not in the line's first row")
    #expect(effects.contains(.scrollToRow(lineStart)), "\(effects)")
    // A line longer than the screen: its start would leave the match below; the match's row.
    reader.move(to: lineStart)
    let next = reader.press([.character("n")])
    let match = reader.pager.work.search?.lastMatch ?? -1
    #expect(reader.rows.lineNumber(atRow: match) == 43)
    #expect(next.contains(.scrollToRow(match)), "\(next)")
  }

  /// less's `J` and `K`: a row at a time even past the end (the last line going up the
  /// screen), and back; `j` stays at the end for the seed's footer.
  @Test func jAndKGoPastTheEnd() {
    var reader = Reading(lines: 100)
    let bottomTop = reader.rows.rowPosition(ofLine: 80)
    reader.move(to: bottomTop)
    #expect(reader.press([.character("J")]) == [.scrollToRow(reader.rows.rowPosition(ofLine: 81))])
    reader.move(to: reader.rows.rowPosition(ofLine: 81))
    #expect(reader.press(Self.type("3J")) == [.scrollToRow(reader.rows.rowPosition(ofLine: 84))])
    reader.move(to: reader.rows.rowPosition(ofLine: 100))
    #expect(reader.press([.character("J")]).isEmpty, "the last line at the top: nothing further")
    #expect(reader.press([.character("K")]) == [.scrollToRow(reader.rows.rowPosition(ofLine: 99))])
    reader.move(to: reader.rows.startPosition)
    #expect(reader.press([.character("K")]).isEmpty, "nothing before the first row")
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

  /// less runs a key typed during a search after it: `n` `n` on a long search (a pipe being
  /// read) goes to the second match; it does not stop the first.
  @Test func nTypedWhileASearchRunsGoesOnToTheNextMatch() {
    var reader = Reading(lines: 200_000)
    // A back-reference: matched by ICU, a slice at a time (RE2 would end in one slice).
    reader.press([.character("/")] + Self.type("^(l)\\1*ínea 1999[0-9][0-9]$") + [.enter])
    guard reader.pager.work.isWorking else {
      Issue.record("the search ended in its first slice: the test needs a longer document")
      return
    }
    reader.press([.character("n")])
    #expect(reader.pager.work.isWorking, "n stopped the search")
    var ticks = 0
    while reader.pager.work.isWorking, ticks < 10_000 {
      reader.tick()
      ticks += 1
    }
    #expect(reader.pager.work.search?.lastMatch == reader.rows.rowPosition(ofLine: 199_901))
    // Any other key still stops it, and does nothing else.
    reader.press([.character("g")])
    reader.press([.character("/")] + Self.type("^(l)\\1*ínea 1999[0-9][0-9]$") + [.enter])
    reader.press([.character("j")])
    #expect(!reader.pager.work.isWorking)
    #expect(reader.pager.message == SearchMessage.interrupted)
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
    // From line 5, which has a "5" (less 7xx's new search begins with the top line): as in
    // less, it stops at the end; with ^W, around to line 1.
    reader.move(to: reader.rows.rowPosition(ofLine: 5))
    reader.type("/")
    var effects = reader.press([.control("n")] + Self.type("5") + [.enter])
    while reader.pager.work.isWorking { effects += reader.tick() }
    #expect(effects.isEmpty)
    #expect(reader.pager.message == SearchMessage.notFound("5"))
    reader.press([.enter])
    reader.type("/")
    effects = reader.press([.control("n"), .control("w")] + Self.type("5") + [.enter])
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
