/// Every option guia takes, one row each, as less's `opttbl.c` has them: the command line,
/// `LESS` and `GUIA`, the `-` prompt while reading, `--help`, the man page and the completions
/// all read these rows, so an option is one row plus the code that reads its setting.
public enum OptionTable {
  /// The rows, in the order `--help` and the man page list them: the reader's, the numbers
  /// demo's, `guia snapshot`'s, and less's that change nothing.
  public static let rows: [ReaderOption] = ReaderSettingRows.rows + LaunchRows.rows + LessCompatibleRows.rows
}
