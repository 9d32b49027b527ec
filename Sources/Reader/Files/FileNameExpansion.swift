#if canImport(Glibc)
  import Glibc
#endif

/// File names as less's `:e` reads them: the names typed, separated by spaces (a name with
/// spaces between double quotes), each with `~` and wildcards expanded as the shell would
/// (glob(3): `*`, `?`, `[…]`, `{a,b}`), a pattern that matches nothing kept as typed; and Tab's
/// completion of the name being typed.
public enum FileNameExpansion {
  /// The files `typed` names, in order; each pattern's matches sorted. Without `expanding`
  /// (secure mode without `glob`), the names as typed.
  public static func paths(_ typed: String, expanding: Bool = true) -> [String] {
    guard expanding else { return words(typed) }
    return words(typed).flatMap { word in glob(tildeExpanded(word), flags: GLOB_BRACE | GLOB_NOCHECK) }
  }

  /// The names the last word of `typed` may become: the files it begins, a folder's with a
  /// `/` after it.
  public static func completions(of typed: String) -> [String] {
    let last = typed.isEmpty || typed.hasSuffix(" ") ? "" : words(typed).last ?? ""
    return glob(escaped(tildeExpanded(last)) + "*", flags: GLOB_MARK)
  }

  /// `typed` with its last word completed by Tab: to what all its completions begin with, or,
  /// when that is no longer than what is typed, to the completion after the one typed (the
  /// first); `nil` when nothing changes.
  public static func completed(_ typed: String) -> String? {
    let choices = completions(of: typed)
    guard let first = choices.first else { return nil }
    let start = typed.lastIndex(of: " ").map { typed.index(after: $0) } ?? typed.startIndex
    let last = String(typed[start...])
    let common = choices.dropFirst().reduce(first) { prefix, name in
      String(zip(prefix, name).prefix { $0 == $1 }.map(\.0))
    }
    let expandedLast = tildeExpanded(last)
    let replacement: String
    if common.count > expandedLast.count {
      replacement = common
    } else if let index = choices.firstIndex(of: expandedLast) {
      replacement = choices[(index + 1) % choices.count]
    } else {
      replacement = first
    }
    return replacement == expandedLast ? nil : String(typed[..<start]) + replacement
  }

  /// `word` with a `~` or `~user` at its start replaced by that home folder, as the shell does
  /// (and glob does only for names that exist).
  static func tildeExpanded(_ word: String) -> String {
    guard word.hasPrefix("~") else { return word }
    let slash = word.firstIndex(of: "/") ?? word.endIndex
    let user = word[word.index(after: word.startIndex)..<slash]
    let home: String?
    if user.isEmpty {
      home = getenv("HOME").map { String(cString: $0) } ?? getpwuid(getuid()).flatMap { $0.pointee.pw_dir.map { String(cString: $0) } }
    } else {
      home = getpwnam(String(user)).flatMap { $0.pointee.pw_dir.map { String(cString: $0) } }
    }
    guard let home else { return word }
    return home + word[slash...]
  }

  /// The words of `typed`, split at spaces outside double quotes, the quotes dropped.
  static func words(_ typed: String) -> [String] {
    var words: [String] = []
    var word = ""
    var quoted = false
    var inWord = false
    for character in typed {
      if character == "\"" {
        quoted.toggle()
        inWord = true
      } else if character == " ", !quoted {
        if inWord { words.append(word) }
        word = ""
        inWord = false
      } else {
        word.append(character)
        inWord = true
      }
    }
    if inWord { words.append(word) }
    return words
  }

  /// `name` with glob's special characters taken as themselves, `~` at its start kept.
  private static func escaped(_ name: String) -> String {
    var result = ""
    for (index, character) in name.enumerated() {
      if "*?[]{}\\".contains(character) || (character == "~" && index > 0) { result.append("\\") }
      result.append(character)
    }
    return result
  }

  private static func glob(_ pattern: String, flags: Int32) -> [String] {
    var found = glob_t()
    defer { globfree(&found) }
    guard Glibc.glob(pattern, flags, nil, &found) == 0 else { return [] }
    return (0..<Int(found.gl_pathc)).compactMap { found.gl_pathv[$0].map { String(cString: $0) } }
  }
}
