#if canImport(Glibc)
  import Glibc
#endif
import Foundation
import Testing

@testable import GuiaApp

/// The history file's new text is written beside it and renamed over it; a signal that ends
/// guia meanwhile (a second Ctrl-C while it quits) removes the new file before it acts. In the
/// history's serialized suite: the signal would remove the files of its racing saves too.
extension HistoryReliabilityTests {
  /// Raises `signal` in this thread with it unblocked, so its handlers have run when this returns.
  private func deliver(_ signal: Int32) {
    var set = sigset_t()
    var previous = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, signal)
    pthread_sigmask(SIG_UNBLOCK, &set, &previous)
    raise(signal)
    pthread_sigmask(SIG_SETMASK, &previous, nil)
  }

  @Test("a signal while the new file exists removes it, then acts as before; without one, renamed, nothing beside")
  func signalRemovesTheNewFile() throws {
    let folder = try temporaryFolder().path
    let path = folder + "/lesshst"
    // SIGQUIT given a handler that does nothing: the test process lives on after it (its
    // default would end the run with a core).
    var quiet = sigaction()
    quiet.__sigaction_handler.sa_handler = { _ in }
    var before = sigaction()
    try #require(sigaction(SIGQUIT, &quiet, &before) == 0)
    defer { sigaction(SIGQUIT, &before, nil) }

    let file = try #require(ReplacementFile(replacing: path))
    #expect(access(file.made, F_OK) == 0)
    deliver(SIGQUIT)
    #expect(access(file.made, F_OK) != 0, "the signal removed \(file.made)")
    #expect(!file.commit(Array("\"uno\n".utf8)), "its rename finds nothing")
    #expect(access(path, F_OK) != 0)

    let second = try #require(ReplacementFile(replacing: path))
    #expect(second.commit(Array("\"dos\n".utf8)))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["lesshst"])
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "\"dos\n")
  }
}
