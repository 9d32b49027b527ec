import Document
import ScrollKit
import Testing

@testable import GuiaApp
@testable import Reader

/// Options read as less reads them (its `scan_option`), on the command line and in `LESS`.
@Suite struct LessOptionSyntaxTests {
  /// Every option letter and long name in less 692's option table (less's `opttbl.c`), and
  /// a value for those that take one: what a `LESS` written for less may hold.
  static let lessLetters: [(String, String?)] = [
    ("a", nil), ("A", nil), ("b", "64"), ("B", nil), ("c", nil), ("C", nil), ("d", nil), ("D", "d+r"),
    ("e", nil), ("E", nil), ("f", nil), ("F", nil), ("g", nil), ("G", nil), ("h", "5"), ("i", nil), ("I", nil),
    ("j", "5"), ("J", nil), ("k", "keys"), ("K", nil), ("L", nil), ("m", nil), ("M", nil), ("n", nil),
    ("N", nil), ("o", "log"), ("O", "log"), ("p", "pat"), ("P", "prompt"), ("q", nil), ("Q", nil),
    ("r", nil), ("R", nil), ("s", nil), ("S", nil), ("t", "tag"), ("T", "tags"), ("u", nil), ("U", nil),
    ("V", nil), ("w", nil), ("W", nil), ("x", "4"), ("X", nil), ("y", "3"), ("z", "10"), ("\"", "ab"),
    ("~", nil), ("#", "8"),
  ]
  static let lessNames: [(String, String?)] = [
    ("search-skip-screen", nil), ("buffers", "64"), ("auto-buffers", nil), ("clear-screen", nil),
    ("dumb", nil), ("color", "d+r"), ("quit-at-eof", nil), ("force", nil), ("quit-if-one-screen", nil),
    ("hilite-search", nil), ("max-back-scroll", "5"), ("ignore-case", nil), ("jump-target", ".5"),
    ("status-column", nil), ("lesskey-file", "k"), ("lesskey-src", "k"), ("lesskey-content", "k"),
    ("quit-on-intr", nil), ("no-lessopen", nil), ("long-prompt", nil), ("line-numbers", nil),
    ("log-file", "l"), ("LOG-FILE", "l"), ("pattern", "p"), ("prompt", "p"), ("silent", nil),
    ("quiet", nil), ("raw-control-chars", nil), ("squeeze-blank-lines", nil), ("chop-long-lines", nil),
    ("tag", "t"), ("tag-file", "t"), ("underline-special", nil), ("version", nil), ("hilite-unread", nil),
    ("tabs", "4"), ("no-init", nil), ("max-forw-scroll", "3"), ("window", "-4"), ("quotes", "ab"),
    ("tilde", nil), ("help", nil), ("shift", ".5"), ("no-keypad", nil), ("old-bot", nil),
    ("follow-name", nil), ("use-backslash", nil), ("rscroll", "-"), ("no-histdups", nil), ("mouse", nil),
    ("emouse", "x"), ("rmouse", nil), ("wheel-lines", "3"), ("save-marks", nil), ("line-num-width", "7"),
    ("status-col-width", "2"), ("incsearch", nil), ("use-color", nil), ("file-size", nil),
    ("status-line", nil), ("header", "2,3"), ("no-paste", nil), ("form-feed", nil), ("past-eof", nil),
    ("no-edit-warn", nil), ("no-warn-edit", nil), ("no-number-headers", nil), ("no-search-headers", nil),
    ("no-search-header-lines", nil), ("no-search-header-columns", nil), ("redraw-on-quit", nil),
    ("search-options", "W"), ("exit-follow-on-close", nil), ("no-vbell", nil), ("modelines", "5"),
    ("intr", "^X"), ("wordwrap", nil), ("show-preproc-errors", nil), ("proc-backspace", nil),
    ("proc-tab", nil), ("proc-return", nil), ("match-shift", ".5"), ("cmd", "G"), ("autosave", "m"),
    ("hilite-target", nil), ("end-prompt", "x"), ("tty", "/dev/tty"),
  ]

