/// What less's secure mode leaves a reader do: all of it, unless `LESSSECURE` is set (then
/// nothing but what `LESSSECURE_ALLOW` names), less what `LESSSECURE_DISALLOW` names.
///
/// The names are less's (`main.c`'s `security_features`), each of which may be cut short while
/// only one name begins so; guia acts on those it has commands for (`v`, `:e`, wildcards and
/// Tab in `:e`, the history file, `LESSOPEN`, Ctrl-Z) and takes the others so that a `LESSSECURE_ALLOW`
/// written for less is read the same.
public struct SecureFeatures: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// `v`: the editor.
  public static let edit = SecureFeatures(rawValue: 1 << 0)
  /// `:e`: another file.
  public static let examine = SecureFeatures(rawValue: 1 << 1)
  /// `~` and wildcards in `:e`'s names, and Tab's completion of them.
  public static let glob = SecureFeatures(rawValue: 1 << 2)
  /// The search history kept in a file across runs.
  public static let history = SecureFeatures(rawValue: 1 << 3)
  /// less's key files (guia has none).
  public static let lesskey = SecureFeatures(rawValue: 1 << 4)
  /// `LESSOPEN` and `LESSCLOSE`.
  public static let lessopen = SecureFeatures(rawValue: 1 << 5)
  /// less's `-o` and `s` (guia has neither).
  public static let logfile = SecureFeatures(rawValue: 1 << 6)
  /// Opening an OSC 8 link with a command (guia only shows the address).
  public static let osc8 = SecureFeatures(rawValue: 1 << 7)
  /// less's `|` (guia has none).
  public static let pipe = SecureFeatures(rawValue: 1 << 8)
  /// less's `!` (guia has none).
  public static let shell = SecureFeatures(rawValue: 1 << 9)
  /// Suspending with Ctrl-Z (ignored without it, as less ignores SIGTSTP).
  public static let stop = SecureFeatures(rawValue: 1 << 10)
  /// less's tags (guia has none).
  public static let tags = SecureFeatures(rawValue: 1 << 11)

  /// Every feature: no secure mode.
  public static let all = SecureFeatures(rawValue: (1 << 12) - 1)

  /// The names less reads, in its order.
  public static let names: [(name: String, feature: SecureFeatures)] = [
    ("edit", .edit), ("examine", .examine), ("glob", .glob), ("history", .history),
    ("lesskey", .lesskey), ("lessopen", .lessopen), ("logfile", .logfile), ("osc8", .osc8),
    ("pipe", .pipe), ("shell", .shell), ("stop", .stop), ("tags", .tags),
  ]

  /// A name in `LESSSECURE_ALLOW` or `LESSSECURE_DISALLOW` that is no feature's, or the start
  /// of more than one.
  public struct UnknownName: Error, Hashable, Sendable {
    /// The variable it was read from.
    public var variable: String
    /// The name as written.
    public var name: String

    /// The name `name` read from `variable`.
    public init(variable: String, name: String) {
      self.variable = variable
      self.name = name
    }
  }

  /// The features an environment allows, read as less's `init_secure` reads them: an empty
  /// variable is as one unset.
  /// - Throws: ``UnknownName`` for a name less would call invalid or ambiguous; nothing is
  ///   allowed by guessing.
  public init(environment: (String) -> String?) throws(UnknownName) {
    func value(_ name: String) -> String? { environment(name).flatMap { $0.isEmpty ? nil : $0 } }
    var features: SecureFeatures = value("LESSSECURE") == nil ? .all : []
    if let allowed = value("LESSSECURE_ALLOW") {
      features = try Self.parse(allowed, variable: "LESSSECURE_ALLOW")
    }
    if let disallowed = value("LESSSECURE_DISALLOW") {
      features.subtract(try Self.parse(disallowed, variable: "LESSSECURE_DISALLOW"))
    }
    self.init(rawValue: features.rawValue)
  }

  /// The features of a comma-separated list of names (less's `parse_csl_bitmap`).
  static func parse(_ list: String, variable: String) throws(UnknownName) -> SecureFeatures {
    var features: SecureFeatures = []
    for word in list.split(separator: ",") {
      let name = word.trimmingSpaces
      guard !name.isEmpty else { continue }
      let matches = names.filter { $0.name.hasPrefix(name) }
      guard matches.count == 1 else { throw UnknownName(variable: variable, name: name) }
      features.insert(matches[0].feature)
    }
    return features
  }
}

extension Substring {
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
