#if canImport(Glibc)
  import Glibc
#endif
import Synchronization

/// less's input preprocessor: the `LESSOPEN` command a file is read through (Debian's
/// `lesspipe` shows a `.gz` uncompressed, a `.deb` as its listing), and `LESSCLOSE`, run when
/// guia is done with it.
///
/// As less's `open_altfile`: `|cmd %s` reads the command's output as the document, the file
/// itself when it writes nothing; `||cmd %s` the same, but nothing written with status 0 is
/// an empty document; `cmd %s` writes the name of a file to read instead (its first line), the
/// file itself when it writes none. A `-` after the bars (`|-cmd %s`) lets standard input be
/// preprocessed too. `%s` is the file's name, quoted for the shell, which runs the command
/// (`$SHELL -c`, else `/bin/sh -c`); a `LESSOPEN` without exactly one `%s` is ignored, as less
/// ignores it. `-L` and secure mode (`LESSSECURE`) turn it off.
public struct InputPreprocessor: Sendable {
  /// How the command hands the document over.
  enum Kind: Equatable, Sendable {
    /// Its output is the document (`|`); with two bars, an empty output with status 0 is an
    /// empty document rather than "none".
    case pipe(emptyIsDocument: Bool)
    /// Its output names a file to read instead.
    case replacementFile
  }

  /// What opening a file through the preprocessor gave.
  enum Outcome: Equatable {
    /// Nothing: the file is read as it is.
    case unchanged
    /// The document is what arrives on this descriptor (the command's output).
    case pipe(Int32)
    /// The document is empty (`||`, nothing written, status 0).
    case empty
    /// The document is this file's text.
    case replacement(String)
    /// The load was cancelled while the command ran; it was killed.
    case cancelled
  }

  let command: String
  let kind: Kind
  /// Whether standard input (`-`) is given to the command too.
  let takesStandardInput: Bool
  /// `LESSCLOSE`, when set with at most two `%s`.
  let closeCommand: String?
  /// The shell that runs the commands.
  let shell: String

  /// The preprocessor `LESSOPEN` and `LESSCLOSE` describe, or `nil` when there is none.
  public init?(lessopen: String?, lessclose: String?, shell: String?) {
    guard let lessopen else { return nil }
    var rest = Substring(lessopen)
    var bars = 0
    while rest.first == "|" {
      rest = rest.dropFirst()
      bars += 1
    }
    takesStandardInput = rest.first == "-"
    if takesStandardInput { rest = rest.dropFirst() }
    guard Self.placeholders(in: String(rest)) == 1 else { return nil }
    command = String(rest)
    kind = bars == 0 ? .replacementFile : .pipe(emptyIsDocument: bars > 1)
    closeCommand = lessclose.flatMap { Self.placeholders(in: $0) <= 2 ? $0 : nil }
    self.shell = shell.flatMap { $0.isEmpty ? nil : $0 } ?? "/bin/sh"
  }

  /// The preprocessor `environment` (a variable's value by its name) describes, or `nil` when
  /// there is none or `enabled` is false (`-L`, or secure mode without `lessopen`).
  public init?(environment: (String) -> String?, enabled: Bool) {
    guard enabled else { return nil }
    self.init(lessopen: environment("LESSOPEN"), lessclose: environment("LESSCLOSE"), shell: environment("SHELL"))
  }

