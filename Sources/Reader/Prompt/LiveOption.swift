import Document
import ScrollKit

/// An option that less's `-` command changes while reading: `-` and its letter, or `--` and
/// its long name (or a beginning of it that names one option only) and Enter.
///
/// Long names are less's: `--chop-long-lines`, `--LINE-NUMBERS`, `--wordwrap`. As in less, a
/// name typed in capitals names the capital option (`--IGNORE-CASE` is `-I`,
/// `--ignore-case` is `-i`), and a name typed in small letters matches either spelling when
/// only one option begins so.
public enum LiveOption: CaseIterable, Hashable, Sendable {
  case chopLongLines, lineNumbers, ignoreCase, ignoreCaseAlways, rawControlChars, wordWrap, tilde
  /// `--header N[,M]`, `-x` (`--tabs`) and `-j` (`--jump-target`): each asks for its value.
  case header, tabs, jumpTarget
  /// `-J`: the status column.
  case statusColumn
  /// `-U`: backspaces, tabs and returns shown as controls; `-u`: processed (as guia always
  /// shows them: it never sends them to the terminal raw).
  case showControls, underlineSpecial
  /// `--proc-backspace` (processed) and `--PROC-BACKSPACE` (shown), and the same for tabs
  /// and returns: each overrides `-U` for one control.
  case processBackspaces, showBackspaces, processTabs, showTabs, processReturns, showReturns
  /// `-s`: blank lines in a row shown as one.
  case squeezeBlankLines
  /// `-e` and `-E`: quitting at the end; `-K`: Ctrl-C quitting.
  case quitAtEndOfFile, quitAtFirstEndOfFile, quitOnInterrupt
  /// `-n`: line numbers hidden.
  case suppressLineNumbers
  /// Options less users type that change nothing guia shows: taken, and said so.
  case useColor, incrementalSearch, quitIfOneScreen, noInit, quiet, longPrompt, mediumPrompt, searchHeaders

  /// The letter after `-`, when the option has one.
  public var letter: Character? {
    switch self {
    case .chopLongLines: "S"
    case .lineNumbers: "N"
    case .ignoreCase: "i"
    case .ignoreCaseAlways: "I"
    case .rawControlChars: "R"
    case .tilde: "~"
    case .quitAtEndOfFile: "e"
    case .quitAtFirstEndOfFile: "E"
    case .quitOnInterrupt: "K"
    case .squeezeBlankLines: "s"
    case .quitIfOneScreen: "F"
    case .noInit: "X"
    case .quiet: "q"
    case .longPrompt: "M"
    case .mediumPrompt: "m"
    case .suppressLineNumbers: "n"
    case .statusColumn: "J"
    case .tabs: "x"
    case .jumpTarget: "j"
    case .showControls: "U"
    case .underlineSpecial: "u"
    case .processBackspaces, .showBackspaces, .processTabs, .showTabs, .processReturns, .showReturns: nil
    case .wordWrap, .useColor, .incrementalSearch, .searchHeaders, .header: nil
    }
  }

  /// The long name after `--`, as less spells it.
  public var longName: String {
    switch self {
    case .chopLongLines: "chop-long-lines"
    case .lineNumbers: "LINE-NUMBERS"
    case .ignoreCase: "ignore-case"
    case .ignoreCaseAlways: "IGNORE-CASE"
    case .rawControlChars: "RAW-CONTROL-CHARS"
    case .wordWrap: "wordwrap"
    case .tilde: "tilde"
    case .useColor: "use-color"
    case .incrementalSearch: "incsearch"
    case .quitAtEndOfFile: "quit-at-eof"
    case .quitAtFirstEndOfFile: "QUIT-AT-EOF"
    case .quitOnInterrupt: "quit-on-intr"
    case .squeezeBlankLines: "squeeze-blank-lines"
    case .quitIfOneScreen: "quit-if-one-screen"
    case .noInit: "no-init"
    case .quiet: "quiet"
    case .longPrompt: "LONG-PROMPT"
    case .mediumPrompt: "long-prompt"
    case .suppressLineNumbers: "line-numbers"
    case .searchHeaders: "no-search-headers"
    case .header: "header"
    case .tabs: "tabs"
    case .jumpTarget: "jump-target"
    case .statusColumn: "status-column"
    case .showControls: "UNDERLINE-SPECIAL"
    case .underlineSpecial: "underline-special"
    case .processBackspaces: "proc-backspace"
    case .showBackspaces: "PROC-BACKSPACE"
    case .processTabs: "proc-tab"
    case .showTabs: "PROC-TAB"
    case .processReturns: "proc-return"
    case .showReturns: "PROC-RETURN"
    }
  }

