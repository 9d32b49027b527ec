import Glibc
import Testing
@testable import TerminalUI

/// The keys read from the terminal's descriptor: keys read together are known to wait, so
/// that the event loop takes a paste sent key by key as one burst.
@Suite struct TerminalInputTests {
  @Test("keys read in one chunk wait in the queue: the descriptor is empty, the burst is not over")
  func queuedKeysAreKnown() throws {
    var fds: [Int32] = [-1, -1]
    #expect(pipe(&fds) == 0)
    defer { close(fds[0]); close(fds[1]) }
    let input = TerminalInput(descriptor: fds[0], terminalKeys: [:])
    #expect(!input.hasQueuedKeys)
    let bytes = Array("xyz".utf8)
    #expect(write(fds[1], bytes, bytes.count) == 3)
    #expect(input.readAvailable())
    #expect(input.nextKey() == .character("x"))
    // Nothing left in the pipe, two keys still to take.
    var watched = pollfd(fd: fds[0], events: Int16(POLLIN), revents: 0)
    #expect(poll(&watched, 1, 0) == 0)
    #expect(input.hasQueuedKeys)
    #expect(input.nextKey() == .character("y"))
    #expect(input.nextKey() == .character("z"))
    #expect(!input.hasQueuedKeys)
  }
}
