import Testing
@testable import Document

/// SGR colours and attributes and OSC 8 links in plain text, as `git`, `ls` and `grep` send
/// them: read into styles, never passed on; every other sequence stays visible.
@Suite struct EscapeSequenceTests {
  private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  private func glyphs(_ text: String, escapes: EscapeRendering = .styles) -> [Glyph] {
    Glyph.glyphs(ofBytes: bytes(text), escapes: escapes)
  }

  @Test("ESC[31m colours what follows, ESC[0m resets; each sequence counts for the glyph after it")
  func basicColour() {
    let text = "\u{1B}[31mred\u{1B}[0m ok"
    let shown = glyphs(text)
    #expect(shown.map(\.text.string).joined() == "red ok")
    #expect(shown.prefix(3).allSatisfy { $0.style == .foreground(.palette(1)) })
    #expect(shown.dropFirst(3).allSatisfy { $0.style.isEmpty })
    #expect(shown.map(\.sourceLength) == [6, 1, 1, 5, 1, 1])
    #expect(shown.map(\.sourceLength).reduce(0, +) == bytes(text).count)
  }

  @Test("attributes on and off, bright, 256-colour and 24-bit colours in ; and : forms")
  func parameters() {
    let base = TextStyle()
    #expect(base.applyingGraphicRendition(bytes("1;4;7")) == [.bold, .underline, .reverse])
    #expect(([.bold, .dim, .underline] as TextStyle).applyingGraphicRendition(bytes("22;24")).isEmpty)
    #expect(base.applyingGraphicRendition(bytes("3;9;23;29")).isEmpty)
    #expect(base.applyingGraphicRendition(bytes("4:3")) == .underline)
    #expect(TextStyle.underline.applyingGraphicRendition(bytes("4:0")).isEmpty)
    #expect(base.applyingGraphicRendition(bytes("91;104")).foreground == .palette(9))
    #expect(base.applyingGraphicRendition(bytes("91;104")).background == .palette(12))
    #expect(base.applyingGraphicRendition(bytes("38;5;208")).foreground == .palette(208))
    #expect(base.applyingGraphicRendition(bytes("38:5:208")).foreground == .palette(208))
    let rgb = base.applyingGraphicRendition(bytes("1;38;2;255;128;0;48;5;17"))
    #expect(rgb.foreground == .rgb(red: 255, green: 128, blue: 0))
    #expect(rgb.background == .palette(17))
    #expect(rgb.contains(.bold))
    #expect(base.applyingGraphicRendition(bytes("38:2::10:20:30")).foreground == .rgb(red: 10, green: 20, blue: 30))
    #expect(base.applyingGraphicRendition(bytes("38:2:10:20:30")).foreground == .rgb(red: 10, green: 20, blue: 30))
    let coloured = base.applyingGraphicRendition(bytes("32;41"))
    #expect(coloured.applyingGraphicRendition(bytes("39")).foreground == nil)
    #expect(coloured.applyingGraphicRendition(bytes("49")).background == nil)
    #expect(coloured.applyingGraphicRendition(bytes("")).isEmpty)
    // Out-of-range or cut-short colours change nothing; blink and fonts are not drawn.
    #expect(base.applyingGraphicRendition(bytes("38;5;300")).isEmpty)
    #expect(base.applyingGraphicRendition(bytes("38;2;1")).isEmpty)
    #expect(base.applyingGraphicRendition(bytes("5;11;53")).isEmpty)
  }