  /// Whether toggling it changes what guia shows or does.
  public var hasEffect: Bool {
    switch self {
    case .chopLongLines, .lineNumbers, .ignoreCase, .ignoreCaseAlways, .rawControlChars, .wordWrap, .tilde,
      .header, .statusColumn, .showControls, .processBackspaces, .showBackspaces, .processTabs,
      .showTabs, .processReturns, .showReturns, .squeezeBlankLines, .quitAtEndOfFile, .quitAtFirstEndOfFile,
      .quitOnInterrupt, .suppressLineNumbers, .incrementalSearch, .tabs, .jumpTarget:
      true
    default: false
    }
  }

  /// What a long name typed after `--` names.
  public enum Resolution: Hashable, Sendable {
    case option(LiveOption)
    /// More than one option begins so: their names.
    case ambiguous([String])
    /// No option guia knows has this name.
    case unknown
  }

  /// The option `typed` names: a whole name first, else the one name it begins; capitals
  /// typed must match capitals.
  public static func resolve(_ typed: String) -> Resolution {
    let name = typed.hasPrefix("--") ? String(typed.dropFirst(2)) : typed
    guard let first = name.first else { return .unknown }
    if let exact = allCases.first(where: { $0.longName == name }) { return .option(exact) }
    // As less: letters match whatever their case; a first letter typed in capitals names the
    // capital spelling (`--PROC-b` is --PROC-BACKSPACE), a small one the small spelling.
    let candidates = allCases.filter { $0.longName.lowercased().hasPrefix(name.lowercased()) }
    let sameCase = candidates.filter { $0.longName.first?.isUppercase == first.isUppercase }
    if sameCase.count == 1 { return .option(sameCase[0]) }
    if candidates.count == 1 { return .option(candidates[0]) }
    let named = sameCase.isEmpty ? candidates : sameCase
    return named.isEmpty ? .unknown : .ambiguous(named.map { "--" + $0.longName })
  }

  /// Whether the option takes a value, asked for after its name.
  public var takesValue: Bool { [.header, .tabs, .jumpTarget].contains(self) }

  /// What the footer's row asks for an option that takes a value.
  public var valuePrompt: LocalizedStringKey {
    switch self {
    case .tabs: ReaderMessage.tabStopsPrompt
    case .jumpTarget: ReaderMessage.jumpTargetPrompt
    default: ReaderMessage.headerPrompt
    }
  }

  /// Sets the option to `value` in `settings`, as less reads its value typed while reading;
  /// `false` when it is no value of the option.
  func apply(_ value: String, to settings: inout ReaderSettings) -> Bool {
    switch self {
    case .tabs:
      guard let stops = TabStops(value) else { return false }
      settings.tabStops = stops
    case .jumpTarget:
      guard let target = JumpTarget(value) else { return false }
      settings.jumpTarget = target
    default:
      guard let header = Self.headerValue(value) else { return false }
      if let lines = header.lines { settings.headerLines = lines }
      if let columns = header.columns { settings.headerColumns = columns }
    }
    return true
  }

