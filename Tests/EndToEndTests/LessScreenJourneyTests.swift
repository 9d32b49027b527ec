import Foundation
import Testing

/// What less's own test sessions (lesstest) check on every screen, in the real binary: lines
/// wrapped at the last cell, `~` below a short file's end, chopped rows marked `>`, and options
/// typed while reading whose message waits for a key.
@Suite("less's screens")
struct LessScreenJourneyTests {
  @Test("a long line wraps at the last cell, as less; a short file's end is followed by ~ rows")
  func wrapsAndTildes() throws {
    let line = (1...30).map { String(format: "%05d", $0) }.joined(separator: " ")
    let file = try Journey.file("tabla.txt", Array((line + "\nfin\n").utf8))
    let session = try PtySession([file.path], rows: 12, columns: 40)
    let lines = try session.wait(forText: "fin")
    let area = Journey.scrollArea(lines)
    #expect(Array(area.prefix(6)) == [
      "00001 00002 00003 00004 00005 00006 0000", "7 00008 00009 00010 00011 00012 00013 00",
      "014 00015 00016 00017 00018 00019 00020 ", "00021 00022 00023 00024 00025 00026 0002",
      "7 00028 00029 00030", "fin",
    ].map { $0.trimmingCharacters(in: .whitespaces) })
    #expect(area.dropFirst(6).allSatisfy { $0 == "~" }, "\(area)")
    session.send("q")
    #expect(try session.waitForExit() == 0)
  }

  @Test("-S Enter: chopped with >, the message waits and Enter only dismisses it; --wordwrap typed wraps between words")
  func optionsTypedWhileReading() throws {
    let words = (1...40).map { "palabra\($0)" }.joined(separator: " ")
    let text = (1...30).map { "\($0) " + words }.joined(separator: "\n") + "\n"
    let file = try Journey.file("palabras.txt", Array(text.utf8))
    let session = try PtySession([file.path], rows: 12, columns: 40)
    _ = try session.wait(forText: "1 palabra1")
    session.send("-S")
    let chopped = try session.wait(for: "the message") { $0.footer.contains("-S") }
    #expect(chopped[1].hasPrefix("1 palabra1") && chopped[1].hasSuffix(">"), "\(chopped[1])")
    #expect(chopped[2].hasPrefix("2 palabra1"))
    let dismissed = try session.press("\r")
    #expect(dismissed[1].hasPrefix("1 palabra1"), "Enter scrolled: \(dismissed[1])")
    #expect(!session.footer.contains("-S"))
    _ = try session.press("-S")
    _ = try session.press("\r")
    session.send("--wor")
    _ = try session.wait(for: "the prompt") { $0.footer.hasPrefix("--wor") }
    let wrapped = try session.press("\r")
    #expect(session.footer.contains("--wordwrap"), "\(session.footer)")
    let area = Journey.scrollArea(wrapped)
    #expect(area[0] == "1 palabra1 palabra2 palabra3 palabra4")
    #expect(area[1] == "palabra5 palabra6 palabra7 palabra8")
    session.send("q")
    #expect(try session.waitForExit() == 0)
  }
}

extension LessScreenJourneyTests {
  @Test("--header 1 -S: the first line stays at the top while j scrolls, and shifts with Right")
  func header() throws {
    let text = (0...40).map { "fila\($0) " + String(repeating: "x\($0) ", count: 20) }.joined(separator: "\n") + "\n"
    let file = try Journey.file("cabecera.txt", Array(text.utf8))
    let session = try PtySession(["--header", "1", "-S", file.path], rows: 12, columns: 40)
    let first = try session.wait(forText: "fila1")
    let area = Journey.scrollArea(first)
    #expect(area[0].hasPrefix("fila0") && area[0].hasSuffix(">"), "\(area[0])")
    #expect(area[1].hasPrefix("fila1"))
    let moved = Journey.scrollArea(try session.press("jj"))
    #expect(moved[0].hasPrefix("fila0"), "the header stays")
    #expect(moved[1].hasPrefix("fila3"), "\(moved)")
    let shifted = Journey.scrollArea(try session.press("4\u{1B}OC"))
    #expect(shifted[0].hasPrefix("0 x0"), "\(shifted[0])")
    #expect(shifted[1].hasPrefix("3 x3"), "\(shifted[1])")
    session.send("q")
    #expect(try session.waitForExit() == 0)
  }
}

extension LessScreenJourneyTests {
  @Test("a search near the end puts its line at the top, ~ below the end, as less; j stays, k moves up")
  func searchPastTheEnd() throws {
    let file = try Journey.file("cerca.txt", Array((1...30).map { "línea \($0)\n" }.joined().utf8))
    let session = try PtySession([file.path], rows: 12, columns: 40)
    _ = try session.wait(forText: "línea 1")
    session.send("/línea 28\r")
    let found = try session.wait(for: "the match at the top") { Journey.scrollArea($0.lines).first == "línea 28" }
    let area = Journey.scrollArea(found)
    #expect(Array(area.prefix(4)) == ["línea 28", "línea 29", "línea 30", "~"], "\(area)")
    #expect(session.footer.hasPrefix("Fin de la guía"), "the end shows: the seed's footer says so")
    #expect(Journey.scrollArea(try session.press("j")).first == "línea 28", "down at the end stays")
    #expect(Journey.scrollArea(try session.press("k")).first == "línea 27")
    session.send("q")
    #expect(try session.waitForExit() == 0)
  }
}

extension LessScreenJourneyTests {
  @Test("-S at the end keeps the top line where it was, ~ below the end, as less repaints")
  func chopKeepsTheTopLine() throws {
    let text = (1...12).map { "línea \($0) " + String(repeating: "largo ", count: 12) }.joined(separator: "\n") + "\n"
    let file = try Journey.file("largas.txt", Array(text.utf8))
    let session = try PtySession([file.path], rows: 12, columns: 40)
    _ = try session.wait(forText: "línea 1")
    let end = Journey.scrollArea(try session.press("G"))
    let top = try #require(end.first)
    session.send("-S")
    let chopped = try session.wait(for: "the lines chopped") { Journey.scrollArea($0.lines).first?.hasSuffix(">") == true }
    let area = Journey.scrollArea(chopped)
    #expect(top.hasPrefix(String(area[0].prefix(8))), "the top line kept: \(top) / \(area[0])")
    #expect(area.contains("~"), "\(area)")
    session.send("q")
    #expect(try session.waitForExit() == 0)
  }
}
