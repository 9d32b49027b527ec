import Document
@testable import Reader
import Testing
import TerminalUI

/// Options typed while reading, as less's `-` command takes them: `-` and a letter, or `--`,
/// a long name (or a beginning naming one option) and Enter; the message they leave waits
/// for a key, and Enter or Space typed to dismiss it does nothing else.
@MainActor
struct LiveOptionTests {
  /// What `typed` names, as a word: the long name, "ambiguous" or "unknown".
  enum LiveOptionName {
    static func resolve(_ typed: String) -> String {
      switch LiveOption.resolve(typed) {
      case .option(let option): option.longName
      case .ambiguous: "ambiguous"
      case .unknown: "unknown"
      }
    }
  }

  @Test("--name Enter: whole names, unique beginnings, capitals naming capital options")
  func names() {
    #expect(LiveOptionName.resolve("wordwrap") == "wordwrap")
    #expect(LiveOptionName.resolve("wor") == "wordwrap")
    #expect(LiveOptionName.resolve("chop") == "chop-long-lines")
    #expect(LiveOptionName.resolve("LINE") == "LINE-NUMBERS")
    #expect(LiveOptionName.resolve("line") == "line-numbers", "small letters: the small spelling")
    #expect(LiveOptionName.resolve("IGNORE-CASE") == "IGNORE-CASE")
    #expect(LiveOptionName.resolve("ignore-case") == "ignore-case")
    #expect(LiveOptionName.resolve("use-c") == "use-color")
    #expect(LiveOptionName.resolve("q") == "ambiguous", "--quiet, --quit-at-eof, --quit-if-one-screen")
    #expect(LiveOptionName.resolve("bogus") == "unknown")
    #expect(LiveOptionName.resolve("") == "unknown")
  }

  @Test("-S Enter: lines chopped, the message said, Enter swallowed; the next Enter scrolls")
  func chopThenEnter() {
    var reader = Reading()
    #expect(reader.press(PagerTests.type("-S")).isEmpty)
    #expect(!reader.document.settings.wrapsLines)
    #expect(reader.pager.message == ReaderMessage.chopping)
    #expect(reader.press([.enter]).isEmpty, "Enter only dismisses the message")
    #expect(reader.pager.message == nil)
    #expect(reader.press([.enter]) == [.scroll(.rows(1), .forward)])
  }

  @Test("= then j: the message waits, but a key other than Enter or Space is a command")
  func otherKeyAfterMessage() {
    var reader = Reading()
    _ = reader.press([.character("=")])
    #expect(reader.pager.message != nil)
    #expect(reader.press([.character("j")]) == [.scroll(.rows(1), .forward)])
  }

  @Test("--wordwrap Enter, --tilde Enter, -i, -I, -R: each turns its setting; a prompt shows --")
  func longNamesToggle() {
    var reader = Reading()
    _ = reader.press(PagerTests.type("--wor"))
    #expect(reader.pager.prompt == .option("wor"))
    _ = reader.press([.enter])
    #expect(reader.document.settings.wrapsAtWords)
    #expect(reader.pager.message == ReaderMessage.optionTurned("--wordwrap", on: true))
    _ = reader.press(PagerTests.type("--tilde") + [.enter])
    #expect(!reader.document.settings.showsEndMarker)
    _ = reader.press(PagerTests.type("-I"))
    #expect(reader.document.settings.searchCase == .insensitive)
    _ = reader.press(PagerTests.type("-R"))
    #expect(reader.document.settings.escapes == .placeholders)
  }

  @Test("case counts as in less; -i typed turns smart case on (-i again off), -I ignores case, toggled as less's")
  func caseOptionsToggleAsLess() {
    var reader = Reading(rows: TextRows(source: InMemoryByteSource(Array("Uno\nDos\nuno\n".utf8)), width: 80), top: 1)
    #expect(reader.document.settings.searchCase == .sensitive)
    _ = reader.press(PagerTests.type("/dos") + [.enter])
    #expect(reader.pager.message == SearchMessage.notFound("dos"), "without -i case counts, as in less")
    _ = reader.press(PagerTests.type("-i"))
    #expect(reader.document.settings.searchCase == .smart, "-i typed turns smart case on")
    #expect(reader.pager.message == ReaderMessage.optionTurned("-i", on: true))
    _ = reader.press([.enter] + PagerTests.type("g/dos") + [.enter])
    #expect(reader.pager.message == nil)
    #expect(reader.pager.work.search?.lastMatch == reader.rows.rowPosition(ofLine: 2), "smart: dos finds Dos")
    _ = reader.press(PagerTests.type("-I"))
    #expect(reader.document.settings.searchCase == .insensitive, "-I after -i: case ignored")
    _ = reader.press(PagerTests.type("-I"))
    #expect(reader.document.settings.searchCase == .sensitive, "-I again: off, case counts")
    _ = reader.press(PagerTests.type("-i") + PagerTests.type("-i"))
    #expect(reader.document.settings.searchCase == .sensitive, "-i twice: on, then off")
  }

