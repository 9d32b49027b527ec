import ScrollKit
import Testing
@testable import Document

@Suite struct TextRowsTests {
  private func rows(_ text: String, width: Int, window: Int = 1 << 14) -> TextRows {
    TextRows(source: InMemoryByteSource(Array(text.utf8)), width: width, window: window)
  }

  private func texts(_ rows: TextRows, from position: Int = 0, limit: Int = 1000) -> [String] {
    rows.lines(from: position, limit: limit).map(\.text)
  }

  @Test("lines are wrapped and rows tile the bytes")
  func wrapping() {
    let text = "uno dos tres\n\ncuatro\n"
    let r = rows(text, width: 8)
    #expect(texts(r) == ["uno dos", "tres", "", "cuatro"])
    #expect(r.positions(from: 0, limit: 10) == [0, 8, 13, 14])
    #expect(r.endPosition == text.utf8.count)
  }

  @Test("a plain line that fits is the row both line breakers make of its glyphs")
  func plainRowMatchesLineBreakers() {
    var generator = SystemRandomNumberGenerator()
    var lines: [[UInt8]] = [[], [0x20], [0x20, 0x20], Array("~ x  ".utf8), Array(" a".utf8)]
    for _ in 0..<300 {
      lines.append((0..<Int.random(in: 0...12, using: &generator)).map { _ in
        [UInt8(0x20), 0x20, 0x61, 0x7E, UInt8.random(in: 0x20...0x7E, using: &generator)].randomElement()!
      })
    }
    for line in lines {
      for width in [1, 5, 8, 12] {
        let fast = LineBreaker.plainRow(line, width: width, style: [.bold])
        let glyphs = Glyph.glyphs(ofBytes: line, style: [.bold])
        guard line.count <= width else {
          #expect(fast == nil)
          continue
        }
        #expect(fast.map { [$0] } == LineBreaker.wrapCharacters(glyphs: glyphs, width: width), "\(line) at \(width)")
        #expect(fast.map { [$0] } == LineBreaker.wrap(glyphs: glyphs, width: width), "\(line) at \(width)")
      }
    }
    #expect(LineBreaker.plainRow(Array("a\tb".utf8), width: 80, style: []) == nil)
    #expect(LineBreaker.plainRow(Array("señal".utf8), width: 80, style: []) == nil)
    #expect(LineBreaker.plainRow([0x61, 0x1B, 0x62], width: 80, style: []) == nil)
  }

  @Test("a long plain line wrapped by characters is the rows and joiners wrapping its glyphs makes")
  func plainRowsMatchWrapCharacters() {
    var generator = SystemRandomNumberGenerator()
    var lines: [[UInt8]] = [[], [0x20], Array(repeating: 0x20, count: 17), Array("ab  cd  ef  gh".utf8)]
    for _ in 0..<300 {
      lines.append((0..<Int.random(in: 0...40, using: &generator)).map { _ in
        [UInt8(0x20), 0x20, 0x61, 0x7E, UInt8.random(in: 0x20...0x7E, using: &generator)].randomElement()!
      })
    }
    for line in lines {
      for width in [1, 2, 5, 8, 12] {
        let glyphs = Glyph.glyphs(ofBytes: line, style: [.bold])
        let wrapped = LineBreaker.wrapCharacters(glyphs: glyphs, width: width)
        let fast = LineBreaker.plainRows(line, width: width, style: [.bold])
        #expect(fast?.rows == wrapped, "\(line) at \(width)")
        #expect(fast?.joiners == WrappedRow.joiners(of: wrapped, glyphs: glyphs), "\(line) at \(width)")
      }
    }
    #expect(LineBreaker.plainRows(Array("a\tb".utf8), width: 2, style: []) == nil)
    #expect(LineBreaker.plainRows(Array("señal larga".utf8), width: 4, style: []) == nil)
  }

