import ScrollKit
import Document
import Reader
import Testing
import TerminalUI

/// `&pattern` in the reader: the prompt and its modifiers, the lines shown, the header's
/// mark, the footer at the filtered bottom, the way back, a filter stopped by a key.
@MainActor
@Suite struct ReaderFilterTests {
  private let size = CellSize(width: 64, height: 10)

  private func reader(lines: Int = 100, numbers: Bool = false) -> ReaderHarness {
    let text = (1...lines).map { $0 % 10 == 0 ? "línea \($0) tornillo" : "línea \($0)" }.joined(separator: "\n")
    var settings = ReaderSettings(wrapsLines: true, showsIndicator: false)
    settings.showsLineNumbers = numbers
    return ReaderHarness(
      ReaderModel(rows: TextRows(source: InMemoryByteSource(Array(text.utf8)), width: 50), width: 50, title: "f.txt", settings: settings),
      size: size)
  }

  private func body(_ reader: ReaderHarness) -> [String] {
    Array(reader.lines.dropFirst().prefix(7)).map(\.trimmed)
  }

  @Test("& shows only the lines that match, says how many, marks the header; & Enter shows all again")
  func filtersAndBack() {
    let reader = reader()
    reader.press(.character("&"))
    #expect(reader.lines.last?.hasPrefix("&") == true)
    reader.type("tornillo")
    reader.press(.enter)
    #expect(body(reader) == (1...7).map { "línea \($0 * 10) tornillo" })
    #expect(reader.lines.last?.trimmed == "10 líneas con «tornillo» · & y Enter: todas")
    #expect(reader.lines[0].contains("&tornillo"))
    reader.press(.character("G"))
    #expect(reader.lines.last?.trimmed == "Fin de la guía", "the filtered lines' bottom is the end")
    #expect(reader.lines[7].trimmed == "línea 100 tornillo")
    reader.press(.character("&"), .enter)
    #expect(reader.lines.last?.trimmed == "Todas las líneas")
    #expect(!reader.lines[0].contains("&tornillo"))
    #expect(body(reader).prefix(2) == ["línea 40 tornillo", "línea 41"], "the filtered top's line at the top")
  }

  @Test("Ctrl-N or ! first: the lines without a match; -N numbers them as in the file")
  func inverted() {
    let reader = reader(numbers: true)
    reader.press(.character("&"), .control("n"))
    #expect(reader.lines.last?.hasPrefix("No coinciden &") == true)
    reader.type("[1-8]$")
    reader.press(.enter)
    #expect(body(reader) == ["9 línea 9", "10 línea 10 tornillo", "19 línea 19", "20 línea 20 tornillo", "29 línea 29", "30 línea 30 tornillo", "39 línea 39"])
    #expect(reader.lines[0].contains("&![1-8]$"))
    reader.press(.character("&"))
    reader.type("!tornillo")
    #expect(reader.lines.last?.hasPrefix("No coinciden &tornillo") == true, "! first is Ctrl-N")
    reader.press(.enter)
    #expect(body(reader).first == "9 línea 9", "a new filter is of the whole file, from the line at the top")
    #expect(reader.lines.last?.trimmed == "90 líneas sin «tornillo» · & y Enter: todas")
  }

  @Test("a filter keeping nothing is not applied; an invalid expression says so; a search finds only lines shown")
  func refusalsAndSearch() {
    let reader = reader(lines: 200)
    reader.press(.character("&"))
    reader.type("arandela")
    reader.press(.enter)
    #expect(reader.lines.last?.trimmed == "Ninguna línea tiene «arandela»: el filtro no se aplica")
    #expect(body(reader).first == "línea 1")
    reader.press(.character("&"))
    reader.type("(")
    reader.press(.enter)
    #expect(reader.lines.last?.trimmed.hasPrefix("Patrón no válido") == true)
    reader.press(.character("&"))
    reader.type("tornillo")
    reader.press(.enter, .character("/"))
    reader.type("línea 5")
    reader.press(.enter)
    #expect(body(reader).first == "línea 50 tornillo", "the search stays within the lines shown")
  }

  @Test("/ with Ctrl-N or ! first: the next line without a match, n and N after it, around the ends once with ^W")
  func nonMatchingSearch() {
    let reader = reader(lines: 100)
    reader.press(.character("/"), .control("n"))
    #expect(reader.lines.last?.hasPrefix("No coinciden /") == true)
    reader.type("línea [0-9]$")
    reader.press(.enter)
    #expect(body(reader).first == "línea 10 tornillo", "line 10 is the first after the top without a one-digit end")
    reader.press(.character("n"))
    #expect(body(reader).first == "línea 11")
    reader.press(.character("N"))
    #expect(body(reader).first == "línea 10 tornillo")
    reader.press(.character("g"), .character("?"))
    reader.type("!línea")
    #expect(reader.lines.last?.hasPrefix("No coinciden ?línea") == true)
    reader.press(.enter)
    // Back from the top, nothing before it: as less, not found (no ^W, no wrap).
    #expect(reader.lines.last?.trimmed == "Sin coincidencias para «línea»")
    reader.press(.character("/"), .control("n"), .control("w"))
    reader.type("tornillo|9")
    reader.press(.enter, .character("G"), .character("n"))
    #expect(reader.lines.last?.trimmed == "La búsqueda siguió desde el principio")
    #expect(body(reader).first == "línea 1")
  }

  @Test("g and & in one burst, as a script sends them: the filter starts from where g went")
  func burst() {
    let reader = reader(lines: 200)
    reader.press(.character("G"))
    for key in [Key.character("g"), .character("&")] + "tornillo".map(Key.character) {
      _ = reader.host.respond(to: .key(key), moreKeysWaiting: true)
    }
    _ = reader.host.respond(to: .key(.enter), moreKeysWaiting: false)
    #expect(body(reader).first == "línea 10 tornillo", "the filter read the top before g moved it")
  }

  @Test("a long filter shows its progress and any key stops it, the lines as they were")
  func interrupted() {
    let reader = reader(lines: 600_000)
    reader.press(.character("&"))
    reader.type("9999")
    reader.press(.enter)
    #expect(reader.lines.last?.trimmed.hasPrefix("Filtrando…") == true, "\(reader.lines.last ?? "")")
    reader.press(.character("j"))
    #expect(reader.lines.last?.trimmed == "Filtro interrumpido")
    #expect(body(reader).first == "línea 1")
    #expect(!reader.lines[0].contains("&"))
  }
}
