import Testing

@testable import GuiaApp

/// What `guia snapshot` says when the guia it runs ends before any key with an error written
/// on its pty's screen: the rows read back as the lines guia wrote (the real run, a missing
/// file's status 66: EndToEndTests.SnapshotCommandTests).
@Suite struct SnapshotMessageTests {
  @Test("a message longer than the pty's 80 columns comes back whole, one line, no ^J")
  func longMessageIsOneLine() {
    let long = "/nonexistent/" + String(repeating: "carpeta-larga/", count: 6) + "guia.md"
    let message = "guia: \(long): no existe el archivo"
    #expect(message.count > 80)
    // As the pty's screen shows it: 80 columns to a row, the rest on the next one.
    let rows = [String(message.prefix(80)), String(message.dropFirst(80))] + Array(repeating: "", count: 22)
    let said = SnapshotCommand.said(on: rows, columns: 80)
    #expect(said == message + "\n", "\(said)")
    #expect(!said.contains("^J") && said.split(separator: "\n").count == 1)
  }

  @Test("a message that ends before the screen's edge is its own line")
  func shortLinesStayApart() {
    let said = SnapshotCommand.said(on: ["guia: uno", "guia: dos", ""], columns: 80)
    #expect(said == "guia: uno\nguia: dos\n")
  }
}