  @Test("every option in less's table is taken, by letter and by name, with its value")
  func everyLessOption() throws {
    for (letter, value) in Self.lessLetters where letter != "V" {
      #expect(throws: Never.self, "-\(letter)") { try Options.parse(["-" + letter + (value ?? "")]) }
      // In LESS a string runs to its `$`, which ends any value.
      let less = "-" + letter + (value.map { $0 + "$" } ?? "") + " -S"
      #expect(throws: Never.self, "LESS=\(less)") { try Options.parse([], environment: ["LESS": less]) }
      #expect(!Options.lessDefaults(less).settings.wrapsLines, "\(less) stopped LESS")
    }
    for (name, value) in Self.lessNames where name != "version" && name != "help" {
      let word = "--" + name + (value.map { "=" + $0 } ?? "")
      #expect(throws: Never.self, "\(word)") { try Options.parse([word]) }
      if let value {
        #expect(throws: Never.self, "\(word)") { try Options.parse(["--" + name, value]) }
      }
      let less = word + (value == nil ? "" : "$") + " -S"
      #expect(!Options.lessDefaults(less).settings.wrapsLines, "\(less) stopped LESS")
    }
    #expect(try Options.parse(["-V"]).showsVersion)
    #expect(try Options.parse(["-?"]).showsHelp)
    #expect(try Options.parse(["--help"]).showsHelp)
  }

  @Test("letters run together; a value follows its letter, spaced or in the next word, and ends as less's")
  func bundlesAndValues() throws {
    let frx = try Options.parse(["-FRX"])
    #expect(frx.quitsIfOneScreen && !frx.usesAlternateScreen && frx.settings.escapes == .styles)
    #expect(try Options.parse(["-x4"]).settings.tabStops == TabStops("4"))
    #expect(try Options.parse(["-x", "4", "a"]).settings.tabStops == TabStops("4"))
    #expect(try Options.parse(["-x", "4", "a"]).paths == ["a"])
    #expect(try Options.parse(["--tabs=4"]).settings.tabStops == TabStops("4"))
    #expect(try Options.parse(["--tabs", "9,17"]).settings.tabStops == TabStops("9,17"))
    let tabsThenF = try Options.parse(["-x4F"])
    #expect(tabsThenF.settings.tabStops == TabStops("4") && tabsThenF.quitsIfOneScreen)
    let jump = try Options.parse(["-j.5N"])
    #expect(jump.settings.jumpTarget == JumpTarget(".5") && jump.settings.showsLineNumbers)
    #expect(try Options.parse(["-j-2"]).settings.jumpTarget == JumpTarget("-2"))
    #expect(try !Options.parse(["-SNi"]).settings.wrapsLines)
    #expect(try Options.parse(["-5", "a"]).paths == ["a"], "more's -5 is less's -z5")
    #expect(try !Options.parse(["-h5"]).showsHelp, "-h with a number is less's, not the help")
    #expect(try Options.parse(["-h"]).showsHelp)
    #expect(try !Options.parse(["-Pm prompt with N$S"]).settings.wrapsLines)
    #expect(try !Options.parse(["-Pm prompt with N$S"]).settings.showsLineNumbers)
    #expect(throws: GuiaError.missingValue("-x")) { try Options.parse(["-x"]) }
    #expect(throws: GuiaError.invalidValue(option: "-b", value: "x")) { try Options.parse(["-bx"]) }
    #expect(throws: GuiaError.invalidValue(option: "-x", value: "a")) { try Options.parse(["-x", "a"]) }
  }

  @Test("-+ sets options back; long names cut short, their first letter's case picking the spelling")
  func resetsAndNames() throws {
    #expect(try Options.parse(["-S", "-+S"]).settings.wrapsLines)
    let reset = try Options.parse(["-SN", "-+SN"])
    #expect(reset.settings.wrapsLines && !reset.settings.showsLineNumbers)
    #expect(try Options.parse(["--LINE-NUM"]).settings.showsLineNumbers)
    #expect(try !Options.parse(["-N", "--line-numbers"]).settings.showsLineNumbers)
    #expect(try Options.parse(["--Line-numbers"]).settings.showsLineNumbers, "a capital first letter: -N")
    #expect(try Options.parse(["--quit-at"]).settings.quitsAtEnd == .secondTime)
    #expect(try Options.parse(["--QUIT-AT-EOF"]).settings.quitsAtEnd == .firstTime)
    #expect(try Options.parse(["--quit-if"]).quitsIfOneScreen)
    #expect(throws: GuiaError.ambiguousOption("--li")) { try Options.parse(["--li"]) }
    #expect(throws: GuiaError.unknownOption("--bogus")) { try Options.parse(["--bogus"]) }
    #expect(throws: GuiaError.unknownOption("-Ä")) { try Options.parse(["-Ä"]) }
    #expect(throws: GuiaError.unknownOption("--tabs4")) { try Options.parse(["--tabs4"]) }
    #expect(GuiaError.ambiguousOption("--li").exitStatus == .usage)
  }

