import Foundation
import Testing

/// Search in a real terminal: the prompt in the footer's row, the match at the top in reverse
/// video, n and N, and the messages.
@Suite struct SearchJourneyTests {
  @Test("/pattern finds the line, highlights it; n, wrap and not-found messages")
  func searchInFile() throws {
    let file = try LargeFileTests.numberedFile(300)
    let session = try PtySession([file.path])
    try session.waitForNextFrame(after: 0)
    try session.press("/")
    var lines = try session.type("0000150")
    #expect(lines[23] == "/0000150", "the prompt uses the footer's row")
    lines = try session.press("\r")
    #expect(lines[1] == "0000150 línea de prueba")
    #expect(session.screen.cell(row: 1, column: 0).reverse, "the match is highlighted")
    #expect(!session.screen.cell(row: 1, column: 8).reverse)
    #expect(session.footer.hasPrefix("Quedan pasos por ver ") && session.footer.hasSuffix(" 1/1"))
    Snapshots.save(lines, as: "search-80x24-found", session: session)

    try session.press("/")
    try session.type("PRUEBA")
    lines = try session.press("\r")
    #expect(session.footer == "Sin coincidencias para «PRUEBA»", "a capital letter matches exactly")
    lines = try session.press("j")
    #expect(session.footer == "Quedan pasos por ver", "any key takes the message away")

    try session.press("?")
    try session.type("0000002 ")
    lines = try session.press("\r")
    #expect(lines[1] == "0000002 línea de prueba")
    lines = try session.press("n")
    #expect(session.footer.hasPrefix("La búsqueda siguió desde el final "))
    #expect(session.footer.hasSuffix(" 1/1"), "one line holds 0000002 and a space")
    lines = try session.press("G")
    #expect(session.footer == "Fin de la guía")
  }
}
