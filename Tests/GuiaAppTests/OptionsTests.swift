import Document
import Localization
import Testing
@testable import GuiaApp

@Suite struct OptionsTests {
  @Test("no arguments: the built-in guide")
  func defaults() throws {
    let options = try Options.parse([])
    #expect(options.path == nil)
    #expect(options.mouse == .wheelAsArrows)
  }

  @Test("--language es or en pins the language; another is a wrong value; --indicator")
  func language() throws {
    #expect(try Options.parse(["--language", "en"]).language == .english)
    #expect(try Options.parse(["--language=es"]).language == .spanish)
    #expect(try Options.parse([]).language == nil)
    #expect(throws: GuiaError.self) { try Options.parse(["--language", "fr"]) }
    #expect(try Options.parse(["--indicator"]).settings.showsIndicatorOnPlainText)
  }

  @Test("a file, '-', '--' and the flags")
  func parsing() throws {
    #expect(try Options.parse(["guia.md"]).path == "guia.md")
    #expect(try Options.parse(["-"]).path == "-")
    #expect(try Options.parse(["--", "-x"]).path == "-x")
    #expect(try Options.parse(["--help"]).showsHelp)
    #expect(try Options.parse(["-V"]).showsVersion)
    #expect(try Options.parse(["--no-mouse"]).mouse == .off)
    #expect(try Options.parse(["--mouse"]).mouse == .reports)
    #expect(try !Options.parse(["--report", "r.json"]).forces)
    #expect(try Options.parse(["-f", "--report", "r.json"]).forces)
    #expect(try Options.parse(["--force"]).forces)
  }

  @Test("an unknown option is a usage error; several files are read in order, - among them")
  func usageErrors() throws {
    #expect(throws: GuiaError.unknownOption("--bogus")) { try Options.parse(["--bogus"]) }
    #expect(try Options.parse(["a", "b", "-S", "c.md"]).paths == ["a", "b", "c.md"])
    #expect(try Options.parse(["a", "--", "-b"]).paths == ["a", "-b"])
    #expect(try Options.parse(["-", "b"]).path == "-")
    #expect(try Options.parse([]).paths.isEmpty)
  }

  @Test("each error maps to its documented exit status", arguments: [
    (GuiaError.unknownOption("-x"), 64), (.tooManyFiles(["a", "b"]), 64),
    (.fileNotFound(path: "a"), 66), (.unreadable(path: "a", reason: "r"), 66),
    (.isDirectory(path: "a"), 66), (.terminal(.unknownTerminalType("nope")), 69),
    (.reportFailed(path: "a", reason: "r"), 73), (.writeFailed(reason: "r"), 74),
  ] as [(GuiaError, Int32)])
  func exitStatuses(error: GuiaError, status: Int32) {
    #expect(error.exitStatus.rawValue == status)
    #expect(!error.description.isEmpty)
    #expect(!error.description.contains("\n"))
  }

  @Test("-R keeps escape sequences read as styles; --show-escapes shows them; --no-color drops colours")
  func escapeOptions() throws {
    #expect(try Options.parse(["-R", "a"]).settings.escapes == .styles)
    #expect(try Options.parse(["a"]).settings.escapes == .styles)
    #expect(try Options.parse(["--show-escapes", "a"]).settings.escapes == .placeholders)
    #expect(try Options.parse(["a"]).usesColor)
    #expect(try !Options.parse(["--no-color", "a"]).usesColor)
  }