  @Test("an unknown option: a message naming it; the keys typed after it are no commands")
  func unknownOption() {
    var reader = Reading()
    _ = reader.press(PagerTests.type("--header-bogus"))
    #expect(reader.pager.message == nil, "the name is typed into the prompt, h no help screen")
    #expect(!reader.pager.showsHelp)
    _ = reader.press([.enter])
    #expect(reader.pager.message == ReaderMessage.unknownOption("--header-bogus"))
    _ = reader.press(PagerTests.type("-z"))
    #expect(reader.pager.message == ReaderMessage.unknownOption("-z"))
    _ = reader.press(PagerTests.type("--use-c") + [.enter])
    #expect(reader.pager.message == ReaderMessage.optionWithoutEffect("--use-color"))
  }
}

/// less's half screen for `d` and `u`.
@MainActor
struct HalfScreenTests {
  @Test("d and u move (screen rows + 1) / 2 rows, less's screen being the text area and its prompt row")
  func halfScreen() {
    var reader = Reading()
    reader.place.viewport.visibleRows = 43
    #expect(reader.press([.character("d")]) == [.scroll(.rows(22), .forward)])
    #expect(reader.press([.character("u")]) == [.scroll(.rows(22), .backward)])
    var small = Reading()
    #expect(small.press([.character("d")]) == [.scroll(.rows(11), .forward)])
  }
}

/// Left and Right while lines wrap: each line shifted as less shifts it.
@MainActor
struct WrappedShiftTests {
  @Test("1 Right: the count is kept as the step; each line loses its first columns before it wraps")
  func countedShift() {
    var reader = Reading(lines: 5)
    _ = reader.press(PagerTests.type("3") + [.right])
    #expect(reader.document.settings.wrappedShift == 3)
    _ = reader.press([.right])
    #expect(reader.document.settings.wrappedShift == 6, "the count is kept as Right's step")
    _ = reader.press(PagerTests.type("10") + [.left])
    #expect(reader.document.settings.wrappedShift == 0, "never left of the first column")
  }

  @Test("a shifted line wraps what is left of it; rows inside a line are not shifted again")
  func shiftedRows() {
    var options = LayoutOptions(width: 4)
    options.leadingShift = 2
    let rows = TextRows(source: InMemoryByteSource(Array("abcdefgh\nxy\n12345\n".utf8)), options: options)
    #expect(rows.lines(from: 0, limit: 10).map(\.text) == ["cdef", "gh", "", "345"])
    let second = rows.positions(from: 0, limit: 2)[1]
    #expect(rows.lines(from: second, limit: 1).map(\.text) == ["gh"])
  }
}

/// Search modifiers as less reads them.
@MainActor
struct KeepPositionTests {
  @Test("/ ^K Enter with no pattern lights the last one again without moving")
  func emptyKeepsPosition() {
    var reader = Reading()
    _ = reader.press(PagerTests.type("/línea 5") + [.enter])
    _ = reader.tick()
    _ = reader.press([.escape])
    _ = reader.press(PagerTests.type("u"))
    let effects = reader.press([.character("/"), .control("k"), .enter])
      + reader.tick()
    #expect(!effects.contains { if case .scrollToRow = $0 { true } else { false } }, "\(effects)")
    #expect(reader.pager.work.search?.isHighlighted == true)
  }
}

/// Where less begins a search: a new pattern with the top line, a repeat after the match.
@MainActor
struct SearchStartTests {
  @Test("/pattern matching the top line stays on it; n goes on to the next")
  func newSearchIncludesTheTopLine() {
    var reader = Reading()
    let effects = reader.press(PagerTests.type("/línea") + [.enter])
      + reader.tick()
    #expect(effects.contains(.scrollToRow(0)), "\(effects)")
    #expect(reader.pager.work.search?.lastMatch == 0)
    let next = reader.press([.character("n")]) + reader.tick()
    #expect(next.contains(.scrollToRow(reader.rows.rowPosition(ofLine: 2))), "\(next)")
  }
}

/// less's `-J`: a status column marking the rows with a match.
@MainActor
struct StatusColumnTests {
  @Test("-J: two columns before the text, * on the rows with a match of the search")
  func marks() {
    var reader = Reading(lines: 20)
    _ = reader.press(PagerTests.type("-J"))
    #expect(reader.document.settings.showsStatusColumn)
    let layout = ReaderLayout(
      columns: 80, showsIndicator: false, showsPane: false, paneContentWidth: 0, showsStatusColumn: true)
    #expect(layout.gutter == 2 && layout.statusColumns == 2 && layout.textWidth == 78)
    let rows = HighlightedRows(
      rows: reader.rows, pattern: nil, gutterWidth: 2, statusColumns: 2,
      statusPattern: SearchPattern("línea 2"))
    let labels = rows.gutter(from: 0, limit: 3).map { $0.map(\.text.string).joined() }
    #expect(labels == ["  ", "* ", "  "])
  }
}

