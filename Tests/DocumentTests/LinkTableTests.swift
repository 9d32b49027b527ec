import Testing
@testable import Document

/// The table of OSC 8 links a document's styles point into: bounded in bytes, and a style
/// from before the table started again never takes another link's address.
@Suite struct LinkTableTests {
  @Test("1 100 links of 4 KiB (4.4 MB): the table keeps at most its byte bound; an old style loses its link, never gets another")
  func boundedByBytes() {
    func link(_ index: Int) -> Hyperlink {
      Hyperlink(address: Array("https://example.org/\(index)/".utf8) + Array(repeating: UInt8(ascii: "x"), count: 4_000))
    }
    var first = TextStyle()
    first.link = link(0)
    #expect(first.link == link(0))
    var last = TextStyle()
    for index in 1..<1_100 {
      last.link = link(index)
      let kept = Hyperlink.table.withLock { $0.bytes }
      #expect(kept <= Hyperlink.byteLimit)
      if kept > Hyperlink.byteLimit { break }
    }
    #expect(last.link == link(1_099), "the newest link is kept")
    #expect(first.link == nil || first.link == link(0), "an old style never shows another address")
    #expect(Hyperlink.table.withLock { $0.links.count } < 1_099, "the links before the bound forgotten")
  }
}