  @Test("LESS: the letters guia knows are taken (git's FRX), the rest and their values ignored")
  func lessVariable() throws {
    let frx = try Options.parse(["a"], environment: ["LESS": "FRX"])
    #expect(frx.quitsIfOneScreen && frx.settings.escapes == .styles && frx.path == "a")
    let spelled = try Options.parse([], environment: ["LESS": "-S -x4 -j.5 -I --mouse -PmPrompt"])
    #expect(!spelled.settings.wrapsLines && spelled.settings.searchCase == .insensitive)
    // less's --mouse asks for the mouse, as guia's does.
    #expect(spelled.mouse == .reports)
    // A value ends where less's does: x takes digits and commas, so -x4F is -x4 and -F.
    #expect(try Options.parse([], environment: ["LESS": "-x4F"]).quitsIfOneScreen)
    #expect(try Options.parse([], environment: ["LESS": "-j.5N"]).settings.showsLineNumbers)
    #expect(try !Options.parse([], environment: ["LESS": "-z-4S"]).settings.wrapsLines)
    // A string value (-P, -D, -k, -o, -p, -t…) runs, spaces and all, to its `$`.
    let prompt = try Options.parse([], environment: ["LESS": "-Pprompt with -N (END)$S"])
    #expect(!prompt.settings.wrapsLines && !prompt.settings.showsLineNumbers)
    #expect(try !Options.parse([], environment: ["LESS": "-PmNo end"]).settings.showsLineNumbers)
    #expect(try !Options.parse([], environment: ["LESS": "--prompt=a N b$ -S"]).settings.wrapsLines)
    #expect(try !Options.parse([], environment: ["LESS": "--prompt=a N b$ -S"]).settings.showsLineNumbers)
    // -+S sets S back, as in less.
    #expect(try Options.parse([], environment: ["LESS": "-S -+S"]).settings.wrapsLines)
    #expect(try Options.parse([], environment: ["LESS": "-X -+X"]).usesAlternateScreen)
    // The command line comes after the defaults.
    #expect(try Options.parse(["-i"], environment: ["LESS": "I"]).settings.searchCase == .smart)
    #expect(try Options.parse([], environment: ["LESS": "-RN"]).settings.showsLineNumbers)
    #expect(try !Options.parse([], environment: ["LESS": "-R"]).settings.showsLineNumbers)
    #expect(try Options.parse(["-N", "a"], environment: [:]).settings.showsLineNumbers)
    #expect(try Options.parse(["--LINE-NUMBERS", "a"], environment: [:]).settings.showsLineNumbers)
  }

  /// man-db's LESS for `man ls` (man 2.11): guia as MANPAGER saw the N of "(END)" in its
  /// prompt and numbered the page's lines.
  static let manLess = #"-ix8RmPm Manual page ls(1) ?ltline %lt?L/%L.:byte %bB?s/%s..?e (END):?pB %pB\%.. (press h for help or q to quit)$PM Manual page ls(1) ?ltline %lt?L/%L.:byte %bB?s/%s..?e (END):?pB %pB\%.. (press h for help or q to quit)$"#

  @Test("man's LESS (its prompt and all) gives -i and -R, nothing of its prompt's words")
  func manLessVariable() throws {
    let options = try Options.parse([], environment: ["LESS": Self.manLess])
    #expect(!options.settings.showsLineNumbers)
    #expect(options.settings.wrapsLines && !options.quitsIfOneScreen && options.usesAlternateScreen)
    #expect(options.settings.searchCase == .smart && options.settings.escapes == .styles)
  }

