import Foundation
#if canImport(Glibc)
  import Glibc
#endif

/// Runs a helper program (tmux, python3) to its end with posix_spawn and waitpid.
///
/// Foundation's `Process` waits for a SIGCHLD that never comes for a child whose own child
/// keeps running (tmux's server), so the tests that drive other terminals use this instead.
enum Subprocess {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Runs `arguments` (the first found on `PATH`) with `environment`; returns its standard
  /// output when `capturesOutput`, else an empty string. Throws when it exits non-zero.
  @discardableResult
  static func run(
    _ arguments: [String], environment: [String: String] = [:], capturesOutput: Bool = false
  ) throws -> String {
    var fds: [Int32] = [-1, -1]
    guard pipe(&fds) == 0 else { throw Failure(description: "pipe failed") }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    if capturesOutput {
      posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
    } else {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addclose(&actions, fds[0])
    posix_spawn_file_actions_addclose(&actions, fds[1])
    var env = ["PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]
    if let home = ProcessInfo.processInfo.environment["PYENV_ROOT"] { env["PYENV_ROOT"] = home }
    if let path = ProcessInfo.processInfo.environment["PATH"] { env["PATH"] = path }
    for (key, value) in environment { env[key] = value }
    let cArgs = arguments.map { strdup($0) } + [nil]
    let cEnv = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      cArgs.forEach { free($0) }
      cEnv.forEach { free($0) }
    }
    // The test runner's threads block signals; a child (tmux's server, guia inside it) must
    // not inherit that mask, or it would ignore SIGTERM, SIGWINCH and SIGINT.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid: pid_t = 0
    let spawned = posix_spawnp(&pid, arguments[0], &actions, &attributes, cArgs, cEnv)
    close(fds[1])
    defer { close(fds[0]) }
    guard spawned == 0 else { throw Failure(description: "cannot run \(arguments[0])") }
    var output: [UInt8] = []
    if capturesOutput {
      var buffer = [UInt8](repeating: 0, count: 65536)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(fds[0], $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        if count <= 0 { break }
        output += buffer[0..<count]
      }
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    guard status == 0 else {
      throw Failure(description: "\(arguments.prefix(2).joined(separator: " ")) exited with status \(status)")
    }
    return String(decoding: output, as: UTF8.self)
  }
}
