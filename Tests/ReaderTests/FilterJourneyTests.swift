import Reader
import ScrollKit
import Testing

/// less's `&pattern` as the pty journey typed it: a log filtered to its errors, their line
/// numbers the file's, the footer at the filtered end, `&!`, and `&` Enter back to every line.
@MainActor
@Suite("Filter journeys")
struct FilterJourneyTests {
  private func log() -> String {
    let lines = (1...2_000).map { number in
      let minute = (number % 60 < 10 ? "0" : "") + "\(number % 60)"
      return number % 37 == 0
        ? "2026-12-02 10:\(minute) ERROR disco \(number) lleno"
        : "2026-12-02 10:\(minute) INFO petición \(number) servida"
    }
    return lines.joined(separator: "\n") + "\n"
  }

  @Test("&ERROR with -N: only the errors, numbered as in the file; G reaches their end; & Enter shows every line")
  func filtersErrors() {
    var settings = ReaderSettings.journey
    settings.showsLineNumbers = true
    let reader = ReaderHarness(plain: log(), title: "servidor.log", size: CellSize(width: 80, height: 24), settings: settings)
    #expect(reader.rows[1].hasPrefix("      1 2026-12-02"))
    reader.send("&ERROR\r")
    reader.settle()
    let filtered = reader.rows
    #expect(filtered[1].contains("ERROR disco 37 lleno"))
    JourneyGolden.expect(filtered, matches: "filter-80x24")
    #expect(filtered[1].hasPrefix("     37 "))
    #expect(filtered[2].hasPrefix("     74 "))
    #expect(reader.footer == "54 líneas con «ERROR» · & y Enter: todas")
    #expect(filtered[0].contains("&ERROR"))
    reader.send("G")
    reader.settle()
    #expect(reader.footer == "Fin de la guía" && reader.rows[reader.rows.count - 3].contains("ERROR disco 1998 lleno"))
    reader.send("&\r")
    reader.settle()
    #expect(reader.footer == "Todas las líneas" && !reader.rows[0].contains("&ERROR"))
    #expect(reader.rows[1].contains("petición") || reader.rows[1].contains("ERROR"))
    reader.send("g&!INFO\r")
    reader.settle()
    #expect(reader.rows[1].contains("ERROR disco 37 lleno") && reader.footer.hasPrefix("54 líneas sin «INFO»"))
    reader.send("&\rg/\u{0E}INFO\r")
    reader.settle()
    #expect(reader.rows[1].hasPrefix("     37 ") && reader.rows[1].contains("ERROR"), "the first line without INFO")
    reader.send("n")
    reader.settle()
    #expect(reader.rows[1].hasPrefix("     74 "), "the next one")
    #expect(reader.send("q") == .exit(.quit))
  }
}
