import Document

/// The usual kinds of row, so that a row of ``ReaderOption/table`` says only what is its own.
extension ReaderOption {
  /// An option that sets one reader setting to `value` (`-S`), `-+` setting it back to its
  /// default unless `resets` is `false`.
  ///
  /// Typed while reading it turns between `value` and `off` (the setting's default unless
  /// given: `-i` turns between smart and case-sensitive searches) and says so, by its letter
  /// or else its long name; `whileReading` replaces that (`.unavailable`, or a toggle that
  /// says more).
  static func setting<Property: Equatable & Sendable>(
    _ names: [String], aliases: [String] = [], _ summary: LocalizedStringKey,
    _ property: WritableKeyPath<ReaderSettings, Property> & Sendable, to value: Property,
    off: Property? = nil, resets: Bool = true, whileReading: WhileReading? = nil
  ) -> ReaderOption {
    let defaultValue = ReaderSettings()[keyPath: property]
    let off = off ?? defaultValue
    let label = names.first { $0.count == 2 && $0.hasPrefix("-") } ?? names.last ?? ""
    let set: @Sendable (inout ReaderSettings, String, String) -> Bool = { settings, _, _ in
      settings[keyPath: property] = value
      return true
    }
    var reset: (@Sendable (inout ReaderSettings) -> Void)?
    if resets { reset = { settings in settings[keyPath: property] = defaultValue } }
    let toggle: WhileReading = .toggle { settings, _ in
      settings[keyPath: property] = settings[keyPath: property] == value ? off : value
      return ReaderMessage.optionTurned(label, on: settings[keyPath: property] == value)
    }
    return ReaderOption(
      names, aliases: aliases, summary, target: .setting(set: set, reset: reset),
      whileReading: whileReading ?? toggle)
  }

  /// An option with a value that sets reader settings (`-x4`): `set` reads the value with the
  /// option's one parser and returns `false` when it is none of the option's. Typed while
  /// reading, its value is asked for after `prompt`, or the option is unknown to `-` when
  /// there is none.
  static func setting(
    _ names: [String], value: Value, _ summary: LocalizedStringKey, prompt: LocalizedStringKey? = nil,
    set: @escaping @Sendable (inout ReaderSettings, _ value: String) -> Bool
  ) -> ReaderOption {
    ReaderOption(
      names, value: value, summary, target: .setting(set: { settings, _, text in set(&settings, text) }, reset: nil),
      whileReading: prompt.map { .ask($0) } ?? .unavailable)
  }

  /// An option that only the launch acts on (`--report`, `--help`), applied by GuiaApp's
  /// `Options`. Typed while reading it is unknown, or taken without effect (`-F`, `-X`).
  static func launch(
    _ names: [String], aliases: [String] = [], value: Value? = nil, group: Group = .reader,
    _ summary: LocalizedStringKey, _ option: LaunchOption, whileReading: WhileReading = .unavailable
  ) -> ReaderOption {
    ReaderOption(
      names, aliases: aliases, value: value, group: group, summary, target: .launch(option),
      whileReading: whileReading)
  }

  /// less's `--proc-backspace` and its kind: the small spelling sets `property` to `true`
  /// (processed), the capital one to `false` (shown as a control); typed while reading, the
  /// spelling used turns between its state and following `-U`, as less's do.
  static func control(
    _ name: String, _ summary: LocalizedStringKey, _ property: WritableKeyPath<ReaderSettings, Bool?> & Sendable
  ) -> ReaderOption {
    // A spelling whose first letter is small is the processing one.
    @Sendable func processes(_ spelling: String) -> Bool {
      spelling.drop { $0 == "-" }.first?.isLowercase ?? true
    }
    return ReaderOption(
      ["--" + name], aliases: ["--" + name.uppercased()], summary,
      target: .setting(
        set: { settings, spelling, _ in
          settings[keyPath: property] = processes(spelling)
          return true
        }, reset: nil),
      whileReading: .toggle { settings, longName in
        let wanted = processes(longName)
        settings[keyPath: property] = settings[keyPath: property] == wanted ? nil : wanted
        return ReaderMessage.optionTurned("--" + longName, on: settings[keyPath: property] == wanted)
      })
  }
}
