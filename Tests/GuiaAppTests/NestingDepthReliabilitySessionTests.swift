import Foundation
import Testing

/// Nesting that overflowed the stack (a SIGSEGV before), opened in guia's session on the main
/// thread as guia opens its first file: every walk over a document's structure is bounded or
/// a loop (issue 48, §2). Part of `make reliability` (its name); printed, the same documents
/// and opened one after the other in one guia (the terminal restored) are
/// `NestingDepthReliabilityTests`' (the journeys').
@MainActor
@Suite struct NestingDepthReliabilitySessionTests {
  /// Each family nested thousands of levels deep around the word `fondo`.
  nonisolated static let documents: [(family: String, markdown: String)] = [
    ("quotes", String(repeating: ">", count: 17_000) + " fondo"),
    ("lists", String(repeating: "- ", count: 20_000) + "fondo"),
    ("emphasis", String(repeating: "_", count: 100_000) + "fondo" + String(repeating: "_", count: 100_000)),
    ("images", String(repeating: "![", count: 50_000) + "fondo" + String(repeating: "](b)", count: 50_000)),
  ] + ["b", "strong", "i", "em", "kbd", "del"].map { tag in
    ("<\(tag)>", String(repeating: "<\(tag)>", count: 8_200) + "fondo" + String(repeating: "</\(tag)>", count: 8_200))
  }

  @Test("nesting thousands of levels deep (quotes, lists, emphasis, images, HTML tags 8 200 deep) opens, shows its text and quits",
        arguments: documents)
  func deepNesting(family: String, markdown: String) throws {
    let file = try temporaryFolder().file("nesting.md", markdown + "\n")
    let run = try SessionHarness([file.path], keys: [])
    #expect(run.reason == .quit, "\(family)")
    run.expectScreens(("the text under the nesting", { $0.contains { $0.contains("fondo") } }))
    Reliability.add("nesting", 1)
  }
}
