import Reader
import ScrollKit
import Testing

/// Files of unusual shape as the pty journeys opened them: a line as wide as the window, an
/// empty file, a million lines. (/proc's files, read as pipes: GuiaAppTests'
/// SizelessFileSessionTests; a 10 MB line's memory, which only a process shows:
/// EndToEndTests.LongLineJourneyTests.)
@MainActor
@Suite struct UnusualInputTests {
  private let size = CellSize(width: 80, height: 24)

  @Test("plain text has the whole width: an 80-column line takes one row at 80 columns, as in less; --indicator takes the last column back")
  func wholeWidth() {
    let line = String(repeating: "0123456789", count: 8)
    let text = (1...40).map { _ in line + "\n" }.joined()
    let reader = ReaderHarness(plain: text, title: "ancho.txt", size: size)
    let screen = reader.screen
    #expect(Array(screen.lines[1...21]) == Array(repeating: line, count: 21), "\(screen.lines)")
    #expect((1...21).allSatisfy { screen.rows[$0][79].text == "9" }, "no thumb over the text")
    #expect(reader.rows[0].hasPrefix("ancho.txt"))
    var settings = ReaderSettings.journey
    settings.showsIndicatorOnPlainText = true
    let marked = ReaderHarness(plain: text, title: "ancho.txt", size: size, settings: settings)
    #expect(marked.lines[1] == String(line.prefix(79)) + "█", "\(marked.lines[1])")
    #expect(marked.lines[2].hasPrefix("9"), "the line's last column wraps to the next row")
  }

  @Test("an empty regular file is still a file: shown empty, its end at once")
  func emptyFile() {
    let reader = ReaderHarness(plain: "", title: "vacio.txt", size: size)
    #expect(reader.footer == "Fin de la guía")
    #expect(reader.send("q") == .exit(.quit))
  }

  @Test("End on a 1M-line file shows its last line and 'Fin de la guía'")
  func endOfMillionLines() {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(24_000_000)
    for n in 1...1_000_000 {
      let number = String(n)
      bytes += Array((String(repeating: "0", count: 7 - number.count) + number + " línea de prueba\n").utf8)
    }
    let reader = ReaderHarness(plain: bytes, title: "numeros.txt", size: size)
    reader.send("G")
    reader.settle()
    #expect(reader.rows[21] == "1000000 línea de prueba")
    #expect(reader.footer == "Fin de la guía")
    reader.send("k")
    #expect(reader.footer == "Quedan pasos por ver")
  }
}