  @Test("the estimate's sample finds the rows wrapping finds, plain lines without wrapping them")
  func samplePositionsMatchWrapping() {
    // Plain lines of every length around the width, and each kind a plain line is not:
    // tabs, escapes, CR LF, accents, wide characters, a control byte, no final newline.
    var lines: [String] = []
    for length in 0...14 { lines.append(String(repeating: "x", count: length)) }
    // Long lines of printable ASCII, spaces at and around the breaks.
    lines += [
      String(repeating: "ab ", count: 9), String(repeating: " ", count: 23),
      String(repeating: "palabra ", count: 6) + "fin",
    ]
    lines += [
      "a\tb", "\u{1B}[1mnegrita\u{1B}[0m", "fin de línea\r", "señal", "日本語の文章", "a\u{7}b",
      "dos palabras largas", "", "~}|{ `_^] \\[@?>", "\u{7F}",
      // Characters counted at two cells, around the widths below: Latin-1, kana, kanji,
      // CJK and fullwidth punctuation; and those that are not counted: C1, no-break space,
      // soft hyphen, a combining accent, an emoji, Hangul.
      "ñandú", "¿Qué?", "日本語の", "日本語の文", "カタカナ、ひらがな。", "ＡＢＣ！", "ÀÿÁ×÷±",
      "a\u{85}b", "a\u{A0}b", "a\u{AD}b", "e\u{301}", "👍", "한국어", "日本語の文章です。次の行へ。",
      // Overstrike, as man writes it, and backspaces that overstrike nothing or a wide one.
      "N\u{8}NA\u{8}AM\u{8}ME\u{8}E", "_\u{8}u_\u{8}n_\u{8}d_\u{8}e_\u{8}r", "b\u{8}b\u{8}bold x",
      "\u{8}x", "x\u{8}", "x\u{8}\u{8}y", "_\u{8}日本", "+\u{8}o+\u{8}o+\u{8}o+\u{8}o+\u{8}o+\u{8}o",
      // General punctuation (man's hyphen U+2010, dashes, quotes, the ellipsis), and what
      // lies beside it that is not: zero-width joiners and spaces, the line separator.
      "incor\u{2010}", "“cita”—raya…", "‘a’ • b ‣ c", "a\u{200D}b", "a\u{200B}b", "a\u{2028}b", "x\u{2027}\u{301}",
    ]
    let text = lines.joined(separator: "\n")
    for width in [1, 2, 5, 8, 9, 10, 11, 80] {
      for terminated in [text, text + "\n"] {
        let r = rows(terminated, width: width)
        #expect(r.samplePositions(limit: 200) == r.positions(from: 0, limit: 200))
        #expect(r.samplePositions(limit: 7) == r.positions(from: 0, limit: 7))
      }
      var shown = LayoutOptions(width: width)
      shown.shownControls = [.backspaces]
      for options in [
        LayoutOptions(width: width + 12, leadingMargin: 2, trailingMargin: 2),
        LayoutOptions(width: width, wrapsLines: false), shown,
      ] {
        let laidOut = TextRows(source: InMemoryByteSource(Array(text.utf8)), options: options)
        #expect(laidOut.samplePositions(limit: 200) == laidOut.positions(from: 0, limit: 200))
      }
    }
  }

  @Test("the estimate of a short document is taken again when it grows, as a pipe's does")
  func estimateFollowsGrowth() {
    let source = InMemoryByteSource(Array(String(repeating: "a\n", count: 10).utf8))
    let rows = TextRows(source: source, width: 80)
    #expect(rows.estimatedRowCount == 10)
    // Fifty lines of 200 characters, three rows each: 160 rows in all.
    source.append(Array(String(repeating: String(repeating: "palabra ", count: 25) + "\n", count: 50).utf8))
    #expect(abs(rows.estimatedRowCount - 160) < 1, "estimated \(rows.estimatedRowCount) rows")
    let estimate = rows.estimatedRowCount
    #expect(rows.estimatedRowCount == estimate, "a document that does not grow keeps its sample")
  }

