#if canImport(Glibc)
  import Glibc
#endif

/// A program guia runs and waits for: the editor of `v`, `rsvg-convert` for a snapshot's PNG.
enum ChildProcess {
  /// Runs `arguments` (the first is the program's path) with guia's environment and waits for
  /// it; returns its wait status, or `nil` when it could not start.
  static func run(_ arguments: [String]) -> Int32? {
    let cArguments = arguments.map { strdup($0) } + [nil]
    defer { cArguments.forEach { free($0) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, arguments[0], nil, nil, cArguments, environ) == 0 else { return nil }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    return status
  }

  /// `path` as an argument no program takes for an option: `./-x.png` for `-x.png` (a file
  /// named `-c!touch pwned` given to vim would be a command).
  static func pathArgument(_ path: String) -> String {
    path.hasPrefix("-") ? "./" + path : path
  }
}
