import ScrollKit
import Document
import Reader
import Testing
import TerminalUI

/// less's jumps in the reader: `NG`, `Ng`, `N%`, counts before page keys, marks, `''`, `=`.
@MainActor
@Suite struct ReaderJumpTests {
  private let size = CellSize(width: 80, height: 12)

  /// A reader of `count` lines `línea N`, with a link on line 3.
  private func reader(_ count: Int = 1000) -> ReaderHarness {
    let text = Self.text(count)
    let model = ReaderModel(
      rows: TextRows(source: InMemoryByteSource(Array(text.utf8)), width: size.width),
      title: "mil.txt", settings: ReaderSettings(showsIndicator: false))
    return ReaderHarness(model, size: size)
  }

  /// `count` lines `línea N`, line 3 a link.
  private static func text(_ count: Int) -> String {
    (1...count).map { "línea \($0)\n" }.joined().replacingOccurrences(
      of: "línea 3\n", with: "línea \u{1B}]8;;https://example.com/3\u{1B}\\tres\u{1B}]8;;\u{1B}\\\n")
  }

  private func type(_ reader: ReaderHarness, _ keys: String) {
    for character in keys { reader.press(.character(character)) }
  }

  @Test("NG and Ng go to source line N; G and g alone to the ends; past the end, the last line")
  func lines() {
    let reader = reader()
    type(reader, "500G")
    #expect(reader.lines[1] == "línea 500")
    type(reader, "20g")
    #expect(reader.lines[1] == "línea 20")
    type(reader, "5000G")
    #expect(reader.lines[1...].contains { $0 == "línea 1000" })
    type(reader, "g")
    #expect(reader.lines[1] == "línea 1")
  }

  @Test("N% and Np go N percent into the bytes; 0% is the top")
  func percent() {
    let reader = reader()
    type(reader, "50%")
    let half = reader.lines[1]
    #expect(half.hasPrefix("línea 5"), "\(half)")
    type(reader, "0p")
    #expect(reader.lines[1] == "línea 1")
    type(reader, "50p")
    #expect(reader.lines[1] == half)
  }

  @Test("a count before Space, f, b, d, u moves that many rows")
  func pageCounts() {
    let reader = reader()
    type(reader, "5 ")
    #expect(reader.lines[1] == "línea 6")
    type(reader, "2b")
    #expect(reader.lines[1] == "línea 4")
    type(reader, "3d")
    #expect(reader.lines[1] == "línea 7")
    type(reader, "1u")
    #expect(reader.lines[1] == "línea 6")
  }

  @Test("m a marks the top row, ' a comes back, '' goes to where the last jump started")
  func marks() {
    let reader = reader()
    type(reader, "300G")
    type(reader, "ma")
    #expect(reader.lines.last?.contains("Marca «a» puesta") == true)
    type(reader, "G")
    type(reader, "'a")
    #expect(reader.lines[1] == "línea 300")
    type(reader, "''")
    #expect(reader.lines[1...].contains { $0 == "línea 1000" })
    type(reader, "''")
    #expect(reader.lines[1] == "línea 300")
    type(reader, "'z")
    #expect(reader.lines.last?.contains("Sin marca «z»") == true)
  }

  @Test("= says the document, the lines on screen, less's byte and percentage (where the text after the bottom row starts) and the link shown")
  func fileInfo() {
    let reader = reader(20)
    reader.press(.character("="))
    let footer = reader.lines.last?.trimmed ?? ""
    // less 590 on /etc/passwd's first screen: "lines 1-23/24 byte 1144/1221 94%", not byte 0.
    let nine = Array(Self.text(9).utf8).count
    let percent = Int((Double(nine) * 100 / 229).rounded())
    #expect(footer.hasPrefix("mil.txt · líneas 1-9/20 · byte \(nine)/229 · \(percent) %"), "\(footer)")
    #expect(footer.hasSuffix("· enlace: https://example.com/3"), "\(footer)")
    reader.press(.control("g"))
    #expect(reader.lines.last?.trimmed == footer)
  }

  @Test("= under & gives the file's lines, bytes and total, as less's: the filter only hides lines")
  func fileInfoUnderAFilter() {
    let reader = reader(100)
    type(reader, "&5")
    reader.press(.enter)
    // The lines kept: 5, 15, 25, 35, 45, 50…59, 65…
    #expect(reader.lines[1] == "línea 5")
    reader.press(.character("="))
    let footer = reader.lines.last?.trimmed ?? ""
    let afterLine53 = Array(Self.text(53).utf8).count
    let fileBytes = Array(Self.text(100).utf8).count
    // 9 rows: lines 5, 15, 25, 35, 45, 50…53. The file's size is written with its thousands apart.
    let digits = footer.filter { $0.isNumber || $0 == "/" || $0 == "-" || $0 == "·" }
    #expect(digits.hasPrefix("·5-53/100·\(afterLine53)/\(fileBytes)·"), "\(footer)")
  }
}
