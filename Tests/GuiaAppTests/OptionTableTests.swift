import Document
import Localization
@testable import Reader
import Testing
@testable import GuiaApp

/// The one option table: a row reaches every door (the command line, `LESS`, `GUIA`, the `-`
/// command typed while reading) and every list (`--help`, the man page, the completions).
/// less's `-G` (`--HILITE-SEARCH`) is the proof: it came in as one row.
@Suite struct OptionTableTests {
  @Test("-G: the command line, LESS, GUIA and -G typed while reading all reach highlightsSearch")
  func hiliteSearchReachesTheSetting() throws {
    #expect(try Options.parse([]).settings.highlightsSearch)
    #expect(try !Options.parse(["-G"]).settings.highlightsSearch)
    #expect(try !Options.parse(["--HILITE-SEARCH"]).settings.highlightsSearch)
    #expect(try !Options.parse(["--HILITE-S"]).settings.highlightsSearch, "a capital beginning names -G")
    #expect(try Options.parse(["--hilite-s"]).settings.highlightsSearch, "a small one names -g, without effect")
    #expect(try Options.parse(["-G", "-+G"]).settings.highlightsSearch, "-+G: back to the default")
    #expect(!Options.lessDefaults("-iGR").settings.highlightsSearch)
    #expect(try !Options.parse([], environment: ["LESS": "-G"]).settings.highlightsSearch)
    #expect(try !Options.parse([], environment: ["GUIA": "-G"]).settings.highlightsSearch)
    #expect(try Options.parse(["-g"]).settings.highlightsSearch, "less's -g stays without effect")

    var settings = ReaderSettings()
    let letter = try #require(LiveOption.lettered("G"))
    #expect(letter.toggle(&settings) == ReaderMessage.optionTurned("-G", on: true))
    #expect(!settings.highlightsSearch)
    guard case .option(let named) = LiveOption.resolve("HILITE") else {
      Issue.record("--HILITE typed while reading names no option")
      return
    }
    #expect(named.toggle(&settings) == ReaderMessage.optionTurned("-G", on: false))
    #expect(settings.highlightsSearch)
    #expect(LiveOption.lettered("g") == nil, "less's -g is not taken while reading, as before")
  }

  @Test("-G is listed by --help, the man page and each shell's completion, in both languages")
  func hiliteSearchIsListed() throws {
    let row = try #require(ReaderOption.named("-G"))
    #expect(row.group == .reader && row.names == ["-G", "--HILITE-SEARCH"])
    for language in Language.allCases {
      let help = HelpText.text(in: language)
      #expect(help.contains("  -G, --HILITE-SEARCH"))
      #expect(ManPage.roff(in: language).contains(ManPage.escaped("-G, --HILITE-SEARCH")))
      let summary = TextWrapping.lines(row.summary.text(in: language), width: 1_000)[0]
      #expect(ManPage.roff(in: language).contains(ManPage.escaped(summary)))
    }
    #expect(Localizer.catalogue(for: .english)[row.summary.key] != nil, "no English for -G")
    #expect(ShellCompletion.script(for: .bash, in: .english).contains("-G --HILITE-SEARCH"))
    #expect(ShellCompletion.script(for: .zsh, in: .english).contains("--HILITE-SEARCH"))
    #expect(ShellCompletion.script(for: .fish, in: .english).contains("-s G -l HILITE-SEARCH"))
    #expect(!HelpText.lessCompatibleNames(in: .english).contains("-G"), "no longer among those without effect")
  }

  @Test("every reader setting is set alike by the command line, LESS, GUIA and, when asked for, by - while reading")
  func everyDoorAgrees() throws {
    for option in OptionTable.rows {
      guard case .setting(let set, _) = option.target else { continue }
      let value = CommandLineDocumentationTests.sampleValue(for: option)
      let long = "--" + option.longNames[0] + (value.map { "=" + $0 } ?? "")
      var direct = ReaderSettings()
      #expect(set(&direct, "--" + option.longNames[0], value ?? ""))
      let parsed = try Options.parse([long]).settings
      #expect(parsed == direct, "\(long) on the command line")
      #expect(try Options.parse([], environment: ["LESS": long]).settings == parsed, "LESS=\(long)")
      #expect(try Options.parse([], environment: ["GUIA": long]).settings == parsed, "GUIA=\(long)")
      if let value, case .ask = option.whileReading {
        var settings = ReaderSettings()
        #expect(LiveOption(option: option, longName: option.longNames[0]).apply(value, to: &settings))
        #expect(settings == parsed, "\(long) typed while reading")
      }
    }
  }

  @Test("each spelling names one row of its command; one asked for or turned while reading has a setting")
  func rowsAreWhole() {
    // `guia snapshot` reads its own options (its -o is not less's -o).
    var seen: [Bool: Set<String>] = [:]
    for option in OptionTable.rows {
      let isSnapshot = option.group == .snapshot
      for name in option.names + option.aliases {
        #expect(seen[isSnapshot, default: []].insert(name).inserted, "\(name) in two rows")
      }
      if case .ask = option.whileReading {
        guard case .setting = option.target else {
          Issue.record("\(option.longName) asks for a value it cannot set")
          continue
        }
      }
      if case .toggle = option.whileReading {
        guard case .setting = option.target else {
          Issue.record("\(option.longName) toggles no setting")
          continue
        }
      }
    }
    let completion = ReaderOption.named("--completion")?.value?.completion
    #expect(completion == .words(ShellCompletion.Shell.allCases.map(\.rawValue)))
  }
}
