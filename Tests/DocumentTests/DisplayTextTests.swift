import Testing
@testable import Document

@Suite struct DisplayTextTests {
  @Test("repeating: an ASCII character, a wider one, a cluster, nothing", arguments: [0, -3, 1, 15, 16, 80, 1000])
  func repeating(count: Int) {
    let expected = max(0, count)
    let spaces = DisplayText(repeating: " ", count: count)
    #expect(spaces.string == String(repeating: " ", count: expected))
    #expect(spaces.string.utf8.count == expected)
    #expect(DisplayText(repeating: "─", count: count).string == String(repeating: "─", count: expected))
    #expect(DisplayText(repeating: "ab", count: count).string == String(repeating: "ab", count: expected))
    #expect(DisplayText(repeating: "e\u{301}", count: count).count == expected, "a cluster stays one character")
    #expect(DisplayText(repeating: "", count: count).isEmpty)
  }
}
