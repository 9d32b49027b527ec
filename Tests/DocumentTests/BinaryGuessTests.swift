import Foundation
import Testing
@testable import Document

/// less's guess of a binary file, against real files: executables and compressed data look
/// binary, text in any script, with colours, tabs and CRLF does not.
@Suite struct BinaryGuessTests {
  private func sample(_ path: String) throws -> [UInt8] {
    let handle = try #require(FileHandle(forReadingAtPath: path))
    defer { try? handle.close() }
    return Array(handle.readData(ofLength: BinaryGuess.sampleSize))
  }

  @Test("executables look binary", arguments: ["/bin/ls", "/bin/sh"])
  func executables(path: String) throws {
    #expect(BinaryGuess.looksBinary(try sample(path)))
  }

  @Test("compressed and random data look binary")
  func compressed() throws {
    let manual = try FileManager.default.contentsOfDirectory(atPath: "/usr/share/man/man1")
      .first { $0.hasSuffix(".gz") }
    let page = try #require(manual)
    #expect(BinaryGuess.looksBinary(try sample("/usr/share/man/man1/" + page)))
    var generator = SystemRandomNumberGenerator()
    let random = (0..<256).map { _ in UInt8.random(in: 0...255, using: &generator) }
    #expect(BinaryGuess.looksBinary(random))
  }

  @Test("text does not: ASCII, Spanish, Japanese, emoji, tabs, CRLF, form feeds, backspace overstrike, colours")
  func text() {
    let texts = [
      "Paso 1\tAbrir la caja\r\nPaso 2\tSacar las piezas\r\n\u{0C}Fin de la guía ñ á é\n",
      "SwiftUIにおいて、Listが1番下までスクロールされたことを検知する\n👍🏽 🇪🇸 1️⃣\n",
      "N\u{08}NA\u{08}AM\u{08}ME\u{08}E\n_\u{08}l_\u{08}s\n",
      String(repeating: "\u{1B}[01;31m\u{1B}[Kerror\u{1B}[m\u{1B}[K: x\n", count: 10),
    ]
    for text in texts { #expect(!BinaryGuess.looksBinary(Array(text.utf8)), "\(text.debugDescription)") }
  }

  @Test("the count is less's: five binary characters are text, six are binary; the last 4 bytes are not looked at")
  func threshold() {
    let five = Array("texto".utf8) + [0, 1, 2, 3, 4] + Array("más texto\n".utf8)
    #expect(!BinaryGuess.looksBinary(five))
    let six = Array("texto".utf8) + [0, 1, 2, 3, 4, 5] + Array("más texto\n".utf8)
    #expect(BinaryGuess.looksBinary(six))
    #expect(!BinaryGuess.looksBinary(Array("abcd".utf8) + [0, 0, 0, 0]), "a sample of 8: its last 4 bytes left out")
    // Malformed UTF-8 counts once per sequence: a lone continuation run is one.
    #expect(!BinaryGuess.looksBinary(Array("a".utf8) + [0x80, 0x80, 0x80, 0x80, 0x80, 0x80] + Array("texto\n".utf8)))
    #expect(BinaryGuess.looksBinary(Array("a".utf8) + [0xFF, 0xFE, 0xC0, 0xC1, 0xF5, 0xFF] + Array("texto\n".utf8)))
  }
}