  @Test("GUIA: options for every run, before the command line's; LESS then ignored")
  func guiaVariable() throws {
    let options = try Options.parse(["b"], environment: ["GUIA": "--no-color  -S", "LESS": "F"])
    #expect(!options.usesColor && !options.settings.wrapsLines && !options.quitsIfOneScreen)
    #expect(try !Options.parse([], environment: ["GUIA": "", "LESS": "F"]).quitsIfOneScreen)
    #expect(throws: GuiaError.inEnvironment(variable: "GUIA", .unknownOption("--bogus"))) {
      try Options.parse([], environment: ["GUIA": "--bogus"])
    }
    #expect(throws: GuiaError.inEnvironment(variable: "GUIA", .tooManyFiles(["x.md"]))) {
      try Options.parse([], environment: ["GUIA": "x.md"])
    }
    #expect(GuiaError.inEnvironment(variable: "GUIA", .unknownOption("--bogus")).exitStatus == .usage)
  }

  @Test("+cmd and -p: keys typed when the document opens; -F; -i and -I")
  func lessCommandLine() throws {
    #expect(try Options.parse(["+G", "a"]).initialCommand == "G")
    #expect(try Options.parse(["+/tornillo"]).initialCommand == "/tornillo\r")
    #expect(try Options.parse(["+120", "a"]).initialCommand == "120G", "+NUMBER: that line")
    #expect(try Options.parse(["-p", "caja"]).initialCommand == "/caja\r")
    #expect(try Options.parse(["--pattern=caja"]).initialCommand == "/caja\r")
    #expect(throws: GuiaError.invalidValue(option: "-p", value: "")) { try Options.parse(["-p", ""]) }
    #expect(try Options.parse(["--", "+G"]).path == "+G")
    #expect(try Options.parse(["-F"]).quitsIfOneScreen)
    #expect(try !Options.parse(["-X"]).usesAlternateScreen)
    #expect(try !Options.parse([], environment: ["LESS": "FRX"]).usesAlternateScreen)
    #expect(try Options.parse([]).usesAlternateScreen)
    #expect(try Options.parse([]).settings.searchCase == .sensitive, "case counts, as in less")
    #expect(try Options.parse(["-i"]).settings.searchCase == .smart, "guia -i: smart case, as less -i")
    #expect(try Options.parse([], environment: ["LESS": "i"]).settings.searchCase == .smart)
    #expect(try Options.parse(["-I"]).settings.searchCase == .insensitive)
    #expect(try Options.parse(["-I", "-i"]).settings.searchCase == .smart)
    #expect(SearchPattern("Caja", caseMatching: .insensitive)?.isFound(in: "la caja") == true)
    #expect(SearchPattern("Caja")?.isFound(in: "la caja") == false)
  }

  @Test("the help lists every demo, key binding and exit status")
  func help() {
    let help = HelpText.text
    #expect(help.contains("Ctrl-N"))
    #expect(help.contains("--no-mouse"))
    #expect(help.contains("--force"))
    #expect(help.contains("demo assembly|offset|margins|numbers"))
    #expect(help.contains("MANPAGER=guia man ls"))
    for option in [
      "-R, --RAW-CONTROL-CHARS", "--show-escapes", "--no-color", "NO_COLOR", "--mouse", "+G",
      "-p, --pattern", "-F, --quit-if-one-screen", "-X, --no-init", "-I, --IGNORE-CASE", "GUIA", "LESS",
    ] {
      #expect(help.contains(option), "\(option)")
    }
    for status in ["64", "66", "69", "73", "74"] { #expect(help.contains(status)) }
  }

  @Test("loading: a missing file, a directory, a Markdown file and a plain one")
  func loading() throws {
    #expect(throws: GuiaError.fileNotFound(path: "/nonexistent/guia.md")) {
      try DocumentLoader.load("/nonexistent/guia.md")
    }
    #expect(throws: GuiaError.isDirectory(path: "/tmp")) { try DocumentLoader.load("/tmp") }
    #expect(DocumentLoader.builtInGuide.title == "Guía de montaje")
  }

  @Test("plain output has no escape codes and shows the guide")
  func plainOutput() {
    let lines = PlainTextPrinter.lines(of: DocumentLoader.builtInGuide, width: 80)
    #expect(lines.first == "  Guía de montaje")
    #expect(lines.contains("  Paso 8"))
    #expect(!lines.joined().contains("\u{1B}"))
  }
}

@Suite struct FormatOptionTests {
  @Test("--markdown and --plain choose how files are read; by default, their names do")
  func formats() throws {
    #expect(try Options.parse(["a.md"]).format == .automatic)
    #expect(try Options.parse(["--markdown", "-"]).format == .markdown)
    #expect(try Options.parse(["--plain", "a.md"]).format == .plain)
  }
}