  @Test("grep's and gcc's ESC[K after an SGR, and the other moves within a line, are consumed unseen")
  func withinLineConsumed() {
    let grep = "\u{1B}[01;31m\u{1B}[Ktornillo\u{1B}[m\u{1B}[K aquí"
    let shown = glyphs(grep)
    #expect(shown.map(\.text.string).joined() == "tornillo aquí")
    #expect(shown.prefix(8).allSatisfy { $0.style == [.bold, .foreground(.palette(1))] })
    #expect(shown.dropFirst(8).allSatisfy { $0.style.isEmpty })
    #expect(shown.map(\.sourceLength).reduce(0, +) == bytes(grep).count)
    for text in ["\u{1B}[K", "\u{1B}[0K", "\u{1B}[2X", "\u{1B}[3C", "\u{1B}[D", "\u{1B}[12G", "\u{1B}[P", "\u{1B}[4@"] {
      #expect(glyphs("a" + text + "b").map(\.text.string) == ["a", "b"], "\(text.debugDescription)")
    }
  }

  @Test("ESC[58;5;Nm (an underline's colour) is read whole: none of its numbers becomes bold or blink")
  func underlineColour() {
    let base = TextStyle()
    #expect(base.applyingGraphicRendition(bytes("58;5;1")).isEmpty)
    #expect(base.applyingGraphicRendition(bytes("58;2;1;2;3;4")) == .underline)
    #expect(base.applyingGraphicRendition(bytes("58:5:1;1")) == .bold)
    #expect(base.applyingGraphicRendition(bytes("4;58;5;9;59")) == .underline)
  }

  @Test("every other sequence stays visible: clear screen, cursor moves, titles, a cut-off SGR")
  func otherSequencesShown() {
    for text in [
      "\u{1B}[2J", "\u{1B}[H", "\u{1B}]0;title\u{7}", "\u{1B}[?1049h", "\u{1B}[31", "\u{1B}", "\u{1B}c",
      "\u{1B}]52;c;aGk=\u{7}", "\u{1B}[>4;2m",
    ] {
      let shown = glyphs("a" + text + "b")
      #expect(shown.contains { $0.text.string == "^[" && $0.style.contains(.reverse) }, "\(text.debugDescription)")
      #expect(shown.map(\.sourceLength).reduce(0, +) == bytes("a" + text + "b").count)
    }
  }

  @Test("--show-escapes shows an SGR sequence as text")
  func placeholders() {
    let shown = glyphs("\u{1B}[33mx", escapes: .placeholders)
    #expect(shown.map(\.text.string).joined() == "ESC[33mx", "as less without -R writes it")
    #expect(shown.allSatisfy { $0.style.foreground == nil })
  }

  @Test("OSC 8: the text is underlined and carries its address; only http, https and file are forwardable")
  func hyperlinks() {
    let text = "see \u{1B}]8;;https://example.com/a\u{1B}\\here\u{1B}]8;;\u{1B}\\ and \u{1B}]8;id=1;javascript:alert(1)\u{7}js\u{1B}]8;;\u{7}."
    let shown = glyphs(text)
    #expect(shown.map(\.text.string).joined() == "see here and js.")
    let here = shown[4]
    #expect(here.style.contains(.underline))
    #expect(here.style.link?.address.string == "https://example.com/a")
    #expect(here.style.link?.isForwardable == true)
    #expect(shown[8].style.link == nil && !shown[8].style.contains(.underline))
    let js = shown[13]
    #expect(js.style.link?.address.string == "javascript:alert(1)")
    #expect(js.style.link?.isForwardable == false)
    #expect(shown.last?.style.link == nil)
    #expect(shown.map(\.sourceLength).reduce(0, +) == bytes(text).count)
    #expect(Hyperlink(address: bytes("FILE:///etc/hosts")).isForwardable)
    #expect(!Hyperlink(address: bytes("https://a b")).isForwardable)
    #expect(!Hyperlink(address: bytes("https://a\u{1B}")).isForwardable)
  }

