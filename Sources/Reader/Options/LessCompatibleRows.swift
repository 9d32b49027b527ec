import Document

/// less's options that change nothing guia shows, taken so that a `LESS`, `PAGER` or git
/// `core.pager` written for less never stops guia (less's own table, `opttbl.c`, less 692).
///
/// Each is read as less reads it, its value included (`-b64`, `-Pm…$`, `--use-color`), and
/// then set aside: guia already does what it asks (`-c`, `-d`: guia repaints what changed),
/// has its own way (`-P`, `-D`: the header and footer are the seed's), or lacks the feature
/// (`-o`, `-t`, lesskey). `--help` and the man page list them in one paragraph. One that
/// guia comes to do for real leaves this list for a row of its own (as `-G` did).
public enum LessCompatibleRows {
  typealias Value = ReaderOption.Value
  typealias ValueSyntax = ReaderOption.ValueSyntax
  typealias WhileReading = ReaderOption.WhileReading

  /// The rows.
  static let rows: [ReaderOption] = entries.map { entry in
    let letters = entry.letters.map { "-" + String($0) }
    let capitals = entry.hasCapital ? entry.letters.uppercased().map { "-" + String($0) } : []
    return ReaderOption(
      letters + capitals + ["--" + entry.name],
      aliases: entry.hasCapital ? ["--" + entry.name.uppercased()] : [],
      value: entry.value.map { syntax in
        let isText = syntax == .string || syntax == .word
        return Value(name: isText ? "TEXTO" : "N", syntax: syntax)
      },
      group: .lessCompatible, summary, target: .none, whileReading: entry.whileReading)
  }

  /// What `--help` says of them all.
  public static let summary: LocalizedStringKey = """
    Se aceptan y no cambian nada en guia (guia ya hace lo que piden, o tiene su propia \
    manera), para que un LESS o un PAGER escritos para less funcionen tal cual; cada valor se \
    lee como lo lee less:
    """

  /// How one is written: its letter (both cases when less reads both), its long name, the
  /// value it takes, and whether `-` takes it while reading (to say it changes nothing).
  private struct LessEntry {
    let letters: String
    let name: String
    var value: ValueSyntax?
    /// Whether the capital letter is the option's other setting (less's `O_TRIPLE`): its
    /// long name then has a capital spelling too (`--SEARCH-SKIP-SCREEN`).
    var hasCapital = false
    var whileReading = WhileReading.unavailable
  }

  private static let entries: [LessEntry] = [
    LessEntry(letters: "a", name: "search-skip-screen", hasCapital: true),
    LessEntry(letters: "b", name: "buffers", value: .number(negative: true)),
    LessEntry(letters: "B", name: "auto-buffers"),
    LessEntry(letters: "c", name: "clear-screen", hasCapital: true),
    LessEntry(letters: "d", name: "dumb"),
    LessEntry(letters: "D", name: "color", value: .string),
    LessEntry(letters: "g", name: "hilite-search"),
    LessEntry(letters: "", name: "max-back-scroll", value: .number(negative: false)),
    LessEntry(letters: "k", name: "lesskey-file", value: .string),
    LessEntry(letters: "", name: "lesskey-src", value: .string),
    LessEntry(letters: "", name: "lesskey-content", value: .string),
    LessEntry(letters: "m", name: "long-prompt", hasCapital: true, whileReading: .noEffect),
    LessEntry(letters: "o", name: "log-file", value: .string),
    LessEntry(letters: "O", name: "LOG-FILE", value: .string),
    LessEntry(letters: "P", name: "prompt", value: .string),
    LessEntry(letters: "q", name: "quiet", hasCapital: true, whileReading: .noEffect),
    LessEntry(letters: "", name: "silent", hasCapital: true),
    LessEntry(letters: "t", name: "tag", value: .string),
    LessEntry(letters: "T", name: "tag-file", value: .string),
    LessEntry(letters: "w", name: "hilite-unread", hasCapital: true),
    LessEntry(letters: "y", name: "max-forw-scroll", value: .number(negative: false)),
    LessEntry(letters: "z", name: "window", value: .number(negative: true)),
    LessEntry(letters: "\"", name: "quotes", value: .string),
    LessEntry(letters: "#", name: "shift", value: .fraction),
    LessEntry(letters: "", name: "no-keypad"),
    LessEntry(letters: "", name: "old-bot"),
    LessEntry(letters: "", name: "follow-name"),
    LessEntry(letters: "", name: "use-backslash"),
    LessEntry(letters: "", name: "rscroll", value: .word),
    LessEntry(letters: "", name: "no-histdups"),
    LessEntry(letters: "", name: "emouse", value: .word),
    LessEntry(letters: "", name: "rmouse"),
    LessEntry(letters: "", name: "wheel-lines", value: .number(negative: false)),
    LessEntry(letters: "", name: "save-marks"),
    LessEntry(letters: "", name: "line-num-width", value: .number(negative: false)),
    LessEntry(letters: "", name: "status-col-width", value: .number(negative: false)),
    LessEntry(letters: "", name: "use-color", whileReading: .noEffect),
    LessEntry(letters: "", name: "file-size"),
    LessEntry(letters: "", name: "status-line"),
    LessEntry(letters: "", name: "no-paste"),
    LessEntry(letters: "", name: "form-feed"),
    LessEntry(letters: "", name: "past-eof"),
    LessEntry(letters: "", name: "no-edit-warn"),
    LessEntry(letters: "", name: "no-warn-edit"),
    LessEntry(letters: "", name: "no-number-headers"),
    LessEntry(letters: "", name: "no-search-headers", whileReading: .noEffect),
    LessEntry(letters: "", name: "no-search-header-lines"),
    LessEntry(letters: "", name: "no-search-header-columns"),
    LessEntry(letters: "", name: "redraw-on-quit"),
    LessEntry(letters: "", name: "search-options", value: .word),
    LessEntry(letters: "", name: "exit-follow-on-close"),
    LessEntry(letters: "", name: "no-vbell"),
    LessEntry(letters: "", name: "modelines", value: .number(negative: false)),
    LessEntry(letters: "", name: "intr", value: .word),
    LessEntry(letters: "", name: "show-preproc-errors"),
    LessEntry(letters: "", name: "match-shift", value: .fraction),
    LessEntry(letters: "", name: "cmd", value: .string),
    LessEntry(letters: "", name: "autosave", value: .word),
    LessEntry(letters: "", name: "hilite-target"),
    LessEntry(letters: "", name: "end-prompt", value: .word),
    LessEntry(letters: "", name: "tty", value: .string),
  ]
}
