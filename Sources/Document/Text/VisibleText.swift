/// The text a reader sees in some bytes of a file, for a search to look at: escape sequences
/// read as styles and backspace overstrike read as the character struck are left out, so
/// `/ls` finds `l\bls\bs` from `man` and a word that `git` or `grep --color` cut with SGR
/// sequences. Each byte of the text keeps the offset in the file of the glyph it belongs to,
/// so a match found in it is a position in the file.
struct VisibleText {
  /// The text's UTF-8.
  private(set) var bytes: [UInt8]
  /// The file offset of each byte of ``bytes`` and of its end; `nil` when the bytes are the
  /// file's own (nothing was left out), counted then from ``base``.
  private var sources: [Int]?
  /// The file offset of the first byte.
  let base: Int

  /// Whether `bytes` hold an escape or a backspace: only then does the text differ from them.
  static func differs(from bytes: [UInt8]) -> Bool {
    // Every page of a search is looked at: a plain loop, no closure per byte.
    bytes.withUnsafeBufferPointer { buffer in
      var index = 0
      while index < buffer.count {
        let byte = buffer[index]
        if byte == 0x1B || byte == 0x08 { return true }
        index += 1
      }
      return false
    }
  }

  /// The visible text of `raw`, which starts at file offset `base`. Lines with neither an
  /// escape nor a backspace are kept as they are; the others are read as they are drawn.
  init(_ raw: [UInt8], base: Int, escapes: EscapeRendering) {
    self.base = base
    guard Self.differs(from: raw) else {
      bytes = raw
      sources = nil
      return
    }
    var text: [UInt8] = []
    var offsets: [Int] = []
    text.reserveCapacity(raw.count)
    offsets.reserveCapacity(raw.count + 1)
    var lineStart = 0
    while lineStart < raw.count {
      let newline = raw[lineStart...].firstIndex(of: 0x0A)
      let lineEnd = newline ?? raw.count
      let line = Array(raw[lineStart..<lineEnd])
      if !Self.differs(from: line) {
        text += line
        offsets += (base + lineStart)..<(base + lineEnd)
      } else if escapes == .styles, Self.appendWithoutColours(line, at: base + lineStart, to: &text, &offsets) {
        // A coloured line (git, grep, ls): its sequences left out as bytes, no glyph made.
      } else {
        var offset = base + lineStart
        for glyph in Glyph.glyphs(ofBytes: line, escapes: escapes) {
          let utf8 = glyph.text.string.utf8
          text += utf8
          offsets += repeatElement(offset, count: utf8.count)
          offset += glyph.sourceLength
        }
      }
      if let newline {
        text.append(0x0A)
        offsets.append(base + newline)
      }
      lineStart = lineEnd + 1
    }
    offsets.append(base + raw.count)
    bytes = text
    sources = offsets
  }

  /// Appends `line` (at file offset `start`) to `text` without its colour sequences (SGR,
  /// `ESC [ … m`, and erase in line, `ESC [ N K`), which are drawn as styles or not at all,
  /// each byte kept with its offset; the same text as its glyphs give, read several times
  /// faster. Only for a line of printable ASCII and tabs besides them: for anything else
  /// (another sequence, a backspace, a control, a byte above ASCII) nothing is appended and
  /// `false` says the glyphs must read it.
  static func appendWithoutColours(
    _ line: [UInt8], at start: Int, to text: inout [UInt8], _ offsets: inout [Int]
  ) -> Bool {
    var kept: [UInt8] = []
    var keptOffsets: [Int] = []
    kept.reserveCapacity(line.count)
    keptOffsets.reserveCapacity(line.count)
    let ok = line.withUnsafeBufferPointer { bytes -> Bool in
      var index = 0
      // As a glyph's source takes the sequences before it: a character's offset is where
      // the sequences just before it begin.
      var sequencesStart: Int?
      while index < bytes.count {
        let byte = bytes[index]
        if byte == 0x1B {
          if sequencesStart == nil { sequencesStart = index }
          guard index + 1 < bytes.count, bytes[index + 1] == 0x5B else { return false }
          var end = index + 2
          while end < bytes.count, (0x30...0x3B).contains(bytes[end]) { end += 1 }
          guard end < bytes.count else { return false }
          let final = bytes[end]
          let parameters = bytes[(index + 2)..<end]
          // K takes digits alone; m its parameters in `;` or `:` form.
          guard final == 0x6D || (final == 0x4B && parameters.allSatisfy { (0x30...0x39).contains($0) }) else {
            return false
          }
          index = end + 1
          continue
        }
        guard (0x20...0x7E).contains(byte) || byte == 0x09 else { return false }
        kept.append(byte)
        keptOffsets.append(start + (sequencesStart ?? index))
        sequencesStart = nil
        index += 1
      }
      return true
    }
    guard ok else { return false }
    text += kept
    offsets += keptOffsets
    return true
  }

  /// The file offset of the text's byte at `index` (or of its end, at ``bytes``' count).
  func sourceOffset(of index: Int) -> Int {
    sources?[index] ?? base + index
  }
}
