import Document
import Testing

/// Line numbers from the index of newlines: the same answers as counting from the start,
/// across its 64 KiB checkpoints, as the bytes grow, and for the rows of wrapped lines.
@Suite struct LineIndexTests {
  /// The line of each offset by counting every newline before it: the answers the index
  /// must give.
  private func counted(_ bytes: [UInt8]) -> [Int] {
    var lines = [1]
    lines.reserveCapacity(bytes.count + 1)
    for byte in bytes { lines.append(lines[lines.count - 1] + (byte == 0x0A ? 1 : 0)) }
    return lines
  }

  private func text(lines: Int, seed: UInt64) -> [UInt8] {
    var generator = seed
    var bytes: [UInt8] = []
    for line in 0..<lines {
      generator = generator &* 6364136223846793005 &+ 1442695040888963407
      // Mostly short lines, some empty, some longer than a checkpoint's chunk.
      let length = line % 97 == 0 ? LineIndex.chunk + Int(generator >> 60) : Int(generator >> 57)
      bytes += Array(repeating: UInt8(ascii: "a"), count: length) + [0x0A]
    }
    return bytes
  }

  @Test("lineNumber(at:) agrees with counting from the start, at checkpoints and between them")
  func numbersAgree() {
    let bytes = text(lines: 3_000, seed: 7)
    let index = LineIndex(source: InMemoryByteSource(bytes))
    let lines = counted(bytes)
    var offsets = [0, 1, bytes.count - 1, bytes.count, bytes.count + 5]
    for k in 1..<(bytes.count / LineIndex.chunk) { offsets += [k * LineIndex.chunk - 1, k * LineIndex.chunk, k * LineIndex.chunk + 1] }
    offsets += stride(from: 0, to: bytes.count, by: 4_099)
    // Far first, then near: a checkpoint counted for a far offset serves a near one.
    for offset in offsets.reversed() + offsets {
      #expect(index.lineNumber(at: offset) == lines[min(offset, bytes.count)], "offset \(offset)")
    }
  }

  @Test("position(ofLine:) is where that line starts; past the last line, the last line's start")
  func positionsAgree() {
    let bytes = text(lines: 2_000, seed: 11)
    let starts = [0] + bytes.indices.filter { bytes[$0] == 0x0A }.map { $0 + 1 }.dropLast()
    let index = LineIndex(source: InMemoryByteSource(bytes))
    for line in [1, 2, 97, 98, 99, 500, 1_999, 2_000] + Array(stride(from: 3, to: 2_000, by: 37)) {
      #expect(index.position(ofLine: line) == starts[line - 1], "line \(line)")
    }
    #expect(index.position(ofLine: 2_001) == starts.last)
    #expect(index.position(ofLine: 1_000_000) == starts.last)
    #expect(index.position(ofLine: 0) == 0)
  }

  @Test("a file without a final newline: its last line is the text after the last newline")
  func lastLineWithoutNewline() {
    let bytes = Array(String(repeating: "x", count: LineIndex.chunk * 2 + 10).utf8) + Array("\nfin".utf8)
    let index = LineIndex(source: InMemoryByteSource(bytes))
    #expect(index.position(ofLine: 2) == LineIndex.chunk * 2 + 11)
    #expect(index.position(ofLine: 3) == LineIndex.chunk * 2 + 11)
    #expect(index.lineNumber(at: bytes.count - 1) == 2)
    let single = LineIndex(source: InMemoryByteSource(Array(repeating: 0x78, count: LineIndex.chunk * 3)))
    #expect(single.position(ofLine: 5) == 0, "one long line: line 5 is its start")
  }

  @Test("bytes that arrive after a count are counted when asked for: the index grows with a pipe")
  func growingSource() {
    let source = InMemoryByteSource(Array(String(repeating: "l\n", count: LineIndex.chunk / 4).utf8))
    let index = LineIndex(source: source)
    #expect(index.lineNumber(at: source.count) == LineIndex.chunk / 4 + 1)
    source.append(Array(String(repeating: "m\n", count: LineIndex.chunk).utf8))
    #expect(index.lineNumber(at: source.count) == LineIndex.chunk / 4 + LineIndex.chunk + 1)
    #expect(index.position(ofLine: LineIndex.chunk / 4 + 2) == LineIndex.chunk / 2 + 2)
  }

  @Test("the rows of a wrapped line all have the line's number, as less's -N (wordwrap.lt); a reflow keeps the count")
  func rowNumbers() {
    let text = "uno\n" + String(repeating: "palabra ", count: 10) + "\n\ntres\n"
    let rows = TextRows(source: InMemoryByteSource(Array(text.utf8)), width: 20)
    // 80 characters at 20 a row: four rows, as less wraps them.
    #expect(rows.lineNumbers(from: 0, limit: 10) == [1, 2, 2, 2, 2, 3, 4])
    let second = rows.positions(from: 0, limit: 3)[2]
    #expect(rows.lineNumbers(from: second, limit: 5) == [2, 2, 2, 3, 4])
    var shifted = rows.options
    shifted.leadingShift = 3
    // Shifted, no row begins right after its newline: the numbers still follow the lines.
    let shiftedRows = rows.reflowed(to: shifted, keeping: 0).rows
    #expect(shiftedRows.lineNumbers(from: shiftedRows.startPosition, limit: 10) == [1, 2, 2, 2, 2, 3, 4])
    let wider = rows.reflowed(to: LayoutOptions(width: 100), keeping: 0).rows
    #expect(wider.lineNumbers(from: 0, limit: 10) == [1, 2, 3, 4])
    #expect((wider as? TextRows)?.lineIndex === rows.lineIndex)
    let laidOut = LaidOutRows(document: Document(markdown: Array("# T\n\nuno\n".utf8)), width: 40)
    // Markdown's rows: the source lines of their text, none for the blank row between.
    #expect(laidOut.lineNumbers(from: 1, limit: 3) == [1, nil, 3])
  }
}
