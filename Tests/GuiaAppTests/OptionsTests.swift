import Document
import Testing
@testable import GuiaApp

@Suite struct OptionsTests {
  @Test("no arguments: the built-in guide")
  func defaults() throws {
    let options = try Options.parse([])
    #expect(options.path == nil)
    #expect(options.mouse == .wheelAsArrows)
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
    #expect(try !Options.parse(["--report", "r.json"]).forcesReport)
    #expect(try Options.parse(["-f", "--report", "r.json"]).forcesReport)
    #expect(try Options.parse(["--force"]).forcesReport)
  }

  @Test("an unknown option and two files are usage errors")
  func usageErrors() {
    #expect(throws: GuiaError.unknownOption("--bogus")) { try Options.parse(["--bogus"]) }
    #expect(throws: GuiaError.tooManyFiles(["a", "b"])) { try Options.parse(["a", "b"]) }
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
    #expect(try Options.parse(["-R", "a"]).escapes == .styles)
    #expect(try Options.parse(["a"]).escapes == .styles)
    #expect(try Options.parse(["--show-escapes", "a"]).escapes == .placeholders)
    #expect(try Options.parse(["a"]).usesColor)
    #expect(try !Options.parse(["--no-color", "a"]).usesColor)
  }

  @Test("the help lists every demo, key binding and exit status")
  func help() {
    let help = HelpText.text
    #expect(help.contains("Ctrl-N"))
    #expect(help.contains("--no-mouse"))
    #expect(help.contains("--force"))
    #expect(help.contains("demo assembly|offset|margins|numbers"))
    #expect(help.contains("MANPAGER=guia man ls"))
    for option in ["-R, --RAW-CONTROL-CHARS", "--show-escapes", "--no-color", "NO_COLOR"] {
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
