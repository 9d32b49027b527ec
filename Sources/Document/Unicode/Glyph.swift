/// One unit of wrapped text: a grapheme cluster (or the placeholder shown for one) with its
/// style, its width in cells, and how much of the source it stands for.
public struct Glyph: Hashable, Sendable {
  /// What is drawn: the cluster, or its placeholder such as `^[`.
  public let text: DisplayText
  /// How it is drawn.
  public var style: TextStyle
  /// The cells it occupies (a tab's width is decided where it lands).
  public var width: Int
  /// The source units it stands for: bytes when wrapping a file, clusters otherwise.
  public var sourceLength: Int
  /// The text's one byte when it is one byte long, else 0: wrapping asks each glyph whether
  /// it is a space, a tab or a newline several times, and reading a string's bytes each time
  /// was a tenth of a first screen of long lines.
  private let soleByte: UInt8

  /// Creates a glyph.
  public init(text: DisplayText, style: TextStyle, width: Int, sourceLength: Int) {
    let bytes = text.string.utf8
    self.init(
      text: text, style: style, width: width, sourceLength: sourceLength,
      soleByte: bytes.count == 1 ? bytes[bytes.startIndex] : 0)
  }

  /// Creates a glyph whose text is `soleByte` alone when that is not 0.
  private init(text: DisplayText, style: TextStyle, width: Int, sourceLength: Int, soleByte: UInt8) {
    self.text = text
    self.style = style
    self.width = width
    self.sourceLength = sourceLength
    self.soleByte = soleByte
  }

  /// The glyph cut to `width` cells, its last cell a `›`.
  func clipped(to width: Int) -> Glyph {
    let kept = text.prefix(fitting: width - 1)
    return Glyph(text: kept.text + "›", style: style, width: kept.width + 1, sourceLength: sourceLength)
  }

  /// Whether the glyph is a tab, expanded to the next 8-column stop where it lands.
  var isTab: Bool { soleByte == 0x09 }
  /// Whether the glyph forces a line break.
  var isNewline: Bool { soleByte == 0x0A }
  /// Whether the glyph is a space that may be dropped at the end or start of a row.
  var isSpace: Bool { soleByte == 0x20 }
}

extension Glyph {
  /// Glyphs for already sanitised spans, one per grapheme cluster, each of source length 1.
  ///
  /// Clusters are found in the spans' text as a whole, as a terminal sees it: a mark or a skin
  /// tone at the start of a span joins the cluster before it (with that cluster's style), so
  /// widths never depend on where styles change.
  public static func glyphs(of spans: [Span]) -> [Glyph] {
    var glyphs: [Glyph] = []
    guard spans.count > 1 else {
      for span in spans {
        span.text.forEachCluster { cluster in
          glyphs.append(
            Glyph(text: cluster, style: span.style,
                  width: DisplayWidth.of(cluster: cluster.string), sourceLength: 1))
        }
      }
      return glyphs
    }
    var whole: DisplayText = ""
    var spanEnds: [Int] = []
    for span in spans {
      whole += span.text
      spanEnds.append(whole.string.utf8.count)
    }
    var offset = 0
    var spanIndex = 0
    whole.forEachCluster { cluster in
      while spanIndex < spanEnds.count - 1, offset >= spanEnds[spanIndex] { spanIndex += 1 }
      glyphs.append(
        Glyph(text: cluster, style: spans[spanIndex].style,
              width: DisplayWidth.of(cluster: cluster.string), sourceLength: 1))
      offset += cluster.string.utf8.count
    }
    return glyphs
  }

  /// Glyphs for raw bytes of one line of a file, each of source length its byte count.
  ///
  /// Invalid UTF-8 shows as U+FFFD and control characters as placeholders in reverse video,
  /// so nothing from the file reaches the terminal raw.
  /// - Complexity: O(n) in the number of bytes.
  ///
  /// With `escapes` ``EscapeRendering/styles``, SGR and OSC 8 sequences style the text after
  /// them (see `Glyph+Escapes.swift`); backspace overstrike is always read as bold and
  /// underline.
  /// With `shownControls`, backspaces and tabs are shown as `^H` and `^I` (less's `-U`).
  public static func glyphs(
    ofBytes bytes: some Collection<UInt8>, style: TextStyle = [],
    escapes: EscapeRendering = .styles, shownControls: ShownControls = []
  ) -> [Glyph] {
    let array = Array(bytes)
    var glyphs: [Glyph]
    if escapes == .styles, mayHaveEscapes(array) {
      glyphs = interpretingEscapes(array, style: style) { run, style in
        Self.glyphs(ofUnescapedBytes: run, style: style, overstrikes: !shownControls.contains(.backspaces))
      }
    } else {
      glyphs = Self.glyphs(
        ofUnescapedBytes: array[...], style: style, overstrikes: !shownControls.contains(.backspaces))
    }
    // Shown as text (less without -R), an escape is less's `ESC`, not the `^[` the sanitiser
    // writes for it elsewhere.
    if escapes == .placeholders, array.contains(0x1B) {
      glyphs = glyphs.map { glyph in
        glyph.text == "^[" ? Glyph(text: "ESC", style: glyph.style, width: 3, sourceLength: glyph.sourceLength) : glyph
      }
    }
    guard shownControls.contains(.tabs), array.contains(0x09) else { return glyphs }
    return glyphs.map { glyph in
      glyph.isTab ? Glyph(text: "^I", style: glyph.style.union(.reverse), width: 2, sourceLength: glyph.sourceLength) : glyph
    }
  }

