import Document
import Localization
import Testing
import Reader
import TerminalUI
@testable import GuiaApp

/// `--help`, the man page and the completions are written from one option list
/// (``OptionTable``), the one the parser reads: each option named in one is named in
/// all, each spelling shown parses, and each text has its English.
@Suite struct CommandLineDocumentationTests {
  /// A value each kind of option takes.
  static func sampleValue(for option: ReaderOption) -> String? {
    switch option.value?.completion {
    case nil: nil
    case .file: "/tmp/informe.json"
    case .words(let words): words.first
    case .anything: "1"
    }
  }

  @Test("every spelling the list shows parses, with a value where it takes one; others do not")
  func everySpellingParses() throws {
    for option in OptionTable.rows {
      for name in option.names + option.aliases {
        let value = Self.sampleValue(for: option)
        let arguments =
          option.isCommandPrefix ? ["+" + value!] : [name] + (value.map { [$0] } ?? [])
        if option.group == .snapshot {
          // guia snapshot's: read by SnapshotOptions, unknown to the viewer.
          #expect(throws: Never.self, "\(arguments)") { try SnapshotOptions.parse(arguments + ["-o", "x.txt"]) }
          // Unknown to the viewer, but for -o: less's log file there, taken without effect.
          if name != "-o" {
            #expect(throws: GuiaError.unknownOption(name)) { try Options.parse(arguments) }
          }
          if value != nil {
            #expect(throws: GuiaError.missingValue(name)) { try SnapshotOptions.parse([name]) }
          }
          continue
        }
        #expect(throws: Never.self, "\(arguments)") { try Options.parse(arguments) }
        if value != nil, !option.isCommandPrefix {
          #expect(throws: GuiaError.missingValue(name)) { try Options.parse([name]) }
        }
      }
    }
    // As in less, a name may be cut short while one option begins so.
    #expect(try !Options.parse(["--chop"]).settings.wrapsLines)
    #expect(throws: GuiaError.unknownOption("--chopx")) { try Options.parse(["--chopx"]) }
    #expect(throws: GuiaError.invalidValue(option: "--mouse", value: "x")) { try Options.parse(["--mouse=x"]) }
    #expect(try Options.parse(["--completion", "fish"]).completionShell == .fish)
    #expect(try Options.parse(["--completion=zsh"]).completionShell == .zsh)
    #expect(throws: GuiaError.invalidValue(option: "--completion", value: "tcsh")) {
      try Options.parse(["--completion", "tcsh"])
    }
    #expect(try Options.parse(["--man"]).writesManPage)
  }

  @Test("--help and the man page list every option, in both languages", arguments: Language.allCases)
  func helpAndManPageAgree(language: Language) {
    let help = HelpText.text(in: language)
    let page = ManPage.roff(in: language)
    for option in OptionTable.rows where option.group == .lessCompatible {
      // Listed together in one paragraph, each spelling whole on its line.
      for name in option.names {
        #expect(help.contains(name + " ") || help.contains(name + ",") || help.contains(name + "\n"), "--help lacks \(name)")
        #expect(page.contains(ManPage.escaped(name)), "the man page lacks \(name)")
      }
    }
    for option in OptionTable.rows where option.group != .lessCompatible {
      let label = HelpText.label(of: option, in: language).trimmingLeadingSpaces
      #expect(help.contains("  " + label), "--help lacks \(label)")
      #expect(page.contains(ManPage.escaped(label)), "the man page lacks \(label)")
      let summary = TextWrapping.lines(option.summary.text(in: language), width: 1_000)[0]
      #expect(page.contains(ManPage.escaped(summary)), "the man page lacks \(label)'s text")
    }
    for binding in KeyMap.pager.bindings {
      #expect(help.contains(binding.keyNames))
      #expect(page.contains(ManPage.escaped(binding.keyNames)), "the man page lacks \(binding.keyNames)")
    }
    for entry in HelpText.environment + HelpText.exitStatuses {
      #expect(help.contains("  " + entry.term))
      #expect(page.contains(ManPage.escaped(entry.term)))
    }
    let sections =
      language == .english
      ? ["NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "KEYS", "ENVIRONMENT", "EXIT STATUS", "FILES",
         "EXAMPLES", "SEE ALSO"]
      : ["NOMBRE", "SINOPSIS", "DESCRIPCIÓN", "OPCIONES", "TECLAS", "ENTORNO", "ESTADO DE SALIDA",
         "ARCHIVOS", "EJEMPLOS", "VÉASE TAMBIÉN"]
    let titles = page.split(separator: "\n").filter { $0.hasPrefix(".SH ") }
    #expect(titles == sections.map { ".SH \"\(ManPage.escaped($0))\"" })
  }

  @Test("the man page is roff that asks nothing of the reader's locale")
  func manPageEscapes() {
    let page = ManPage.roff(in: .spanish)
    #expect(page.unicodeScalars.allSatisfy { $0.isASCII })
    #expect(page.contains("\\[u00ED]"))  // í
    for line in page.split(separator: "\n") where !line.hasPrefix(".") {
      #expect(!line.hasPrefix("'"), "a text line read as a request: \(line)")
    }
    #expect(ManPage.escaped("--a\\b") == "\\-\\-a\\eb")
    #expect(ManPage.escaped(line: ".x") == "\\&.x")
    #expect(ManPage.escaped(line: "'<letter>") == "\\&'<letter>")
  }

  @Test("each shell's completion offers every option, the demos and the shells", arguments: ShellCompletion.Shell.allCases)
  func completionsName(shell: ShellCompletion.Shell) {
    let script = ShellCompletion.script(for: shell, in: .english)
    // less's options without effect are taken, not offered.
    for option in OptionTable.rows where !option.isCommandPrefix && option.group != .lessCompatible {
      for name in option.names {
        let spelling: String
        switch shell {
        case .bash, .zsh: spelling = name
        case .fish: spelling = name.hasPrefix("--") ? "-l \(name.dropFirst(2))" : "-s \(name.dropFirst())"
        }
        #expect(script.contains(spelling), "\(shell) lacks \(name)")
      }
      #expect(!script.contains("--no-colour"), "an alias is offered")
    }
    #expect(script.contains(Options.Demo.allCases.map(\.rawValue).joined(separator: " ")))
    #expect(script.contains("bash zsh fish"))
  }

  @Test("a completion's description is the summary's first clause")
  func briefDescriptions() throws {
    let chop = try #require(ReaderOption.named("-S"))
    #expect(ShellCompletion.brief(chop, in: .english) == "Do not wrap long lines")
    let help = try #require(ReaderOption.named("--help"))
    #expect(ShellCompletion.brief(help, in: .spanish) == "Muestra esta ayuda y sale")
  }

  @Test("every text of the help, the man page and the completions has its English")
  func englishIsComplete() {
    let english = Localizer.catalogue(for: .english)
    var keys: [LocalizedStringKey] = [
      HelpText.title, HelpText.usage, HelpText.demoOptionsHeading, HelpText.snapshotOptionsHeading,
      HelpText.lessCompatibleHeading,
      ManPage.keysIntroduction,
    ]
    keys += HelpText.description + (HelpText.environment + HelpText.exitStatuses + ManPage.files).map(\.summary)
    keys += ManPage.examples.map(\.1)
    for option in OptionTable.rows { keys += [option.summary] + (option.value.map { [$0.name] } ?? []) }
    let missing = keys.filter { english[$0.key] == nil }.map(\.key)
    #expect(missing.isEmpty, "no English for: \(missing)")
    let help = HelpText.text(in: .english)
    for heading in ["Options:", "Environment:", "Keys:", "Exit status:"] {
      #expect(help.contains("\n\(heading)\n"), "no \(heading)")
    }
    #expect(ManPage.roff(in: .english).contains(".TH GUIA 1 \"\" \"guia \(Guia.version)\" \"User Commands\""))
  }

  @Test("help is wrapped to 79 columns, but for the key table's lines and the title")
  func helpWidth() {
    for language in Language.allCases {
      let text = HelpText.text(in: language)
      let keys = Set(KeyMap.pager.helpLines(in: language).map { "  " + $0 })
      for line in text.split(separator: "\n").dropFirst() where !keys.contains(String(line)) {
        #expect(DisplayWidth.of(line) <= 79 || !line.contains(" "), "\(line)")
      }
    }
  }

  @Test("definition lists: a short term shares its text's first line, a long one has a line of its own")
  func definitionList() {
    let lines = TextWrapping.definitionList(
      [(term: "-h", text: "one two three"), (term: "--a-very-long-term", text: "four")],
      indent: 2, column: 8, width: 16)
    #expect(lines == ["  -h    one two", "        three", "  --a-very-long-term", "        four"])
    #expect(TextWrapping.lines("", width: 5) == [""])
    #expect(TextWrapping.lines("abcdefgh ij", width: 5) == ["abcdefgh", "ij"])
  }
}
