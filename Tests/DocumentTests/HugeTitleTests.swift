import Testing
@testable import Document

/// A huge heading's title (its first row's, its contents entry, a `#` title) reads only the
/// start of its inlines, and is the start of its whole text (issue 48, §3).
@Suite struct HugeTitleTests {
  @Test("a title reads the first characters of a heading, as the whole text starts", arguments: [
    "clave: valor de una línea", "漢字とかなの行、句読点", "e\u{301}\u{302}\u{303}",
  ])
  func titleOfHugeHeading(line: String) {
    let inlines = (0..<20_000).flatMap { [Inline.text("\(line) \($0)"), .softBreak] }
    let limit = [Inline].titleLength
    let whole = inlines.plainText(in: .spanish)
    let start = inlines.plainText(in: .spanish, limit: limit)
    #expect(whole.hasPrefix(start))
    #expect(start.utf8.count < 4 * limit + 64)
    #expect(inlines.title(in: .spanish) == DisplayText(sanitizing: String(whole.prefix(limit))))
  }
}