  @Test("a style is plain data (every cell copies and compares one per key); a link outlives ESC[0m")
  func plainData() {
    #expect(_isPOD(TextStyle.self))
    for color in [TerminalColor.palette(0), .palette(255), .rgb(red: 0, green: 0, blue: 0), .rgb(red: 255, green: 1, blue: 2)] {
      #expect(TerminalColor(packed: color.packed) == color)
      #expect(TextStyle.foreground(color).foreground == color && TextStyle.background(color).background == color)
    }
    var style = TextStyle.bold.union(.foreground(.palette(1)))
    style.link = Hyperlink(address: bytes("https://example.com"))
    let reset = style.applyingGraphicRendition(bytes("0"))
    #expect(reset.link?.address.string == "https://example.com")
    #expect(!reset.contains(.bold) && reset.foreground == nil)
    var same = TextStyle()
    same.link = Hyperlink(address: bytes("https://example.com"))
    #expect(same.link == style.link && same == reset)
  }

  @Test("overstrike inside a colour keeps both; a sequence alone on a line shows nothing")
  func overstrikeAndEmptyLines() {
    let shown = glyphs("\u{1B}[32mb\u{8}b\u{1B}[m")
    #expect(shown.count == 1)
    #expect(shown[0].style == TextStyle.bold.union(.foreground(.palette(2))))
    #expect(shown[0].sourceLength == bytes("\u{1B}[32mb\u{8}b\u{1B}[m").count)
    #expect(glyphs("\u{1B}[0m").isEmpty)
  }

  @Test("a wrapped coloured line keeps its colour on every row, from wherever it is laid out; the next line starts plain")
  func wrappedRows() {
    let text = "\u{1B}[1;34m" + String(repeating: "azul ", count: 6) + "\u{1B}[0m\nplain\n"
    let source = InMemoryByteSource(bytes(text))
    let rows = TextRows(source: source, width: 10)
    let lines = rows.lines(from: 0, limit: 10)
    #expect(lines.map(\.text) == ["azul azul", "azul azul", "azul azul", "plain"])
    let blue = TextStyle.bold.union(.foreground(.palette(4)))
    for line in lines.prefix(3) { #expect(line.spans.allSatisfy { $0.style == blue }, "\(line.text)") }
    #expect(lines[3].spans.allSatisfy { $0.style.isEmpty })
    // A second row found on its own (a fresh layout, as after a resize, keeping a byte on
    // screen) and laid out alone is blue too, its cached rows gone.
    let second = rows.positions(from: 0, limit: 3)[1]
    let fresh = TextRows(source: source, width: 10)
    #expect(fresh.rowStart(containing: second + 3) == second)
    let alone = TextRows(source: source, width: 10)
    _ = alone.rowStart(containing: second + 3)
    #expect(alone.wrapper.wrap(from: second).0[0].line.spans.allSatisfy { $0.style == blue })
    #expect(fresh.lines(from: second, limit: 1)[0].spans.allSatisfy { $0.style == blue })
    // The rows tile the bytes: the sequence belongs to the first row.
    #expect(rows.positions(from: 0, limit: 1) == [0])
  }

  @Test("a colour to a palette: 24-bit to the 256-colour cube or grey ramp, bright to standard, 256 to 16")
  func approximations() {
    #expect(TerminalColor.rgb(red: 255, green: 0, blue: 0).approximated(toPalette: 256) == .palette(196))
    #expect(TerminalColor.rgb(red: 128, green: 128, blue: 128).approximated(toPalette: 256) == .palette(244))
    #expect(TerminalColor.rgb(red: 0, green: 0, blue: 0).approximated(toPalette: 256) == .palette(16))
    #expect(TerminalColor.palette(9).approximated(toPalette: 8) == .palette(1))
    #expect(TerminalColor.palette(196).approximated(toPalette: 16) == .palette(9))
    #expect(TerminalColor.palette(196).approximated(toPalette: 8) == .palette(1))
    #expect(TerminalColor.rgb(red: 0, green: 200, blue: 0).approximated(toPalette: 8) == .palette(2))
    #expect(TerminalColor.palette(3).approximated(toPalette: 8) == .palette(3))
  }
}
