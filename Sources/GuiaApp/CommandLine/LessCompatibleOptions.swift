import Document

/// less's options that change nothing guia shows, taken so that a `LESS`, `PAGER` or git
/// `core.pager` written for less never stops guia (less's own table, `opttbl.c`, less 692).
///
/// Each is read as less reads it, its value included (`-b64`, `-Pm…$`, `--use-color`), and
/// then set aside: guia already does what it asks (`-c`, `-d`: guia repaints what changed),
/// has its own way (`-P`, `-D`: the header and footer are the seed's), or lacks the feature
/// (`-o`, `-t`, lesskey). `--help` and the man page list them in one paragraph.
enum LessCompatibleOptions {
  /// How one is written: its letter (both cases when less reads both), its long name, and
  /// the value it takes.
  private struct Entry {
    let letters: String
    let name: String
    var value: CommandLineOption.ValueSyntax?
    /// Whether the capital letter is the option's other setting (less's `O_TRIPLE`): its
    /// long name then has a capital spelling too (`--SEARCH-SKIP-SCREEN`).
    var hasCapital = false
  }

  private static let entries: [Entry] = [
    Entry(letters: "a", name: "search-skip-screen", hasCapital: true),
    Entry(letters: "b", name: "buffers", value: .number(negative: true)),
    Entry(letters: "B", name: "auto-buffers"),
    Entry(letters: "c", name: "clear-screen", hasCapital: true),
    Entry(letters: "d", name: "dumb"),
    Entry(letters: "D", name: "color", value: .string),
    Entry(letters: "g", name: "hilite-search", hasCapital: true),
    Entry(letters: "", name: "max-back-scroll", value: .number(negative: false)),
    Entry(letters: "k", name: "lesskey-file", value: .string),
    Entry(letters: "", name: "lesskey-src", value: .string),
    Entry(letters: "", name: "lesskey-content", value: .string),
    Entry(letters: "m", name: "long-prompt", hasCapital: true),
    Entry(letters: "o", name: "log-file", value: .string),
    Entry(letters: "O", name: "LOG-FILE", value: .string),
    Entry(letters: "P", name: "prompt", value: .string),
    Entry(letters: "q", name: "quiet", hasCapital: true),
    Entry(letters: "", name: "silent", hasCapital: true),
    Entry(letters: "t", name: "tag", value: .string),
    Entry(letters: "T", name: "tag-file", value: .string),
    Entry(letters: "u", name: "underline-special"),
    Entry(letters: "w", name: "hilite-unread", hasCapital: true),
    Entry(letters: "y", name: "max-forw-scroll", value: .number(negative: false)),
    Entry(letters: "z", name: "window", value: .number(negative: true)),
    Entry(letters: "\"", name: "quotes", value: .string),
    Entry(letters: "#", name: "shift", value: .fraction),
    Entry(letters: "", name: "no-keypad"),
    Entry(letters: "", name: "old-bot"),
    Entry(letters: "", name: "follow-name"),
    Entry(letters: "", name: "use-backslash"),
    Entry(letters: "", name: "rscroll", value: .word),
    Entry(letters: "", name: "no-histdups"),
    Entry(letters: "", name: "emouse", value: .word),
    Entry(letters: "", name: "rmouse"),
    Entry(letters: "", name: "wheel-lines", value: .number(negative: false)),
    Entry(letters: "", name: "save-marks"),
    Entry(letters: "", name: "line-num-width", value: .number(negative: false)),
    Entry(letters: "", name: "status-col-width", value: .number(negative: false)),
    Entry(letters: "", name: "use-color"),
    Entry(letters: "", name: "file-size"),
    Entry(letters: "", name: "status-line"),
    Entry(letters: "", name: "no-paste"),
    Entry(letters: "", name: "form-feed"),
    Entry(letters: "", name: "past-eof"),
    Entry(letters: "", name: "no-edit-warn"),
    Entry(letters: "", name: "no-warn-edit"),
    Entry(letters: "", name: "no-number-headers"),
    Entry(letters: "", name: "no-search-headers"),
    Entry(letters: "", name: "no-search-header-lines"),
    Entry(letters: "", name: "no-search-header-columns"),
    Entry(letters: "", name: "redraw-on-quit"),
    Entry(letters: "", name: "search-options", value: .word),
    Entry(letters: "", name: "exit-follow-on-close"),
    Entry(letters: "", name: "no-vbell"),
    Entry(letters: "", name: "modelines", value: .number(negative: false)),
    Entry(letters: "", name: "intr", value: .word),
    Entry(letters: "", name: "show-preproc-errors"),
    Entry(letters: "", name: "match-shift", value: .fraction),
    Entry(letters: "", name: "cmd", value: .string),
    Entry(letters: "", name: "autosave", value: .word),
    Entry(letters: "", name: "hilite-target"),
    Entry(letters: "", name: "end-prompt", value: .word),
    Entry(letters: "", name: "tty", value: .string),
  ]

  /// The options, in less's order.
  static let options: [CommandLineOption] = entries.map { entry in
    let letters = entry.letters.map { "-" + String($0) }
    let capitals = entry.hasCapital ? entry.letters.uppercased().map { "-" + String($0) } : []
    return CommandLineOption(
      letters + capitals + ["--" + entry.name],
      aliases: entry.hasCapital ? ["--" + entry.name.uppercased()] : [],
      value: entry.value.map { syntax in
        let isText = syntax == .string || syntax == .word
        return CommandLineOption.Value(name: isText ? "TEXTO" : "N", completion: .anything, syntax: syntax)
      },
      group: .lessCompatible, summary
    ) { _, _, _ in }
  }

  /// What `--help` says of them all.
  static let summary: LocalizedStringKey = """
    Se aceptan y no cambian nada en guia (guia ya hace lo que piden, o tiene su propia \
    manera), para que un LESS o un PAGER escritos para less funcionen tal cual; cada valor se \
    lee como lo lee less:
    """
}
