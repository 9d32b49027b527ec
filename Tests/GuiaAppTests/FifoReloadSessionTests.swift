#if canImport(Glibc)
  import Glibc
#endif
import Foundation
import Testing

/// `R` where the file read was replaced by a FIFO (issue 48): nothing waits for a writer; the
/// text read stays, said so, and keys answer. Part of `make reliability` (its name).
@MainActor
@Suite struct FifoReloadReliabilitySessionTests {
  @Test("rm rx.txt; mkfifo rx.txt; R: a message, the text read stays, keys answer; the FIFO is never opened")
  func fifoWhereTheFileWas() throws {
    let file = try temporaryFolder().file("rx.txt", (1...40).map { "línea \($0)\n" }.joined())
    // A writer waits on the FIFO: a reader that opened it would get its end at once and show
    // an empty file, rather than wait for ever.
    let writerDone = DispatchSemaphore(value: 0)
    let run = try SessionHarness([file.path], keys: ["R", "j"]) { index in
      guard index == 0 else { return }
      #expect(unlink(file.path) == 0)
      #expect(mkfifo(file.path, 0o600) == 0)
      let path = file.path
      Thread.detachNewThread {
        let writer = open(path, O_WRONLY)
        if writer >= 0 { close(writer) }
        writerDone.signal()
      }
    }
    // The writer let go: a reader of our own, which does not wait.
    let release = open(file.path, O_RDONLY | O_NONBLOCK)
    #expect(writerDone.wait(timeout: .now() + 10) == .success)
    if release >= 0 { close(release) }
    #expect(run.reason == .quit)
    run.expectScreens(
      ("the message, the text read still shown", { $0.footer.contains("Ya no es un archivo normal") && $0[1] == "línea 1" }),
      ("j answered", { $0[1] == "línea 2" }))
    Reliability.add("no-hang", 1)
  }
}
