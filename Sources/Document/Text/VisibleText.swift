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
      if Self.differs(from: line) {
        var offset = base + lineStart
        for glyph in Glyph.glyphs(ofBytes: line, escapes: escapes) {
          let utf8 = glyph.text.string.utf8
          text += utf8
          offsets += repeatElement(offset, count: utf8.count)
          offset += glyph.sourceLength
        }
      } else {
        text += line
        offsets += (base + lineStart)..<(base + lineEnd)
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

  /// The file offset of the text's byte at `index` (or of its end, at ``bytes``' count).
  func sourceOffset(of index: Int) -> Int {
    sources?[index] ?? base + index
  }
}
