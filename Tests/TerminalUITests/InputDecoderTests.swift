import Testing
@testable import TerminalUI

/// The bytes a terminal sends, decoded: keys are keys, every other sequence is taken whole
/// and dropped, a paste is never a command.
@Suite struct InputDecoderTests {
  private func keys(_ text: String, terminalKeys: [[UInt8]: Key] = [:], timeOut: Bool = true) -> [Key] {
    var decoder = InputDecoder(terminalKeys: terminalKeys)
    var keys = decoder.feed(Array(text.utf8))
    if timeOut { keys += decoder.timeOut() }
    return keys
  }

  @Test("control bytes decode to control keys; Enter, Backspace and characters are themselves")
  func controls() {
    #expect(keys("\u{0E}\r\n\u{7F}\u{08}g") == [.control("n"), .enter, .enter, .backspace, .backspace, .character("g")])
    #expect(keys("\u{00}\u{1C}\u{1F}").isEmpty)
  }

  @Test("ESC and Backspace, in either byte a terminal sends for it, is Alt-Backspace; ESC and a letter is Alt and it")
  func altBackspace() {
    #expect(keys("\u{1B}\u{7F}\u{1B}\u{08}\u{1B}b") == [.altBackspace, .altBackspace, .alt("b")])
  }

  @Test("UTF-8 characters, whole; broken ones and C1 controls dropped")
  func characters() {
    #expect(keys("ñ€𝄞") == [.character("ñ"), .character("€"), .character("𝄞")])
    var decoder = InputDecoder()
    #expect(decoder.feed([0xC3]).isEmpty, "half a character waits")
    #expect(decoder.feed([0xB1]) == [.character("ñ")])
    #expect(decoder.feed([0xC3, 0x41]) == [.character("A")], "a cut character is dropped")
    #expect(decoder.feed([0xC2, 0x9B, 0xFF, 0x80]).isEmpty, "C1 and invalid bytes")
  }

