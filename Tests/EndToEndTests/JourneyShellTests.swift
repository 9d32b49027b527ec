import Foundation
import Testing

/// The journeys' shell wrapper itself: what it reads back is what the shell finished writing.
@Suite struct JourneyShellTests {
  @Test("a file the shell has created but not yet written reads as nothing, not as an empty line")
  func readWaitsForTheWholeLine() throws {
    // As `echo "$line" > "$D/next"` leaves it between the redirection's open and the write.
    let shell = try Journey.Shell(script: #": > "$D/next"; read line; echo "$line" > "$D/next""#)
    try shell.session.wait(for: "the file created") { _ in
      FileManager.default.fileExists(atPath: shell.folder.appendingPathComponent("next").path)
    }
    #expect(shell.read("next") == nil)
    shell.session.send("fin\r")
    try shell.session.wait(for: "the line written") { _ in shell.read("next") != nil }
    #expect(shell.read("next") == "fin")
  }
}
