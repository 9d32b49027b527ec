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
    let model = PagerTests.model()
    let context = PagerTests.context(model)
    var pager = Pager()
    #expect(PagerTests.press(PagerTests.type("-S"), on: &pager, context).isEmpty)
    #expect(!model.settings.wrapsLines)
    #expect(pager.message == ReaderMessage.chopping)
    #expect(pager.apply(.key(.enter), in: context).isEmpty, "Enter only dismisses the message")
    #expect(pager.message == nil)
    #expect(pager.apply(.key(.enter), in: context) == [.scroll(.rows(1), .forward)])
  }

  @Test("= then j: the message waits, but a key other than Enter or Space is a command")
  func otherKeyAfterMessage() {
    let context = PagerTests.context(PagerTests.model())
    var pager = Pager()
    _ = pager.apply(.key(.character("=")), in: context)
    #expect(pager.message != nil)
    #expect(pager.apply(.key(.character("j")), in: context) == [.scroll(.rows(1), .forward)])
  }

  @Test("--wordwrap Enter, --tilde Enter, -i, -I, -R: each turns its setting; a prompt shows --")
  func longNamesToggle() {
    let model = PagerTests.model()
    let context = PagerTests.context(model)
    var pager = Pager()
    _ = PagerTests.press(PagerTests.type("--wor"), on: &pager, context)
    #expect(pager.prompt == .option("wor"))
    _ = pager.apply(.key(.enter), in: context)
    #expect(model.settings.wrapsAtWords)
    #expect(pager.message == ReaderMessage.optionTurned("--wordwrap", on: true))
    _ = PagerTests.press(PagerTests.type("--tilde") + [.enter], on: &pager, context)
    #expect(!model.settings.showsEndMarker)
    _ = PagerTests.press(PagerTests.type("-i"), on: &pager, context)
    #expect(model.settings.searchCase == .sensitive, "-i off: case counts, as less without -i")
    _ = PagerTests.press(PagerTests.type("-I"), on: &pager, context)
    #expect(model.settings.searchCase == .insensitive)
    _ = PagerTests.press(PagerTests.type("-R"), on: &pager, context)
    #expect(model.settings.escapes == .placeholders)
  }

  @Test("an unknown option: a message naming it; the keys typed after it are no commands")
  func unknownOption() {
    let context = PagerTests.context(PagerTests.model())
    var pager = Pager()
    _ = PagerTests.press(PagerTests.type("--header-bogus"), on: &pager, context)
    #expect(pager.message == nil, "the name is typed into the prompt, h no help screen")
    #expect(!pager.showsHelp)
    _ = pager.apply(.key(.enter), in: context)
    #expect(pager.message == ReaderMessage.unknownOption("--header-bogus"))
    _ = PagerTests.press(PagerTests.type("-z"), on: &pager, context)
    #expect(pager.message == ReaderMessage.unknownOption("-z"))
    _ = PagerTests.press(PagerTests.type("--use-c") + [.enter], on: &pager, context)
    #expect(pager.message == ReaderMessage.optionWithoutEffect("--use-color"))
  }
}

/// less's half screen for `d` and `u`.
@MainActor
struct HalfScreenTests {
  @Test("d and u move (screen rows + 1) / 2 rows, less's screen being the text area and its prompt row")
  func halfScreen() {
    var pager = Pager()
    let context = PagerTests.context(PagerTests.model(), rows: 43)
    #expect(pager.apply(.key(.character("d")), in: context) == [.scroll(.rows(22), .forward)])
    #expect(pager.apply(.key(.character("u")), in: context) == [.scroll(.rows(22), .backward)])
    let small = PagerTests.context(PagerTests.model(), rows: 21)
    #expect(pager.apply(.key(.character("d")), in: small) == [.scroll(.rows(11), .forward)])
  }
}

