import Foundation
import Testing

/// Input that asks for unbounded work: nesting thousands of levels deep, searches through
/// gigabytes and lines of tens of megabytes. guia shows a first frame, keeps answering keys,
/// and quits with the terminal restored.
@Suite struct BoundedWorkJourneyTests {
  @Test("nesting thousands of levels deep opens, shows a frame and quits with the terminal restored",
        arguments: [
          ("quotes", String(repeating: ">", count: 17_000) + " fondo"),
          ("lists", String(repeating: "- ", count: 20_000) + "fondo"),
          ("emphasis", String(repeating: "_", count: 100_000) + "fondo" + String(repeating: "_", count: 100_000)),
          ("images", String(repeating: "![", count: 50_000) + "fondo" + String(repeating: "](b)", count: 50_000)),
        ])
  func deepNesting(family: String, markdown: String) throws {
    let file = try Journey.file("\(family).md", Array((markdown + "\n").utf8))
    let shell = try Journey.Shell([file.path])
    try shell.session.wait(forText: "fondo", timeout: 30)
    shell.session.send("q")
    _ = try shell.session.waitForExit()
    #expect(shell.read("status") == "0")
    #expect(shell.read("before") == shell.read("after"), "stty -g before and after")
    Reliability.add("nesting", 1)
  }
}
