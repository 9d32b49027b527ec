import Document
import ScrollKit

/// libFuzzer's entry point: every input is read as a Markdown document, as plain text and as
/// raw bytes of a file, laid out at a width taken from its first byte, and checked against the
/// invariants the viewer relies on. A violated invariant traps, which libFuzzer reports.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let width = 1 + Int(bytes.first ?? 40) % 120

  // Markdown: cmark-gfm, then layout; no row wider than the layout.
  let markdown = DocumentLayout(document: Document(markdown: bytes), width: width)
  for line in markdown.lines {
    precondition(line.width <= width, "a Markdown row is wider than \(width)")
    // Each span is drawn on its own (Screen.put): its clusters are what the row's width sums.
    let drawn = line.spans.reduce(0) { $0 + DisplayWidth.of($1.text.string) }
    precondition(drawn == line.width, "a row's width is miscounted")
  }

  // Raw bytes of a file: sanitised, wrapped lazily; rows tile the bytes both ways.
  let rows = TextRows(source: InMemoryByteSource(bytes), width: width, window: 256)
  let forward = rows.positions(from: 0, limit: 10_000)
  precondition(forward == forward.sorted() && Set(forward).count == forward.count)
  if forward.count < 10_000 {
    precondition(rows.positions(before: rows.endPosition, limit: 10_000) == forward,
                 "walking back differs from walking forward")
  }
  for line in rows.lines(from: 0, limit: 200) {
    precondition(line.width <= width, "a text row is wider than \(width)")
    for scalar in line.text.unicodeScalars {
      precondition(scalar.value >= 0x20 && !(0x7F..<0xA0).contains(scalar.value),
                   "a control character reached a row")
    }
    expectSafeClusters(line)
  }
  for line in markdown.lines { expectSafeClusters(line) }

  // The lazy scroll state reaches the bottom exactly.
  var state = LazyScrollState(rows: rows, containerSize: Size(width: Double(width), height: 5))
  state.scrollTo(edge: .bottom, in: rows)
  precondition(state.isAtBottom)
  return 0
}

/// What is drawn as it is (not a placeholder in reverse video) holds no control, noncharacter
/// or unassigned code point, and each span is whole grapheme clusters (ICU's), so a row never
/// ends inside a flag or an emoji sequence.
private func expectSafeClusters(_ line: DisplayLine) {
  for span in line.spans where !span.style.contains(.reverse) {
    for cluster in Graphemes.clusters(of: span.text.string) {
      precondition(Sanitizer.placeholder(forCluster: cluster) == nil, "an unsafe cluster reached a row")
    }
  }
}
