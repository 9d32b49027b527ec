import Testing

@testable import Reader

/// While the app loads a file this reader asked for (a FIFO, `LESSOPEN`), the reader goes on
/// and says so; the load's end, or Ctrl-C, ends the reader for the app to act.
@Suite struct AwaitedFileTests {
  @Test("Ctrl-C while a file is awaited stops the wait: the reader ends and asks the app to drop the load")
  func interruptStopsTheWait() {
    var reading = Reading(lines: 10)
    reading.apply(.awaitingFile("lento.txt"))
    #expect(reading.document.awaitedFile == "lento.txt")
    #expect(reading.pager.message == FileMessage.waiting(for: "lento.txt"))
    #expect(reading.apply(.interrupt(at: reading.place)) == [.terminate])
    #expect(reading.document.fileRequest == .stopWaiting)
    #expect(reading.document.awaitedFile == nil)
  }

  @Test("with no wait, or the wait over, Ctrl-C with nothing running does nothing, as before")
  func interruptWithoutAWait() {
    var reading = Reading(lines: 10)
    #expect(reading.apply(.interrupt(at: reading.place)).isEmpty)
    reading.apply(.awaitingFile("lento.txt"))
    reading.apply(.awaitingFile(nil))
    #expect(reading.apply(.interrupt(at: reading.place)).isEmpty)
    #expect(reading.document.fileRequest == nil)
  }

  @Test("the file loaded: the reader ends, asking the app to show it")
  func fileOpened() {
    var reading = Reading(lines: 10)
    reading.apply(.awaitingFile("lento.txt"))
    #expect(reading.apply(.fileOpened) == [.terminate])
    #expect(reading.document.fileRequest == .opened)
    #expect(reading.document.awaitedFile == nil)
  }
}