  @Test("positions asked as keys ask them (the top, the next row, a screen) are those a fresh walk finds, as the source grows too")
  func positionsFromTheLastWalk() {
    var generator = SystemRandomNumberGenerator()
    let words = ["uno", "pieza", "tornillo", "日本語", "estante", "a\tb", ""]
    func line() -> String {
      (0..<Int.random(in: 0...12, using: &generator)).map { _ in words.randomElement(using: &generator)! }
        .joined(separator: " ")
    }
    let source = InMemoryByteSource(Array((0..<60).map { _ in line() + "\n" }.joined().utf8))
    let rows = TextRows(source: source, width: 13, window: 256)
    var top = 0
    for step in 0..<400 {
      if step % 97 == 96 {
        // A pipe's input arrives (a partial line, then its end and more lines) while the
        // reader is at the end.
        top = TextRows(source: source, width: 13, window: 256).positions(before: source.count, limit: 3).first ?? 0
        _ = rows.positions(from: top, limit: 23)
        source.append(Array((line() + (step % 2 == 0 ? "\n" + line() : "")).utf8))
      }
      let fresh = TextRows(source: source, width: 13, window: 256)
      let limit = [1, 2, 5, 22, 23].randomElement(using: &generator)!
      #expect(rows.positions(from: top, limit: limit) == fresh.positions(from: top, limit: limit), "from \(top), \(limit)")
      let screen = fresh.positions(from: top, limit: 23)
      top = Bool.random(using: &generator)
        ? (screen.dropFirst().first ?? top)
        : (fresh.positions(before: top, limit: 1).first ?? top)
      if step % 50 == 49 { top = fresh.positions(from: 0, limit: Int.random(in: 1...200, using: &generator)).last ?? 0 }
    }
  }

  @Test("End walks back a screen of short lines reading about their bytes, not a 64 KiB chunk a line")
  func walkingBackReadsInProportion() {
    let line = "line of the ten thousand lines file, with some words\n"
    let source = CountingByteSource(Array(String(repeating: line, count: 20_000).utf8))
    let rows = TextRows(source: source, width: 80)
    let screen = rows.positions(before: rows.endPosition, limit: 22)
    #expect(screen.count == 22)
    #expect(screen.first == source.count - 22 * line.utf8.count)
    // 22 lines of 53 bytes: a few KiB with the scan's first chunks; 1.4 MB before.
    #expect(source.bytesRead < 32 * 1024, "read \(source.bytesRead) bytes")
  }

  @Test("walking back gives the same rows as walking forward, at every position")
  func backwardMatchesForward() {
    let text = "Comprueba que están todas las piezas.\nEncaja los soportes.\n\n日本語の文章です。次の行へ。\nfin"
    for width in [1, 3, 7, 12, 40] {
      let r = rows(text, width: width, window: 256)
      let all = r.positions(from: 0, limit: 10_000)
      for (index, position) in all.enumerated() {
        #expect(r.positions(before: position, limit: 10_000) == Array(all[..<index]))
        #expect(r.positions(from: position, limit: 3) == Array(all[index..<min(all.count, index + 3)]))
      }
      #expect(r.positions(before: r.endPosition, limit: 10_000) == all)
    }
  }