/// less's `-U` and `--proc-backspace`, `--proc-tab`, `--proc-return`.
@MainActor
struct ShownControlsTests {
  @Test("-U shows backspaces, tabs and a line's return as ^H ^I ^M; --proc-tab takes tabs back")
  func controls() {
    var reader = Reading()
    _ = reader.press(PagerTests.type("-U"))
    #expect(reader.document.settings.shownControls == [.backspaces, .tabs, .returns])
    _ = reader.press(PagerTests.type("-u") + [.enter])
    #expect(reader.document.settings.shownControls == [], "-u after -U: less's one option (bs_mode) off")
    _ = reader.press(PagerTests.type("-u") + [.enter])
    #expect(reader.document.settings.shownControls == [.returns], "-u: a return shows as ^M (proc-special.lt)")
    _ = reader.press(PagerTests.type("-U"))
    _ = reader.press([.enter])
    _ = reader.press(PagerTests.type("--proc-t") + [.enter])
    #expect(reader.document.settings.shownControls == [.backspaces, .returns])
    _ = reader.press(PagerTests.type("--PROC-b") + [.enter])
    #expect(reader.document.settings.processesBackspaces == false, "capitals first: the capital spelling")
    var options = LayoutOptions(width: 40)
    options.shownControls = [.backspaces, .tabs, .returns]
    let rows = TextRows(source: InMemoryByteSource(Array("_\u{8}b a\tz\r\n".utf8)), options: options)
    #expect(rows.lines(from: 0, limit: 1).map(\.text) == ["_^Hb a^Iz^M"])
    let plain = TextRows(source: InMemoryByteSource(Array("_\u{8}b a\tz\r\n".utf8)), width: 40)
    #expect(plain.lines(from: 0, limit: 1).map(\.text) == ["b a     z"])
  }
}

/// less's shift_visible, as a value.
struct MatchShiftTests {
  @Test("first screen: no shift; shown: kept; last screen: the line's end; else half a screen in")
  func shifts() {
    #expect(MatchShift(columns: 10..<12, lineWidth: 500).shift(textWidth: 80, from: 30) == 0)
    #expect(MatchShift(columns: 100..<102, lineWidth: 500).shift(textWidth: 80, from: 60) == 60)
    #expect(MatchShift(columns: 480..<482, lineWidth: 500).shift(textWidth: 80, from: 0) == 421)
    #expect(MatchShift(columns: 200..<202, lineWidth: 500).shift(textWidth: 80, from: 0) == 160)
  }
}

/// The search prompt's history, as less's: Up and Down show the patterns searched before.
@MainActor
struct SearchHistoryTests {
  @Test("Up shows the last pattern, Up again the one before, Down comes back, then an empty line")
  func recall() {
    var reader = Reading()
    for pattern in ["uno", "dos", "tres", "dos"] {
      _ = reader.press(PagerTests.type("/" + pattern) + [.enter])
      _ = reader.tick()
      _ = reader.press([.escape])
    }
    _ = reader.press([.character("/"), .up])
    #expect(reader.pager.prompt == .search(Self.recalled("dos", 1)))
    _ = reader.press([.up])
    #expect(reader.pager.prompt == .search(Self.recalled("tres", 2)), "dos is kept once, as the latest")
    _ = reader.press([.up])
    _ = reader.press([.up])
    #expect(reader.pager.prompt == .search(Self.recalled("uno", 3)), "the oldest stays")
    _ = reader.press([.down])
    _ = reader.press([.down])
    _ = reader.press([.down])
    #expect(reader.pager.prompt == .search(Self.recalled("", 0).with { $0.recalled = nil }))
  }

  static func recalled(_ text: String, _ back: Int) -> SearchPrompt {
    var prompt = SearchPrompt(direction: .forward, text: text)
    prompt.recalled = back
    // Opened at the top: where --incsearch would go back to.
    prompt.origin = 0
    return prompt
  }
}

/// `ZZ`, as less's.
@MainActor
struct QuitKeysTests {
  @Test("ZZ quits; Z and another key does nothing")
  func zz() {
    var reader = Reading()
    #expect(reader.press(PagerTests.type("Zj")).isEmpty)
    #expect(reader.press(PagerTests.type("ZZ")) == [.terminate])
  }
}

/// A count before `n` and `N`, as less's `3n`.
@MainActor
struct CountedRepeatTests {
  @Test("3n goes to the third match on, the view moved once; 2N two back")
  func counted() {
    var reader = Reading()
    // Lines 1, 11, 21…: "1$".
    _ = reader.press(PagerTests.type("/1$") + [.enter])
    _ = reader.tick()
    #expect(reader.pager.work.search?.lastMatch == 0)
    let at = { (line: Int) in reader.rows.rowPosition(ofLine: line) }
    var effects = reader.press(PagerTests.type("3n"))
    while reader.pager.work.isWorking { effects += reader.tick() }
    #expect(effects.filter { if case .scrollToRow = $0 { true } else { false } } == [.scrollToRow(at(31))])
    reader.move(to: at(31))
    effects = reader.press(PagerTests.type("2N"))
    while reader.pager.work.isWorking { effects += reader.tick() }
    #expect(effects.contains(.scrollToRow(at(11))), "\(effects)")
  }
}

extension SearchPrompt {
  /// The prompt changed by `change`.
  fileprivate func with(_ change: (inout SearchPrompt) -> Void) -> SearchPrompt {
    var changed = self
    change(&changed)
    return changed
  }
}