  /// Runs the command on `path` and says what to read. With `cancellation`, the command is
  /// the leader of a process group of its own, killed whole when the load is cancelled, and
  /// every wait on it ends then.
  func open(_ path: String, cancellation: LoadCancellation? = nil) -> Outcome {
    if path == "-", !takesStandardInput { return .unchanged }
    Self.reapFinished()
    let line = Self.format(command, [path])
    switch kind {
    case .pipe(let emptyIsDocument):
      // A socket rather than a pipe: its first byte can be looked at without taking it,
      // to know whether the command writes anything (less reads one and pushes it back).
      var ends: [Int32] = [-1, -1]
      guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
        return .unchanged
      }
      guard let pid = launch(line, output: ends[1], keepsInput: path == "-", cancellation: cancellation) else {
        Glibc.close(ends[0])
        Glibc.close(ends[1])
        return cancellation?.isCancelled == true ? .cancelled : .unchanged
      }
      Glibc.close(ends[1])
      if let cancellation, !cancellation.waitReadable(ends[0]) {
        Glibc.close(ends[0])
        _ = Self.wait(for: pid)
        cancellation.forgetCommand()
        return .cancelled
      }
      var byte: UInt8 = 0
      var peeked = -1
      repeat { peeked = recv(ends[0], &byte, 1, Int32(MSG_PEEK)) } while peeked < 0 && errno == EINTR
      if peeked == 1 {
        // Reaped once it has written all: its output is read on the page loader's thread.
        Self.running.withLock { $0.append(pid) }
        return .pipe(ends[0])
      }
      Glibc.close(ends[0])
      let status = Self.wait(for: pid)
      return emptyIsDocument && status == 0 ? .empty : .unchanged
    case .replacementFile:
      var ends: [Int32] = [-1, -1]
      guard pipe(&ends) == 0 else { return .unchanged }
      for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
      guard let pid = launch(line, output: ends[1], keepsInput: path == "-", cancellation: cancellation) else {
        Glibc.close(ends[0])
        Glibc.close(ends[1])
        return cancellation?.isCancelled == true ? .cancelled : .unchanged
      }
      Glibc.close(ends[1])
      let output = Self.readAll(ends[0], cancellation: cancellation)
      Glibc.close(ends[0])
      _ = Self.wait(for: pid)
      cancellation?.forgetCommand()
      if cancellation?.isCancelled == true { return .cancelled }
      // Its first line, as less's readfd.
      let name = String(decoding: output.prefix { $0 != 0x0A }, as: UTF8.self)
      return name.isEmpty ? .unchanged : .replacement(name)
    }
  }

  /// Runs `LESSCLOSE` for `path`, read as `replacement` (`-` for a pipe's output), and waits.
  func close(path: String, replacement: String) {
    guard let closeCommand else { return }
    let devNull = Glibc.open("/dev/null", O_WRONLY | O_CLOEXEC)
    defer { if devNull >= 0 { Glibc.close(devNull) } }
    if let pid = spawn(Self.format(closeCommand, [path, replacement]), output: devNull, keepsInput: false) {
      _ = Self.wait(for: pid)
    }
  }

  /// The files read through a preprocessor, each with what it was read as: `LESSCLOSE` is run
  /// for each when guia ends (``closeAll()``).
  private static let opened = Mutex<[(preprocessor: InputPreprocessor, path: String, replacement: String)]>([])

  /// Notes that `path` is read as `replacement`, for `LESSCLOSE`.
  static func willClose(_ path: String, replacement: String, by preprocessor: InputPreprocessor) {
    opened.withLock { $0.append((preprocessor, path, replacement)) }
  }

  /// Runs `LESSCLOSE` for every file read through a preprocessor, and reaps what ended.
  static func closeAll() {
    let files = opened.withLock { files in
      defer { files.removeAll() }
      return files
    }
    for file in files { file.preprocessor.close(path: file.path, replacement: file.replacement) }
    reapFinished()
  }

  /// Starts `line` as ``spawn(_:output:keepsInput:ownGroup:)`` does; with `cancellation`, in a
  /// process group of its own started through it, so that a cancellation kills it whole.
  private func launch(_ line: String, output: Int32, keepsInput: Bool, cancellation: LoadCancellation?) -> pid_t? {
    guard let cancellation else { return spawn(line, output: output, keepsInput: keepsInput) }
    return cancellation.launch { spawn(line, output: output, keepsInput: keepsInput, ownGroup: true) }
  }

  /// Starts `line` in the shell, its standard output `output`; standard input is guia's only
  /// for `-` (the command reads the document from it), else `/dev/null`, so that no command
  /// can take the reader's keys.
  private func spawn(_ line: String, output: Int32, keepsInput: Bool, ownGroup: Bool = false) -> pid_t? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    if ownGroup {
      // Killed whole on a cancellation: the shell and whatever it started.
      posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
      posix_spawnattr_setpgroup(&attributes, 0)
    }
    posix_spawn_file_actions_adddup2(&actions, output, 1)
    if !keepsInput { posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0) }
    let words: [String] = [shell, "-c", line]
    let arguments = words.map { strdup($0) } + [nil]
    defer { arguments.forEach { free($0) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, shell, &actions, &attributes, arguments, environ) == 0 else { return nil }
    return pid
  }

  /// The commands whose output is being read: reaped once they end.
  private static let running = Mutex<[pid_t]>([])

  /// Reaps the commands that have ended, so that none is left a zombie.
  static func reapFinished() {
    running.withLock { pids in
      pids.removeAll { pid in
        var status: Int32 = 0
        return waitpid(pid, &status, WNOHANG) != 0
      }
    }
  }

  private static func wait(for pid: pid_t) -> Int32 {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    return status
  }

  private static func readAll(_ descriptor: Int32, cancellation: LoadCancellation?) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while bytes.count < 1 << 16 {
      if let cancellation, !cancellation.waitReadable(descriptor) { break }
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      bytes += chunk[..<count]
    }
    return bytes
  }

  /// How many `%s` `template` holds (`%%` is a `%`).
  static func placeholders(in template: String) -> Int {
    var count = 0
    var characters = template.makeIterator()
    while let character = characters.next() {
      guard character == "%" else { continue }
      if characters.next() == "s" { count += 1 }
    }
    return count
  }

  /// `template` with each `%s` replaced by the next of `arguments` quoted for the shell, and
  /// `%%` by `%`, as less's printf of it.
  static func format(_ template: String, _ arguments: [String]) -> String {
    var result = ""
    var remaining = arguments[...]
    var characters = template.makeIterator()
    while let character = characters.next() {
      guard character == "%" else {
        result.append(character)
        continue
      }
      switch characters.next() {
      case "s": result += quoted(remaining.popFirst() ?? "")
      case "%": result.append("%")
      case let other?: result += "%" + String(other)
      case nil: result.append("%")
      }
    }
    return result
  }

  /// `text` as one word of the shell, whatever it holds: between single quotes, each of its
  /// own written `'\''`.
  static func quoted(_ text: String) -> String {
    "'" + text.replacing("'", with: #"'\''"#) + "'"
  }
}