  @Test("a line longer than the window wraps the same as a short window would not show")
  func longLines() {
    let word = "palabra "
    let text = String(repeating: word, count: 500) + "\nfin\n"
    let small = rows(text, width: 30, window: 256)
    let large = rows(text, width: 30, window: 1 << 16)
    #expect(texts(small) == texts(large))
    #expect(small.positions(before: small.endPosition, limit: 1000)
      == large.positions(from: 0, limit: 1000))
    #expect(texts(small).allSatisfy { DisplayWidth.of($0) <= 30 })
  }

  @Test("lines of every length around the first read's 512 bytes wrap as whole lines do", arguments: [
    1, 100, 510, 511, 512, 513, 514, 1000, 1 << 14, (1 << 14) + 7,
  ])
  func linesAroundTheFirstRead(length: Int) {
    // A line of `length` bytes, its last character two bytes (é), then a short line, then a
    // CRLF line: the end found in the first read and the end found in the window agree.
    let long = String(repeating: "a", count: max(0, length - 2)) + "é"
    let text = long + "\nfin\r\ncorto\n"
    let r = rows(text, width: 80)
    let lines = texts(r)
    #expect(lines.joined() == long + "fin" + "corto")
    #expect(lines.suffix(2) == ["fin", "corto"])
    #expect(r.positions(before: r.endPosition, limit: 10_000) == r.positions(from: 0, limit: 10_000))
  }

  @Test("hostile bytes: invalid UTF-8, controls, NUL, CRLF")
  func hostileBytes() {
    let bytes: [UInt8] = [0x61, 0xFF, 0x62, 0x1B, 0x5B, 0x32, 0x4A, 0x00, 0x0D, 0x0A, 0x63, 0x0D, 0x0A]
    let r = TextRows(source: InMemoryByteSource(bytes), width: 40)
    #expect(texts(r) == ["a\u{FFFD}b^[[2J^@", "c"])
    let spans = r.lines(from: 0, limit: 1)[0].spans
    #expect(spans.contains(Span("^[", style: .reverse)))
  }

  @Test("the row containing an offset, for reflow")
  func rowStartContaining() {
    let r = rows("uno dos tres cuatro\ncinco", width: 8)
    #expect(r.rowStart(containing: 0) == 0)
    #expect(r.rowStart(containing: 9) == 8)
    #expect(r.rowStart(containing: 21) == 20)
    #expect(r.rowStart(containing: 100) == 20)
  }

  @Test("a lazy scroll over a large text reaches the bottom exactly")
  func lazyScrollToBottom() {
    let text = (1...5000).map { "línea \($0)" }.joined(separator: "\n")
    let r = rows(text, width: 80)
    var state = LazyScrollState(rows: r, containerSize: Size(width: 80, height: 20))
    state.scrollTo(edge: .bottom, in: r)
    #expect(state.isAtBottom)
    #expect(texts(r, from: state.top, limit: 20).last == "línea 5000")
    #expect(texts(r, from: state.top, limit: 20).first == "línea 4981")
    state.scroll(.rows(1), .backward, in: r)
    #expect(!state.isAtBottom)
  }

  @Test("the ASCII fast path gives the same glyphs as decoding, clusters kept whole",
        arguments: ["plain ascii", "e\u{301}x y", "ab\u{1B}[2Jc", "mixto 日本 y ascii", "a\u{200D}b",
                    "🔩x", "x\u{FE0F}", "tab\there"])
  func asciiFastPath(text: String) {
    let bytes = Array(text.utf8) + [0xFF, 0x41, 0x42]
    let glyphs = Glyph.glyphs(ofBytes: bytes)
    let reference = Sanitizer.layoutSpans(TextDecoder.normalized(bytes)).flatMap { span in
      span.text.string.map { ($0, span.style) }
    }
    #expect(glyphs.reduce(0) { $0 + $1.sourceLength } == bytes.count)
    #expect(glyphs.map(\.text.string).joined() == reference.map { String($0.0) }.joined())
    #expect(glyphs.filter { !$0.style.contains(.reverse) }.count
      == reference.filter { !$0.1.contains(.reverse) }.count)
  }
}

/// Source lines of plain text: counted from the newlines, as less counts them.
@Suite struct TextRowsLineTests {
  @Test("line numbers and line starts, with a line cut over rows, a last line with no newline, chunk edges")
  func lines() {
    let text = "uno\n" + String(repeating: "x", count: 200) + "\ntres\ncuatro"
    let rows = TextRows(source: InMemoryByteSource(Array(text.utf8)), width: 80)
    #expect(rows.lineNumber(at: 0) == 1)
    #expect(rows.lineNumber(at: 4) == 2)
    #expect(rows.lineNumber(at: 150) == 2)
    #expect(rows.lineNumber(at: 205) == 3)
    #expect(rows.position(ofLine: 1) == 0)
    #expect(rows.position(ofLine: 2) == 4)
    #expect(rows.position(ofLine: 4) == 210)
    #expect(rows.position(ofLine: 99) == 210)
    #expect(rows.rowPosition(ofLine: 3) == 205)
    #expect(rows.rowPosition(atPercent: 0) == 0)
    #expect(rows.rowPosition(atPercent: 100) == 210)
    // A newline that ends the file starts no line.
    let ended = TextRows(source: InMemoryByteSource(Array("a\nb\n".utf8)), width: 80)
    #expect(ended.position(ofLine: 3) == 2)
    // Newlines on both sides of a scan chunk's edge.
    let long = String(repeating: "y", count: LineIndex.chunk - 1) + "\n\nz\n"
    let big = TextRows(source: InMemoryByteSource(Array(long.utf8)), width: 80)
    #expect(big.lineNumber(at: LineIndex.chunk + 1) == 3)
    #expect(big.position(ofLine: 3) == LineIndex.chunk + 1)
  }
}

/// An in-memory source that counts the bytes asked of it.
private final class CountingByteSource: ByteSource {
  private let storage: [UInt8]
  private(set) var bytesRead = 0

  init(_ bytes: [UInt8]) { storage = bytes }

  var count: Int { storage.count }

  func bytes(in range: Range<Int>) -> [UInt8] {
    let range = range.clamped(to: 0..<storage.count)
    bytesRead += range.count
    return Array(storage[range])
  }
}
