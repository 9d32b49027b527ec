@testable import Document
import Testing

/// Lines whose rows are known without wrapping them: the bytes are made by hand, the lengths
/// counted by hand.
@Suite struct SureLinesTests {
  static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test("a line sure to fit: ASCII, an overstruck pair as one cell, accents and kana at two")
  func fitting() {
    #expect(SureLines.fittingLength(in: Self.bytes("hola\nmundo"), from: 0, width: 10, overstrikes: false) == 4)
    #expect(SureLines.fittingLength(in: Self.bytes("hola\nmundo\n"), from: 5, width: 10, overstrikes: false) == 5)
    // N\bNAME: bold as man writes it, one cell a pair; 4 + 2 cells of "é".
    #expect(SureLines.fittingLength(in: Self.bytes("N\u{8}Nomé\n"), from: 0, width: 6, overstrikes: true) == 7)
    #expect(SureLines.fittingLength(in: Self.bytes("かな\n"), from: 0, width: 4, overstrikes: false) == 6)
  }

  @Test("not sure: too wide, no newline inside the bytes, a control, a joining mark, a backspace not read as overstrike")
  func notSure() {
    #expect(SureLines.fittingLength(in: Self.bytes("abcdef\n"), from: 0, width: 5, overstrikes: false) == nil)
    #expect(SureLines.fittingLength(in: Self.bytes("abc"), from: 0, width: 10, overstrikes: false) == nil)
    #expect(SureLines.fittingLength(in: Self.bytes("a\tb\n"), from: 0, width: 10, overstrikes: false) == nil)
    #expect(SureLines.fittingLength(in: Self.bytes("e\u{301}\n"), from: 0, width: 10, overstrikes: false) == nil)
    #expect(SureLines.fittingLength(in: Self.bytes("N\u{8}N\n"), from: 0, width: 10, overstrikes: false) == nil)
  }

  @Test("a printable ASCII line's length, however long; nil for another byte or no newline")
  func printableASCII() {
    let long = String(repeating: "x", count: 300)
    #expect(SureLines.printableASCIILength(in: Self.bytes(long + "\n"), from: 0) == 300)
    #expect(SureLines.printableASCIILength(in: Self.bytes("año\n"), from: 0) == nil)
    #expect(SureLines.printableASCIILength(in: Self.bytes("abc"), from: 0) == nil)
  }
}