  /// `N[,M]` as less reads `--header`'s value: the lines, and the columns when given; `nil`
  /// when it is no such value.
  public static func headerValue(_ text: String) -> (lines: Int?, columns: Int?)? {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
      String($0.filter { $0 != " " })
    }
    guard (1...3).contains(parts.count) else { return nil }
    func number(_ part: String) -> Int?? {
      if part.isEmpty { return .some(nil) }
      guard let value = Int(part), value >= 0, value <= 1_000_000 else { return nil }
      return .some(value)
    }
    guard let lines = number(parts[0]) else { return nil }
    guard parts.count > 1 else { return (lines, nil) }
    guard let columns = number(parts[1]) else { return nil }
    return (lines, columns)
  }

  /// The option `-` and `letter` name.
  public static func lettered(_ letter: Character) -> LiveOption? {
    allCases.first { $0.letter == letter }
  }

  /// Turns the option the other way in `settings`, as less's `-` does, and returns what it
  /// says. A tri-state option (`--proc-tab` and `--PROC-TAB`) goes between its spelling's
  /// state and following `-U`, as less's do.
  func toggle(_ settings: inout ReaderSettings) -> LocalizedStringKey {
    func override(_ key: WritableKeyPath<ReaderSettings, Bool?>, processes: Bool) -> LocalizedStringKey {
      settings[keyPath: key] = settings[keyPath: key] == processes ? nil : processes
      return ReaderMessage.optionTurned("--" + longName, on: settings[keyPath: key] == processes)
    }
    switch self {
    case .chopLongLines:
      settings.wrapsLines.toggle()
      return settings.wrapsLines ? ReaderMessage.wrapping : ReaderMessage.chopping
    case .lineNumbers:
      settings.showsLineNumbers.toggle()
      return settings.showsLineNumbers ? ReaderMessage.lineNumbersShown : ReaderMessage.lineNumbersHidden
    case .ignoreCase:
      let on = settings.searchCase != .smart
      settings.searchCase = on ? .smart : .sensitive
      return ReaderMessage.optionTurned("-i", on: on)
    case .ignoreCaseAlways:
      let on = settings.searchCase != .insensitive
      settings.searchCase = on ? .insensitive : .sensitive
      return ReaderMessage.optionTurned("-I", on: on)
    case .rawControlChars:
      let on = settings.escapes != .styles
      settings.escapes = on ? .styles : .placeholders
      return ReaderMessage.optionTurned("-R", on: on)
    case .wordWrap:
      settings.wrapsAtWords.toggle()
      return ReaderMessage.optionTurned("--wordwrap", on: settings.wrapsAtWords)
    case .tilde:
      settings.showsEndMarker.toggle()
      return ReaderMessage.optionTurned("-~", on: !settings.showsEndMarker)
    case .statusColumn:
      settings.showsStatusColumn.toggle()
      return ReaderMessage.optionTurned("-J", on: settings.showsStatusColumn)
    case .showControls:
      settings.showsControls.toggle()
      return ReaderMessage.optionTurned("-U", on: settings.showsControls)
    case .processBackspaces, .showBackspaces:
      return override(\.processesBackspaces, processes: self == .processBackspaces)
    case .processTabs, .showTabs: return override(\.processesTabs, processes: self == .processTabs)
    case .processReturns, .showReturns: return override(\.processesReturns, processes: self == .processReturns)
    case .squeezeBlankLines:
      settings.squeezesBlankLines.toggle()
      return ReaderMessage.optionTurned("-s", on: settings.squeezesBlankLines)
    case .quitAtEndOfFile, .quitAtFirstEndOfFile:
      let wanted: QuitAtEnd = self == .quitAtEndOfFile ? .secondTime : .firstTime
      settings.quitsAtEnd = settings.quitsAtEnd == wanted ? .never : wanted
      return ReaderMessage.optionTurned(self == .quitAtEndOfFile ? "-e" : "-E", on: settings.quitsAtEnd == wanted)
    case .quitOnInterrupt:
      settings.quitsOnInterrupt.toggle()
      return ReaderMessage.optionTurned("-K", on: settings.quitsOnInterrupt)
    case .incrementalSearch:
      settings.incrementalSearch.toggle()
      return ReaderMessage.optionTurned("--incsearch", on: settings.incrementalSearch)
    case .suppressLineNumbers:
      // less's -n turns numbers off; typed again, back to what -N says.
      settings.showsLineNumbers = false
      return ReaderMessage.lineNumbersHidden
    case .header, .tabs, .jumpTarget, .useColor, .quitIfOneScreen, .noInit, .quiet,
      .longPrompt, .mediumPrompt, .searchHeaders, .underlineSpecial:
      return ReaderMessage.optionWithoutEffect("--" + longName)
    }
  }
}