  /// ``glyphs(ofBytes:style:escapes:shownControls:)`` for bytes whose escapes are shown.
  private static func glyphs(
    ofUnescapedBytes bytes: ArraySlice<UInt8>, style: TextStyle, overstrikes: Bool = true
  ) -> [Glyph] {
    let array = Array(bytes)
    if overstrikes, mayOverstrike(array) {
      return overstruck(array, style: style) { glyphs(ofPlainBytes: Array($0), style: style) }
    }
    return glyphs(ofPlainBytes: array, style: style)
  }

  /// ``glyphs(ofBytes:style:)`` for bytes with no overstrike.
  private static func glyphs(ofPlainBytes array: [UInt8], style: TextStyle) -> [Glyph] {
    var glyphs: [Glyph] = []
    glyphs.reserveCapacity(array.count)
    // Printable ASCII between ASCII is a whole grapheme cluster of one cell: the common case
    // goes straight to a glyph. Everything else (a byte before non-ASCII, which may be a
    // combining mark; a byte after it, which a prepended mark such as U+0600 joins; controls;
    // multi-byte text) is decoded in runs by the general path.
    let printable = Sanitizer.printableASCII
    func isFast(_ index: Int) -> Bool {
      let byte = array[index]
      return byte >= 0x20 && byte < 0x7F && (index + 1 == array.count || array[index + 1] < 0x80)
        && (index == 0 || array[index - 1] < 0x80)
    }
    var index = 0
    while index < array.count {
      if isFast(index) {
        glyphs.append(
          Glyph(
            text: printable[Int(array[index])]!, style: style, width: 1, sourceLength: 1,
            soleByte: array[index]))
        index += 1
        continue
      }
      var end = index + 1
      while end < array.count, !isFast(end) { end += 1 }
      glyphs += decoded(array[index..<end], style: style)
      index = end
    }
    return glyphs
  }

  /// Glyphs for bytes in general: decoded as UTF-8, clustered, sanitised.
  private static func decoded(_ bytes: ArraySlice<UInt8>, style: TextStyle) -> [Glyph] {
    var glyphs: [Glyph] = []
    var valid: [UInt8] = []

    func flushValid() {
      guard !valid.isEmpty else { return }
      Graphemes.forEach(in: String(decoding: valid, as: UTF8.self)) { cluster in
        let length = cluster.utf8.count
        let shown = Sanitizer.glyphText(forCluster: cluster)
        if shown.isPlaceholder {
          glyphs.append(
            Glyph(text: shown.text, style: style.union(.reverse),
                  width: DisplayWidth.of(shown.text), sourceLength: length))
        } else {
          glyphs.append(
            Glyph(text: shown.text, style: style, width: DisplayWidth.of(cluster: cluster),
                  sourceLength: length))
        }
      }
      valid.removeAll(keepingCapacity: true)
    }

    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        valid.append(contentsOf: encoded)
      case .error(let length):
        flushValid()
        glyphs.append(Glyph(text: "\u{FFFD}", style: style, width: 1, sourceLength: length))
      case .emptyInput:
        flushValid()
        return glyphs
      }
    }
  }
}

extension StringProtocol {
  /// Whether the text is the one ASCII character `byte`. Its bytes are compared: `==` on
  /// strings compares by canonical equivalence, which every cluster of non-ASCII text would
  /// pay for in full, several times for each one laid out.
  func isOnlyByte(_ byte: UInt8) -> Bool {
    // The count first: a string's is stored, and most clusters are not one byte long.
    let bytes = utf8
    return bytes.count == 1 && bytes[bytes.startIndex] == byte
  }
}