/// Left and Right while lines wrap: each line shifted as less shifts it.
@MainActor
struct WrappedShiftTests {
  @Test("1 Right: the count is kept as the step; each line loses its first columns before it wraps")
  func countedShift() {
    let model = PagerTests.model(lines: 5)
    let context = PagerTests.context(model)
    var pager = Pager()
    _ = PagerTests.press(PagerTests.type("3") + [.right], on: &pager, context)
    #expect(model.settings.wrappedShift == 3)
    _ = pager.apply(.key(.right), in: context)
    #expect(model.settings.wrappedShift == 6, "the count is kept as Right's step")
    _ = PagerTests.press(PagerTests.type("10") + [.left], on: &pager, context)
    #expect(model.settings.wrappedShift == 0, "never left of the first column")
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

/// less's `--header N[,M]`: lines kept at the top, columns kept while shifting.
@MainActor
struct HeaderTests {
  @Test("N[,M] as less reads it: lines, columns when given, nothing else")
  func values() {
    #expect(ReaderOption.headerValue("2")! == (2, nil))
    #expect(ReaderOption.headerValue("0,5")! == (0, 5))
    #expect(ReaderOption.headerValue(",3")! == (nil, 3))
    #expect(ReaderOption.headerValue("x") == nil)
    #expect(ReaderOption.headerValue("-1") == nil)
  }

  @Test("the header's lines are drawn apart; the rows that scroll start after them")
  func rows() {
    var options = LayoutOptions(width: 10)
    options.headerLines = 2
    let rows = TextRows(source: InMemoryByteSource(Array("h1\nh2\nuno\ndos\n".utf8)), options: options)
    #expect(rows.headerLines().map(\.text) == ["h1", "h2"])
    #expect(rows.startPosition == 6)
    #expect(rows.lines(from: 0, limit: 5).map(\.text) == ["uno", "dos"])
    #expect(rows.positions(before: 10, limit: 5) == [6], "never back into the header")
  }

  @Test("--header 2 typed while reading: asked for its value, then set")
  func typed() {
    let model = PagerTests.model()
    let context = PagerTests.context(model)
    var pager = Pager()
    _ = PagerTests.press(PagerTests.type("--hea") + [.enter], on: &pager, context)
    #expect(pager.prompt == .optionValue(.header, ""))
    _ = PagerTests.press(PagerTests.type("2,4") + [.enter], on: &pager, context)
    #expect(model.settings.headerLines == 2 && model.settings.headerColumns == 4)
    #expect(pager.prompt == nil)
  }

  @Test("header columns stay while the rest of the line shifts")
  func columns() {
    var options = LayoutOptions(width: 20)
    options.headerColumns = 3
    options.leadingShift = 2
    let rows = TextRows(source: InMemoryByteSource(Array("ID abcdefgh\n".utf8)), options: options)
    #expect(rows.lines(from: 0, limit: 2).map(\.text) == ["ID cdefgh"])
  }
}

/// Search modifiers as less reads them.
@MainActor
struct KeepPositionTests {
  @Test("/ ^K Enter with no pattern lights the last one again without moving")
  func emptyKeepsPosition() {
    let context = PagerTests.context(PagerTests.model())
    var pager = Pager()
    _ = PagerTests.press(PagerTests.type("/línea 5") + [.enter], on: &pager, context)
    _ = pager.apply(.tick, in: context)
    _ = pager.apply(.key(.escape), in: context)
    _ = PagerTests.press(PagerTests.type("u"), on: &pager, context)
    let effects = PagerTests.press([.character("/"), .control("k"), .enter], on: &pager, context)
      + pager.apply(.tick, in: context)
    #expect(!effects.contains { if case .scrollToRow = $0 { true } else { false } }, "\(effects)")
    #expect(pager.work.search?.isHighlighted == true)
  }
}

/// Where less begins a search: a new pattern with the top line, a repeat after the match.
@MainActor
struct SearchStartTests {
  @Test("/pattern matching the top line stays on it; n goes on to the next")
  func newSearchIncludesTheTopLine() {
    let model = PagerTests.model()
    let context = PagerTests.context(model)
    var pager = Pager()
    let effects = PagerTests.press(PagerTests.type("/línea") + [.enter], on: &pager, context)
      + pager.apply(.tick, in: context)
    #expect(effects.contains(.scrollToRow(0)), "\(effects)")
    #expect(pager.work.search?.lastMatch == 0)
    let next = pager.apply(.key(.character("n")), in: context) + pager.apply(.tick, in: context)
    #expect(next.contains(.scrollToRow(model.rows.rowPosition(ofLine: 2))), "\(next)")
  }
}

/// less's `-J`: a status column marking the rows with a match.
@MainActor
struct StatusColumnTests {
  @Test("-J: two columns before the text, * on the rows with a match of the search")
  func marks() {
    let model = PagerTests.model(lines: 20)
    let context = PagerTests.context(model)
    var pager = Pager()
    _ = PagerTests.press(PagerTests.type("-J"), on: &pager, context)
    #expect(model.settings.showsStatusColumn)
    let layout = ReaderLayout(
      columns: 80, showsIndicator: false, showsPane: false, paneContentWidth: 0, showsStatusColumn: true)
    #expect(layout.gutter == 2 && layout.statusColumns == 2 && layout.textWidth == 78)
    let rows = HighlightedRows(
      rows: model.rows, pattern: nil, gutterWidth: 2, statusColumns: 2,
      statusPattern: SearchPattern("línea 2"))
    let labels = rows.gutter(from: 0, limit: 3).map { $0.map(\.text.string).joined() }
    #expect(labels == ["  ", "* ", "  "])
  }
}

/// less's OSC 8 link commands: `^O^N`, `^O^P`, `^O^O`.
@MainActor
struct LinkCommandTests {
  static func model() -> ReaderModel {
    var text = ""
    for number in 1...60 {
      text += number % 20 == 5
        ? "línea \(number) \u{1B}]8;;https://example.com/\(number)\u{1B}\\enlace \(number)\u{1B}]8;;\u{1B}\\\n"
        : "línea \(number)\n"
    }
    return ReaderModel(
      rows: TextRows(source: InMemoryByteSource(Array(text.utf8)), width: 80), title: "links.txt",
      settings: ReaderSettings(showsIndicator: false))
  }

  @Test("^O^N chooses the first link on screen without moving; the next one off screen comes to the top")
  func nextLink() {
    let model = Self.model()
    let context = PagerTests.context(model, rows: 21)
    var pager = Pager()
    #expect(PagerTests.press([.control("o"), .control("n")], on: &pager, context).isEmpty)
    #expect(pager.selectedLink == LinkSelection(row: model.rows.rowPosition(ofLine: 5), index: 0))
    let moved = PagerTests.press([.control("o"), .control("n")], on: &pager, context)
    #expect(moved == [.scrollToRow(model.rows.rowPosition(ofLine: 25))])
    _ = PagerTests.press([.control("o"), .control("o")], on: &pager, PagerTests.context(model, top: model.rows.rowPosition(ofLine: 25)))
    #expect(pager.message == ReaderMessage.linkAddress("https://example.com/25"))
    #expect(PagerTests.press([.control("o"), .control("p")], on: &pager, context).isEmpty, "line 5 is on screen at the top")
  }

  @Test("^O then a key: never taken as a command of its own (^O^N is not ^N, one row down)")
  func prefix() {
    let model = PagerTests.model()
    var pager = Pager()
    #expect(PagerTests.press([.control("o"), .control("n")], on: &pager, PagerTests.context(model)).isEmpty)
    #expect(pager.message == ReaderMessage.noMoreLinks)
  }
}

/// less's `-U` and `--proc-backspace`, `--proc-tab`, `--proc-return`.
@MainActor
struct ShownControlsTests {
  @Test("-U shows backspaces, tabs and a line's return as ^H ^I ^M; --proc-tab takes tabs back")
  func controls() {
    let model = PagerTests.model()
    let context = PagerTests.context(model)
    var pager = Pager()
    _ = PagerTests.press(PagerTests.type("-U"), on: &pager, context)
    #expect(model.settings.shownControls == [.backspaces, .tabs, .returns])
    _ = PagerTests.press(PagerTests.type("--proc-t") + [.enter], on: &pager, context)
    #expect(model.settings.shownControls == [.backspaces, .returns])
    _ = PagerTests.press(PagerTests.type("--PROC-b") + [.enter], on: &pager, context)
    #expect(model.settings.processesBackspaces == false, "capitals first: the capital spelling")
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
    let context = PagerTests.context(PagerTests.model())
    var pager = Pager()
    for pattern in ["uno", "dos", "tres", "dos"] {
      _ = PagerTests.press(PagerTests.type("/" + pattern) + [.enter], on: &pager, context)
      _ = pager.apply(.tick, in: context)
      _ = pager.apply(.key(.escape), in: context)
    }
    _ = PagerTests.press([.character("/"), .up], on: &pager, context)
    #expect(pager.prompt == .search(Self.recalled("dos", 1)))
    _ = pager.apply(.key(.up), in: context)
    #expect(pager.prompt == .search(Self.recalled("tres", 2)), "dos is kept once, as the latest")
    _ = pager.apply(.key(.up), in: context)
    _ = pager.apply(.key(.up), in: context)
    #expect(pager.prompt == .search(Self.recalled("uno", 3)), "the oldest stays")
    _ = pager.apply(.key(.down), in: context)
    _ = pager.apply(.key(.down), in: context)
    _ = pager.apply(.key(.down), in: context)
    #expect(pager.prompt == .search(Self.recalled("", 0).with { $0.recalled = nil }))
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
    let context = PagerTests.context(PagerTests.model())
    var pager = Pager()
    #expect(PagerTests.press(PagerTests.type("Zj"), on: &pager, context).isEmpty)
    #expect(PagerTests.press(PagerTests.type("ZZ"), on: &pager, context) == [.terminate])
  }
}

/// A count before `n` and `N`, as less's `3n`.
@MainActor
struct CountedRepeatTests {
  @Test("3n goes to the third match on, the view moved once; 2N two back")
  func counted() {
    let model = PagerTests.model()
    let context = PagerTests.context(model)
    var pager = Pager()
    // Lines 1, 11, 21…: "1$".
    _ = PagerTests.press(PagerTests.type("/1$") + [.enter], on: &pager, context)
    _ = pager.apply(.tick, in: context)
    #expect(pager.work.search?.lastMatch == 0)
    let at = { (line: Int) in model.rows.rowPosition(ofLine: line) }
    var effects = PagerTests.press(PagerTests.type("3n"), on: &pager, context)
    while pager.work.isWorking { effects += pager.apply(.tick, in: context) }
    #expect(effects.filter { if case .scrollToRow = $0 { true } else { false } } == [.scrollToRow(at(31))])
    let there = PagerTests.context(model, top: at(31))
    effects = PagerTests.press(PagerTests.type("2N"), on: &pager, there)
    while pager.work.isWorking { effects += pager.apply(.tick, in: there) }
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
