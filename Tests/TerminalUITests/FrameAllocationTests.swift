import Document
import ScrollKit
import TerminalTestSupport
import Testing
@testable import TerminalUI

/// A key that only scrolls allocates nothing on the frame's path once it is warm: the rows
/// move by their places in the kept screen, and the writer appends into the buffer the
/// terminal keeps from frame to frame (issue 50: no per-frame allocation on a key).
@Suite(.serialized) struct FrameAllocationTests {
  @Test("a one-row scroll's frame, its rows moved, the new row drawn and the bytes written, allocates no object once warm")
  func oneRowScroll() throws {
    var renderer = ScrollAreaRenderer(strings: .xterm)
    var frame = Screen(lines: (0..<24).map { DisplayText(sanitizing: "\($0) montaje pieza tornillo") }, columns: 80)
    frame.scrollRegion = 1..<23
    var bytes: [UInt8] = []
    renderer.update(to: frame, appendingTo: &bytes)
    let newRows = (24..<28).map { [Span(DisplayText(sanitizing: "\($0) estante base lateral"))] }
    func scroll(bringing row: [Span]) {
      frame.markShown()
      frame.moveRows(1..<23, columns: 0..<80, by: 1)
      frame.put(row, row: 22, column: 0)
      bytes.removeAll(keepingCapacity: true)
      renderer.update(to: frame, appendingTo: &bytes)
    }
    scroll(bringing: newRows[0])
    scroll(bringing: newRows[1])
    let count = AllocationCounter.objects { scroll(bringing: newRows[2]) }
    let allocated = try #require(count, "the Swift runtime has no allocation hook here")
    #expect(allocated == 0)
    // The frame is the scroll: a line feed at the region's bottom and the new row.
    #expect(String(decoding: bytes, as: UTF8.self) == "\n26 estante base lateral\r")
  }
}
