/// What a file command asks for, as less reads `:` and the letter after it: `:n` and `:p`
/// (N files on or back), `:x` (the Nth), `:d` (this one off the list), `:e` (a file to
/// examine, typed next), `:f` (as `=`), `:q`.
enum FileCommand: Hashable {
  /// Another file, or this one off the list.
  case request(FileRequest)
  /// The prompt for a file to examine.
  case examine
  /// What `=` says.
  case info
  /// Leave guia.
  case quit
  /// A command secure mode turned off (`:e` without the feature).
  case notAvailable
  /// No such command.
  case unknown

  /// The command `letter` names after `:`, with the count typed before it; `:e` only when
  /// `allowsExamine`.
  init(_ letter: Character, count: Int?, allowsExamine: Bool) {
    switch letter {
    case "n": self = .request(.next(count ?? 1))
    case "p": self = .request(.previous(count ?? 1))
    case "x": self = .request(.number(count ?? 1))
    case "d": self = .request(.remove)
    case "e": self = allowsExamine ? .examine : .notAvailable
    case "f": self = .info
    case "q", "Q": self = .quit
    default: self = .unknown
    }
  }
}
