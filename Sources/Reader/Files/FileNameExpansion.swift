#if canImport(Glibc)
  import Glibc
#endif
import CPlatform

/// File names as less's `:e` reads them: the names typed, separated by spaces (a name with
/// spaces between double quotes), each with `~` and wildcards expanded as the shell would
/// (glob(3): `*`, `?`, `[…]`, `{a,b}`), a pattern that matches nothing kept as typed; and Tab's
/// completion of the name being typed.
///
/// The expansion runs on the main thread (the reader checks the names as the key is read), so
/// its work is bounded: `/*/*/*/*/*/*` walked the disk for 12 s and 24 `{a,b}` gave 16 million
/// names. A walk stops after ``stepLimit`` folder entries and names looked at or
/// ``timeLimit`` milliseconds, and at most ``nameLimit`` names are taken, the walk said cut;
/// braces that would give more than ``alternativeLimit`` names are refused before any is made.
public enum FileNameExpansion {
  /// The most names one `:e` takes.
  public static let nameLimit = 1000
  /// The most folder entries read and names looked at for one `:e` or one Tab.
  public static let stepLimit = 50_000
  /// The most milliseconds one `:e` or one Tab walks folders.
  public static let timeLimit = 50
  /// The most names the braces of one word may give.
  public static let alternativeLimit = 1000

  /// What `:e`'s names became.
  public struct Expansion: Hashable, Sendable {
    /// The files named, in order.
    public var paths: [String]
    /// Whether a bound stopped the walk or the names taken: `paths` is what was found by then.
    public var wasCut: Bool
  }

  /// The files `typed` names, in order; each pattern's matches sorted. Without `expanding`
  /// (secure mode without `glob`), the names as typed.
  public static func paths(_ typed: String, expanding: Bool = true) -> [String] {
    (try? expand(typed, expanding: expanding).paths) ?? []
  }

  /// The files `typed` names, within the bounds; without `expanding`, the names as typed.
  /// - Throws: ``FileList/Refusal/tooManyAlternatives(_:)`` when a word's braces give more
  ///   than ``alternativeLimit`` names, ``FileList/Refusal/cutBeforeAnyName`` when the bound
  ///   stopped the walk before it found any.
  public static func expand(_ typed: String, expanding: Bool = true) throws(FileList.Refusal) -> Expansion {
    guard expanding else { return Expansion(paths: words(typed), wasCut: false) }
    let patterns = words(typed).map(tildeExpanded)
    for pattern in patterns where alternatives(in: pattern) > alternativeLimit {
      throw .tooManyAlternatives(alternativeLimit)
    }
    var budget = Budget()
    var paths: [String] = []
    var wasCut = false
    for pattern in patterns {
      var (found, cut) = glob(pattern, flags: GLOB_BRACE | GLOB_NOCHECK, budget: &budget)
      // What GLOB_NOCHECK gives for "nothing found" means "nothing found in time" once cut.
      if cut, found == [pattern] { found = [] }
      if paths.count + found.count > nameLimit {
        found = Array(found.prefix(nameLimit - paths.count))
        cut = true
      }
      paths += found
      wasCut = wasCut || cut
      if paths.count >= nameLimit || budget.isSpent { break }
    }
    if paths.isEmpty, wasCut { throw .cutBeforeAnyName }
    return Expansion(paths: paths, wasCut: wasCut)
  }

  /// The names the last word of `typed` may become: the files it begins, a folder's with a
  /// `/` after it.
  public static func completions(of typed: String) -> [String] {
    let last = typed.isEmpty || typed.hasSuffix(" ") ? "" : words(typed).last ?? ""
    var budget = Budget()
    return Array(glob(escaped(tildeExpanded(last)) + "*", flags: GLOB_MARK, budget: &budget).paths.prefix(nameLimit))
  }

  /// How many names the braces of `pattern` give (glob's `{a,b}`, nested, `\` escaping),
  /// counted without making them; an unclosed brace counts as itself.
  static func alternatives(in pattern: String) -> Int {
    let characters = Array(pattern)
    var index = 0
    return alternatives(in: characters, from: &index, nested: false)
  }

  private static func alternatives(in characters: [Character], from index: inout Int, nested: Bool) -> Int {
    var product = 1
    while index < characters.count {
      let character = characters[index]
      if character == "\\" {
        index += 2
        continue
      }
      if nested, character == "," || character == "}" { return product }
      index += 1
      guard character == "{" else { continue }
      var sum = 0
      var closed = false
      while index < characters.count {
        sum = saturated(sum, plus: alternatives(in: characters, from: &index, nested: true))
        guard index < characters.count else { break }
        index += 1
        if characters[index - 1] == "}" {
          closed = true
          break
        }
      }
      if closed { product = saturated(product, times: sum) }
    }
    return product
  }

  private static func saturated(_ a: Int, plus b: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? Int.max : sum
  }

  private static func saturated(_ a: Int, times b: Int) -> Int {
    let (product, overflow) = a.multipliedReportingOverflow(by: b)
    return overflow ? Int.max : product
  }

  /// What is left of one expansion's work: steps and time, shared by its patterns.
  private struct Budget {
    var steps = FileNameExpansion.stepLimit
    let start = Budget.now()

    var milliseconds: Int { max(0, FileNameExpansion.timeLimit - (Budget.now() - start)) }
    var isSpent: Bool { steps <= 0 || milliseconds <= 0 }

    private static func now() -> Int {
      var time = timespec()
      clock_gettime(CLOCK_MONOTONIC, &time)
      return time.tv_sec * 1000 + time.tv_nsec / 1_000_000
    }
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
      home = getenv("HOME").map { String(cString: $0) } ?? UserHomes.home(ofUserID: getuid())
    } else {
      home = UserHomes.home(of: String(user))
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

  private static func glob(_ pattern: String, flags: Int32, budget: inout Budget)
    -> (paths: [String], wasCut: Bool)
  {
    var found = glob_t()
    defer { globfree(&found) }
    var steps = budget.steps
    var cut: Int32 = 0
    let result = guia_glob_bounded(pattern, flags, &steps, budget.milliseconds, &found, &cut)
    budget.steps = steps
    guard result == 0 else { return ([], cut != 0) }
    return ((0..<Int(found.gl_pathc)).compactMap { found.gl_pathv[$0].map { String(cString: $0) } }, cut != 0)
  }
}
