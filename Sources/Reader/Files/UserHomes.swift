#if canImport(Glibc)
  import Glibc
#endif

/// Users' home folders, for `~user`, read from `/etc/passwd` itself rather than through
/// `getpwnam(3)`: the static release binary cannot load the NSS modules glibc would reach for
/// (`libnss_systemd`: a SIGSEGV at `:e ~nosuchuser` Tab), and a lookup that goes to the
/// network could hold the main thread. Users known only to a directory service (LDAP, NIS)
/// are not expanded: their `~name` stays as typed.
public enum UserHomes {
  /// The file read, at most this many bytes of it.
  static let path = "/etc/passwd"
  static let byteLimit = 4 << 20

  /// The home folder of the user called `name`, or `nil` when `/etc/passwd` does not have one.
  public static func home(of name: String) -> String? {
    home(of: name, in: passwd())
  }

  /// The home folder of the user `uid`, or `nil` when `/etc/passwd` does not have one.
  public static func home(ofUserID uid: UInt32) -> String? {
    home(ofUserID: uid, in: passwd())
  }

  /// The home folder of the user called `name` in `passwd`'s text (`name:x:uid:gid:gecos:home:shell`).
  static func home(of name: String, in passwd: String) -> String? {
    guard !name.isEmpty else { return nil }
    return entries(passwd).first { $0.name == name }?.home
  }

  /// The home folder of the user `uid` in `passwd`'s text.
  static func home(ofUserID uid: UInt32, in passwd: String) -> String? {
    entries(passwd).first { UInt32($0.uid) == uid }?.home
  }

  private static func entries(_ passwd: String) -> [(name: Substring, uid: Substring, home: String)] {
    passwd.split(separator: "\n").compactMap { line in
      let fields = line.split(separator: ":", omittingEmptySubsequences: false)
      // NSS's compat entries (`+name`, `-name`) name no home here.
      guard fields.count >= 7, let first = fields[0].first, first != "+", first != "-",
        !fields[5].isEmpty
      else { return nil }
      return (fields[0], fields[2], String(fields[5]))
    }
  }

  /// `/etc/passwd`'s text; empty when it cannot be read or is not a regular file (a FIFO
  /// there must not hold guia).
  private static func passwd() -> String {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard descriptor >= 0 else { return "" }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return "" }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count < byteLimit {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      bytes += chunk[..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