  @Test("the cursor and editing keys in both cursor-key modes", arguments: [
    ("\u{1B}[A", Key.up), ("\u{1B}OA", .up), ("\u{1B}[B", .down), ("\u{1B}OB", .down),
    ("\u{1B}[C", .right), ("\u{1B}OD", .left), ("\u{1B}[H", .home), ("\u{1B}OH", .home),
    ("\u{1B}[F", .end), ("\u{1B}OF", .end), ("\u{1B}[1~", .home), ("\u{1B}[4~", .end),
    ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[3~", .delete),
    ("\u{1B}OM", .enter), ("\u{1B}[<65;10;5M", .wheelDown), ("\u{1B}[<64;1;1M", .wheelUp),
    ("\u{1B}[<80;1;1M", .wheelUp), ("\u{1B}[M`!!", .wheelUp), ("\u{1B}[Ma!!", .wheelDown),
  ] as [(String, Key)])
  func namedKeys(sequence: String, key: Key) {
    #expect(keys(sequence, timeOut: false) == [key])
  }

  @Test("Esc alone is Esc, once the escape delay passes with nothing after it")
  func escapeAlone() {
    var decoder = InputDecoder()
    #expect(decoder.feed([0x1B]).isEmpty)
    #expect(decoder.isPending)
    #expect(decoder.deadline == InputDecoder.escapeDelay)
    #expect(decoder.timeOut() == [.escape])
    #expect(!decoder.isPending && decoder.deadline == nil)
  }

  @Test("sequences that name no key are taken whole and dropped: the keys around them stay", arguments: [
    "\u{1B}[I", "\u{1B}[O", "\u{1B}[12;40R", "\u{1B}[99~", "\u{1B}[1;5A", "\u{1B}[?1;2c",
    "\u{1B}[>0;276;0c", "\u{1B}]11;rgb:0000/0000/0000\u{07}", "\u{1B}]52;c;cm0gLXJmIH4K\u{1B}\\",
    "\u{1B}P1$r0m\u{1B}\\", "\u{1B}_apc\u{07}", "\u{1B}^pm\u{07}", "\u{1B}Xsos\u{07}",
    "\u{1B}ñ", "\u{1B}\r", "\u{1B}\u{1B}[A",
    "\u{1B}OP", "\u{1B}O2P", "\u{1B}[[A", "\u{1B}[<0;3;4M", "\u{1B}[<65;3;4m", "\u{1B}[M !!",
    "\u{1B}[" + String(repeating: "1;", count: 5000) + "R",
  ])
  func droppedSequences(sequence: String) {
    #expect(keys("j" + sequence + "k") == [.character("j"), .character("k")])
    // Byte by byte, as a slow link delivers it, the same.
    var decoder = InputDecoder()
    var decoded: [Key] = []
    for byte in Array(("j" + sequence + "k").utf8) { decoded += decoder.feed([byte]) }
    #expect(decoded == [.character("j"), .character("k")])
  }

  @Test("a bracketed paste is one paste, never keys; its end may come in pieces")
  func paste() {
    #expect(keys("\u{1B}[200~echo pwned\r\u{1B}[201~q") == [.paste("echo pwned\r"), .character("q")])
    #expect(keys("\u{1B}[200~a\u{1B}[20x\u{1B}[201~") == [.paste("a\u{1B}[20x")])
    var decoder = InputDecoder()
    #expect(decoder.feed(Array("\u{1B}[200~q\u{1B}[2".utf8)).isEmpty)
    #expect(decoder.feed(Array("01~j".utf8)) == [.paste("q"), .character("j")])
  }

  @Test("a paste whose end never comes ends at the sequence delay with what arrived")
  func unendedPaste() {
    var decoder = InputDecoder()
    #expect(decoder.feed(Array("\u{1B}[200~echo pwned\r".utf8)).isEmpty)
    #expect(decoder.deadline == InputDecoder.sequenceDelay)
    #expect(decoder.timeOut() == [.paste("echo pwned\r")])
    #expect(decoder.feed(Array("q".utf8)) == [.character("q")])
  }

  @Test("a paste is kept up to its limit, and consumed whole")
  func longPaste() {
    let text = String(repeating: "x", count: InputDecoder.pasteLimit + 10)
    let decoded = keys("\u{1B}[200~" + text + "\u{1B}[201~q")
    #expect(decoded.count == 2)
    if case .paste(let pasted) = decoded.first { #expect(pasted.utf8.count == InputDecoder.pasteLimit) }
    #expect(decoded.last == .character("q"))
  }

  @Test("a sequence cut by a control character is dropped, the control read as itself")
  func cutSequence() {
    #expect(keys("\u{1B}[12\rq") == [.enter, .character("q")])
    #expect(keys("\u{1B}[12\u{1B}[A") == [.up])
    #expect(keys("\u{1B}]0;title\u{1B}[A") == [.up], "ESC inside a string ends it")
  }

  @Test("a sequence begun and never ended is dropped at the sequence delay")
  func unendedSequence() {
    var decoder = InputDecoder()
    #expect(decoder.feed(Array("\u{1B}[12;4".utf8)).isEmpty)
    #expect(decoder.deadline == InputDecoder.sequenceDelay)
    #expect(decoder.timeOut().isEmpty)
    #expect(decoder.feed(Array("q".utf8)) == [.character("q")])
  }

  @Test("the terminal's own keys (terminfo) come first: cons25's Page Up is ESC [ I, VT52's Up ESC A")
  func terminalKeys() {
    #expect(keys("\u{1B}[I", terminalKeys: [Array("\u{1B}[I".utf8): .pageUp]) == [.pageUp])
    #expect(keys("\u{1B}A", terminalKeys: [Array("\u{1B}A".utf8): .up]) == [.up])
    #expect(keys("\u{1B}[214z", terminalKeys: [Array("\u{1B}[214z".utf8): .home]) == [.home])
    #expect(keys("\u{1B}A") == [.alt("A")], "without it, ESC A is Alt-A")
  }

  @Test("ESC and a printable ASCII character is Alt and it (less's ESC-u), never the character")
  func altKeys() {
    #expect(keys("j\u{1B}uk") == [.character("j"), .alt("u"), .character("k")])
    #expect(keys("\u{1B}q\u{1B}Q\u{1B}x") == [.alt("q"), .alt("Q"), .alt("x")])
    #expect(keys("\u{1B}\u{06}\u{1B}\u{02}") == [.alt("\u{06}"), .alt("\u{02}")], "less's ESC-^F and ESC-^B")
    var decoder = InputDecoder()
    var decoded: [Key] = []
    for byte in Array("\u{1B}u".utf8) { decoded += decoder.feed([byte]) }
    #expect(decoded == [.alt("u")], "byte by byte, the same")
  }

  @Test("every byte string decodes without trapping, and q after it is always q once settled")
  func exhaustivePairs() {
    // Every pair of bytes after ESC and after ESC [: each settles and leaves the decoder ready.
    for first in UInt8.min...UInt8.max {
      for second in UInt8.min...UInt8.max {
        for prefix in [[UInt8](), [0x1B], [0x1B, 0x5B]] {
          var decoder = InputDecoder()
          _ = decoder.feed(prefix + [first, second])
          _ = decoder.timeOut()
          #expect(decoder.feed([UInt8(ascii: "q")]) == [.character("q")])
        }
      }
    }
  }
}
