#if canImport(Glibc)
  import Glibc
#endif
import Dispatch
import Foundation
import Synchronization
import Testing

@testable import GuiaApp

/// Loads that could wait for ever (issue 48): a device is no Markdown, Markdown without a size
/// of its own is bounded, and a load that waits on a FIFO's silent writer or a `LESSOPEN`
/// command ends when it is cancelled, the command killed.
@Suite(.timeLimit(.minutes(1))) struct WaitingLoadTests {
  private static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("guia-wait-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test("z.md linked to /dev/zero: refused as a device, nothing read", arguments: ["/dev/zero", "/dev/null"])
  func markdownDevice(device: String) throws {
    let link = try Self.folder().appendingPathComponent("z.md").path
    try #require(symlink(device, link) == 0)
    #expect(throws: GuiaError.isDevice(path: link)) { try DocumentLoader.load(link) }
    #expect(GuiaError.isDevice(path: link).exitStatus == .noInput)
  }

  @Test("a device read as plain text is still read page by page")
  func plainDevice() throws {
    let loaded = try DocumentLoader.load("/dev/zero", format: .plain)
    #expect(loaded.pipe != nil)
  }

  @Test("Markdown that never ends (LESSOPEN's |yes): refused past its bound")
  func endlessMarkdown() throws {
    let file = try Self.folder().appendingPathComponent("sin-fin.md")
    try Data("# x\n".utf8).write(to: file)
    let yes = try #require(InputPreprocessor(lessopen: "|yes %s 2>/dev/null", lessclose: nil, shell: "/bin/sh"))
    #expect(throws: GuiaError.markdownTooLarge(path: file.path, limit: DocumentLoader.markdownStreamLimit)) {
      try DocumentLoader.load(file.path, preprocessor: yes)
    }
  }

  /// Runs `load` on another thread, cancels it after a moment; returns how long the load
  /// went on after the cancellation and whether it gave a document.
  private static func cancelled(
    _ load: @escaping @Sendable (LoadCancellation) throws(GuiaError) -> LoadedDocument
  ) throws -> (after: Duration?, gaveDocument: Bool) {
    let cancellation = try #require(LoadCancellation())
    let done = DispatchSemaphore(value: 0)
    let gave = Mutex(false)
    // A queue of its own (an overcommitting thread): the tests side by side all wait.
    DispatchQueue(label: "guia.test.load").async {
      if (try? load(cancellation)) != nil { gave.withLock { $0 = true } }
      done.signal()
    }
    // The load is under way and waiting: it has not ended by itself.
    #expect(done.wait(timeout: .now() + 0.3) == .timedOut, "the load waited")
    let clock = ContinuousClock()
    let start = clock.now
    cancellation.cancel()
    let ended = done.wait(timeout: .now() + 10) == .success
    return (ended ? clock.now - start : nil, gave.withLock { $0 })
  }

  @Test("a Markdown FIFO whose writer is silent: the load ends when cancelled")
  func silentFIFO() throws {
    let fifo = try Self.folder().appendingPathComponent("callada.md").path
    try #require(mkfifo(fifo, 0o600) == 0)
    let writer = open(fifo, O_RDWR | O_CLOEXEC)
    try #require(writer >= 0)
    defer { close(writer) }
    let (after, gave) = try Self.cancelled { cancellation throws(GuiaError) in
      try DocumentLoader.load(fifo, format: .automatic, preprocessor: nil, cancellation: cancellation)
    }
    #expect(after.map { $0 < .seconds(1) } == true, "ended \(String(describing: after)) after the cancellation")
    #expect(!gave)
  }

  @Test("LESSOPEN's command never answers: the load ends when cancelled, the command's group killed",
        arguments: ["|", ""])
  func silentCommand(bars: String) throws {
    let folder = try Self.folder()
    let file = folder.appendingPathComponent("lento.txt")
    try Data("x\n".utf8).write(to: file)
    let pidFile = folder.appendingPathComponent("pid").path
    // The sleep's own pid: the shell's child, which a kill of the shell alone would leave.
    let line = "\(bars)sleep 1000 & echo $! > '\(pidFile)'; wait; cat %s"
    let slow = try #require(InputPreprocessor(lessopen: line, lessclose: nil, shell: "/bin/sh"))
    let path = file.path
    let (after, gave) = try Self.cancelled { cancellation throws(GuiaError) in
      try DocumentLoader.load(path, format: .automatic, preprocessor: slow, cancellation: cancellation)
    }
    #expect(after.map { $0 < .seconds(1) } == true, "ended \(String(describing: after)) after the cancellation")
    #expect(!gave)
    let sleeper = try #require(pid_t(String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
    let clock = ContinuousClock()
    let start = clock.now
    while Self.isAlive(sleeper), clock.now - start < .seconds(5) { usleep(10_000) }
    #expect(!Self.isAlive(sleeper), "the command's child killed")
  }

  /// Whether `pid` runs: a zombie waiting for its reaper does not.
  private static func isAlive(_ pid: pid_t) -> Bool {
    guard kill(pid, 0) == 0, let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return false }
    return stat[stat.index(close, offsetBy: 2)...].prefix(1) != "Z"
  }
}
