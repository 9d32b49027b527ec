import Localization
import Reader

/// How the command line, `LESS` and `GUIA` hand an option's value to its row's target.
extension Options {
  /// Sets what `option` sets, spelled `name` (for an error, and for the options whose
  /// spelling is their setting: `--PROC-TAB`), to `value` (empty when it takes none).
  ///
  /// - Throws: ``GuiaError/invalidValue(option:value:)`` when the value is none of the
  ///   option's; ``GuiaError/unknownOption(_:)`` for `guia snapshot`'s options.
  mutating func apply(_ option: ReaderOption, spelled name: String, value: String) throws(GuiaError) {
    switch option.target {
    case .setting(let set, _):
      guard set(&settings, name, value) else { throw .invalidValue(option: name, value: value) }
    case .launch(let launch): try apply(launch, spelled: name, value: value)
    case .none: break
    }
  }

  /// Sets `option` back to its default: less's `-+S`.
  mutating func reset(_ option: ReaderOption) {
    switch option.target {
    case .setting(_, let reset?): reset(&settings)
    case .launch(.quitIfOneScreen): quitsIfOneScreen = false
    case .launch(.noInit): usesAlternateScreen = true
    case .launch(.noInputPreprocessor): usesInputPreprocessor = true
    case .setting, .launch, .none: break
    }
  }

  /// What only the launch acts on: each ``LaunchOption`` is read here, with its value's parser.
  private mutating func apply(_ launch: LaunchOption, spelled name: String, value text: String) throws(GuiaError) {
    switch launch {
    case .help: showsHelp = true
    case .version: showsVersion = true
    case .manPage: writesManPage = true
    case .completion:
      guard let shell = ShellCompletion.Shell(rawValue: text) else { throw .invalidValue(option: name, value: text) }
      completionShell = shell
    case .report: reportPath = text
    case .force: forces = true
    case .mouse: mouse = .reports
    case .noMouse: mouse = .off
    case .language:
      guard let language = Language(rawValue: text) else { throw .invalidValue(option: name, value: text) }
      self.language = language
    case .noColor: usesColor = false
    case .command:
      if text.allSatisfy({ $0.isASCII && $0.isNumber }) {
        // `+NUMBER`: open at line NUMBER, as less's `+10` (typed as `10G`).
        initialCommand = text + "G"
      } else {
        // `+/text` is a search, ended here.
        initialCommand = text.hasPrefix("/") || text.hasPrefix("?") ? text + "\r" : text
      }
    case .pattern:
      guard !text.isEmpty else { throw .invalidValue(option: name, value: text) }
      initialCommand = "/" + text + "\r"
    case .quitIfOneScreen: quitsIfOneScreen = true
    case .noInit: usesAlternateScreen = false
    case .noInputPreprocessor: usesInputPreprocessor = false
    case .markdown: format = .markdown
    case .plain: format = .plain
    case .latency:
      guard let seconds = Double(text), seconds >= 0, seconds <= 60 else {
        throw .invalidValue(option: name, value: text)
      }
      numbers.latency = seconds
      numbers.isGiven = true
    case .prefetch:
      numbers.prefetch = try Self.count(text, from: 0, option: name)
      numbers.isGiven = true
    case .pages:
      numbers.pages = try Self.count(text, from: 1, option: name)
      numbers.isGiven = true
    case .failEvery:
      numbers.failEvery = try Self.count(text, from: 1, option: name)
      numbers.isGiven = true
    // `guia snapshot`'s options are read by ``SnapshotOptions``: to the viewer they are unknown.
    case .snapshot: throw .unknownOption(name)
    }
  }

  /// A whole number from `minimum` to 10 000, the demo's counts.
  private static func count(_ text: String, from minimum: Int, option: String) throws(GuiaError) -> Int {
    guard let value = Int(text), value >= minimum, value <= 10_000 else {
      throw .invalidValue(option: option, value: text)
    }
    return value
  }
}
