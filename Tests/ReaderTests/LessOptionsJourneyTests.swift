import Document
import Reader
import ScrollKit
import Testing

/// less's options that change what the reader does, as the pty journeys gave them (on the
/// command line or in `LESS`, read into these settings as GuiaAppTests.JourneyOptionsTests
/// checks): `-e`, `-E`, `-x`, `-s`, `-j`.
@MainActor
@Suite("less options journeys")
struct LessOptionsJourneyTests {
  private let size = CellSize(width: 80, height: 24)

  static func numbered(_ count: Int) -> String {
    (1...count).map { "línea \($0)" }.joined(separator: "\n").appending("\n")
  }

  private func settings(_ change: (inout ReaderSettings) -> Void) -> ReaderSettings {
    var settings = ReaderSettings.journey
    change(&settings)
    return settings
  }

  @Test("-e: a forward key at the end quits (G, then Space); without it the reader stays")
  func quitAtSecondEnd() {
    let reader = ReaderHarness(
      plain: Self.numbered(100), title: "cien.txt", size: size, settings: settings { $0.quitsAtEnd = .secondTime })
    reader.send("G")
    #expect(reader.footer == "Fin de la guía")
    #expect(reader.hasQuit(after: reader.send(" ")))

    let staying = ReaderHarness(plain: Self.numbered(100), title: "cien.txt", size: size)
    staying.send("G")
    #expect(!staying.hasQuit(after: staying.send(" ")))
    staying.send("k")
    #expect(staying.footer == "Quedan pasos por ver", "Space at the end quit without -e")
  }

  @Test("-E: the end reached by Space quits at once; LESS=-E the same; a short file quits on opening")
  func quitAtFirstEnd() {
    let first = settings { $0.quitsAtEnd = .firstTime }
    let reader = ReaderHarness(plain: Self.numbered(40), title: "cuarenta.txt", size: size, settings: first)
    reader.send("j")
    #expect(reader.rows[1].hasPrefix("línea 2"), "\(reader.rows.prefix(2))")
    #expect(!reader.hasQuit(after: nil))
    #expect(reader.hasQuit(after: reader.send(" ")))
    let short = ReaderHarness(plain: Self.numbered(3), title: "corto.txt", size: size, settings: first)
    #expect(short.hasQuit(after: short.settle()))
  }

  @Test("-e with two files: Space at the end of the first opens the second; at the end of the last, quits")
  func quitAtEndGoesOn() throws {
    let quits = settings { $0.quitsAtEnd = .secondTime }
    let reader = ReaderHarness(
      plain: Self.numbered(30), title: "uno.txt", size: size, settings: quits, files: FileList(["uno.txt", "dos.txt"]))
    reader.send("G")
    #expect(reader.send(" ") == .exit(.quit))
    // guia's session opens what the reader asks for (GuiaAppTests.MultiFileSessionTests).
    #expect(reader.takeFileRequest() == .next(1))
    var files = FileList(["uno.txt", "dos.txt"])
    try files.apply(.next(1))
    let second = ReaderHarness(plain: "otra\n", title: "dos.txt", size: size, settings: quits, files: files)
    #expect(second.rows[0].hasPrefix("dos.txt (2/2)"), "\(second.rows[0])")
    #expect(second.rows[1].hasPrefix("otra"))
    #expect(second.hasQuit(after: second.send(" ")))
    #expect(second.takeFileRequest() == nil, "at the end of the last file guia ends")
  }

  @Test("-x4 (and LESS=-x4, git's way): tabs every 4 columns; -x3,10 at 3 and 10")
  func tabStops() throws {
    let text = "a\tb\tc\n12345\tx\n"
    let four = try #require(TabStops("4"))
    let reader = ReaderHarness(plain: text, title: "tabs.txt", size: size, settings: settings { $0.tabStops = four })
    #expect(reader.rows[1].hasPrefix("a   b   c"), "\(reader.rows.prefix(3))")
    #expect(reader.rows[2].hasPrefix("12345   x"))
    let stops = try #require(TabStops("3,10"))
    let given = ReaderHarness(plain: text, title: "tabs.txt", size: size, settings: settings { $0.tabStops = stops })
    #expect(given.rows[1].hasPrefix("a  b      c"))
  }

  @Test("-s: blank lines in a row show as one; -s typed while reading turns it off and on")
  func squeeze() {
    let reader = ReaderHarness(
      plain: "a\n\n\n\nb\n\n\nc\n", title: "huecos.txt", size: size, settings: settings { $0.squeezesBlankLines = true })
    #expect(Array(reader.rows[1...5]).map(\.trimmed) == ["a", "", "b", "", "c"])
    reader.send("-s")
    #expect(reader.rows[5].hasPrefix("b"), "-s typed: every blank line again")
  }

  @Test("-j5: a line jumped to (30g, a search) lands on the fifth row; -j.5 in the middle")
  func jumpTarget() throws {
    let five = try #require(JumpTarget("5"))
    let reader = ReaderHarness(
      plain: Self.numbered(100), title: "cien.txt", size: size, settings: settings { $0.jumpTarget = five })
    reader.send("30g")
    #expect(reader.rows[5].hasPrefix("línea 30"), "\(reader.rows.prefix(6))")
    // The search starts on the target row: line 30's, so 60 is the first match after it.
    reader.send("/línea 6\r")
    #expect(reader.rows[5].hasPrefix("línea 60"), "\(reader.rows.prefix(6))")
    reader.send("n")
    #expect(reader.rows[5].hasPrefix("línea 61"), "\(reader.rows.prefix(6))")

    let half = try #require(JumpTarget(".5"))
    let middle = ReaderHarness(
      plain: Self.numbered(100), title: "cien.txt", size: size, settings: settings { $0.jumpTarget = half })
    middle.send("50g")
    // 22 text rows: less's screen of 23 with its prompt row, the middle its 11th row.
    #expect(middle.rows[11].hasPrefix("línea 50"), "\(middle.rows)")
  }

  @Test("-x and -j typed while reading ask for their values, as less's: tabs every 4, line jumps to the fifth row")
  func valuesTypedWhileReading() {
    let text = "a\tb\n" + (2...100).map { "línea \($0)" }.joined(separator: "\n") + "\n"
    let reader = ReaderHarness(plain: text, title: "valores.txt", size: size)
    reader.send("-x")
    #expect(reader.rows.last?.hasPrefix("Paradas de tabulación") == true, "\(reader.rows.last ?? "")")
    reader.send("4\r")
    #expect(reader.rows[1].hasPrefix("a   b"), "\(reader.rows[1])")
    reader.send("-j5\r")
    reader.send("30g")
    #expect(reader.rows[5].hasPrefix("línea 30"), "\(reader.rows.prefix(6))")
    reader.send("-xz\r")
    #expect(reader.rows.last?.contains("Valor no válido para --tabs: z") == true, "\(reader.rows.last ?? "")")
  }
}