  @Test("the options guia acts on: -r, -n, -e, -E, -K, -s, -x, -j, --proc-*")
  func effects() throws {
    #expect(try Options.parse(["--show-escapes", "-r"]).settings.escapes == .styles)
    #expect(try Options.parse(["-e"]).settings.quitsAtEnd == .secondTime)
    #expect(try Options.parse(["-E"]).settings.quitsAtEnd == .firstTime)
    #expect(try Options.parse([]).settings.quitsAtEnd == .never)
    #expect(try Options.parse(["-K"]).settings.quitsOnInterrupt)
    #expect(try !Options.parse([]).settings.quitsOnInterrupt)
    #expect(try Options.parse(["-s"]).settings.squeezesBlankLines)
    #expect(try Options.parse(["--PROC-TAB"]).settings.processesTabs == false)
    #expect(try Options.parse(["--proc-tab"]).settings.processesTabs == true)
    #expect(try Options.parse([]).settings.processesTabs == nil)
  }

  @Test("LESS: read whole as less reads it; an unknown option is reported and ends the reading, what came before stands")
  func environment() throws {
    let mistaken = Options.lessDefaults("-S -Ä -N")
    #expect(!mistaken.settings.wrapsLines && !mistaken.settings.showsLineNumbers)
    #expect(mistaken.environmentMistakes.map(\.description) == ["en LESS: opción desconocida '-Ä' (prueba 'guia --help')"])
    #expect(Options.lessDefaults("-x4 -K").settings.quitsOnInterrupt)
    #expect(Options.lessDefaults("-x4 -K").settings.tabStops == TabStops("4"))
    #expect(Options.lessDefaults("--quit-if-one-screen --no-init").quitsIfOneScreen)
    #expect(!Options.lessDefaults("--quit-if-one-screen --no-init").usesAlternateScreen)
    #expect(Options.lessDefaults("--tabs=4 --LINE-NUMBERS").settings.showsLineNumbers)
    #expect(Options.lessDefaults("--tabs=4 --LINE-NUMBERS").settings.tabStops == TabStops("4"))
    // man's: -ix8RmPm…$PM…$: tabs every 8, its prompts' words no options.
    let man = Options.lessDefaults(OptionsTests.manLess)
    #expect(man.settings.tabStops == TabStops("8") && !man.settings.showsLineNumbers && man.settings.searchCase == .smart)
  }

  @Test("LESS: a bad number is reported, as less 590 reports it, and the rest is read (-j -N, -x0 -N, -bN)")
  func badNumbersReadOn() {
    for value in ["-j -N", "-x0 -N", "-bN", "-z -N", "-b -N", "-jx -N", "-zN", "-y -S -N"] {
      let options = Options.lessDefaults(value)
      #expect(options.settings.showsLineNumbers, "LESS=\(value): -N read after the mistake")
      #expect(!options.environmentMistakes.isEmpty, "LESS=\(value): reported")
    }
    #expect(Options.lessDefaults("-bN").environmentMistakes.map(\.description) == ["en LESS: hace falta un número después de -b"])
    #expect(Options.lessDefaults("-y -S -N").settings.wrapsLines == false)
    #expect(Options.lessDefaults("-x4 -N").environmentMistakes.isEmpty)
  }

  @Test("tab stops as less's -x: every N, or the columns given and then the last interval")
  func tabStops() throws {
    let standard = TabStops.standard
    #expect(standard.width(at: 0) == 8 && standard.width(at: 3) == 5 && standard.width(at: 8) == 8)
    let four = try #require(TabStops("4"))
    #expect(four.width(at: 0) == 4 && four.width(at: 5) == 3)
    let given = try #require(TabStops("9,17"))
    #expect(given.width(at: 0) == 9 && given.width(at: 9) == 8 && given.width(at: 20) == 5)
    #expect(TabStops("8") == .standard)
    #expect(TabStops("0") == nil && TabStops("x") == nil && TabStops("") == nil)
    #expect(TabStops("9,5,17") == TabStops("9,17"), "a smaller stop is skipped, as less skips it")
  }

  @Test("the jump target as less's -j: from the top, from the bottom, a fraction, never in the header")
  func jumpTarget() throws {
    // 23 text rows: less's screen of 24 with its prompt.
    #expect(JumpTarget.top.row(onScreenOf: 23) == 0)
    #expect(try #require(JumpTarget("1")).row(onScreenOf: 23) == 0)
    #expect(try #require(JumpTarget("5")).row(onScreenOf: 23) == 4)
    #expect(try #require(JumpTarget("-1")).row(onScreenOf: 23) == 22)
    #expect(try #require(JumpTarget("-2")).row(onScreenOf: 23) == 21)
    #expect(try #require(JumpTarget(".5")).row(onScreenOf: 23) == 11)
    #expect(try #require(JumpTarget("100")).row(onScreenOf: 23) == 22)
    #expect(try #require(JumpTarget("1")).row(onScreenOf: 23, headerRows: 2) == 2)
    #expect(JumpTarget("x") == nil && JumpTarget("") == nil && JumpTarget("1.5") == nil)
  }
}
