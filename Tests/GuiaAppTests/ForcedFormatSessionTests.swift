#if canImport(Glibc)
  import Glibc
#endif
import Foundation
import Testing

@testable import GuiaApp

/// `--markdown` on standard input and `--plain` on a `.md` file, loaded as guia loads them and
/// shown in guia's session on a headless terminal (a README's rendering:
/// ReaderTests.MarkdownReadmeJourneyTests).
@MainActor
@Suite struct ForcedFormatSessionTests {
  static let note = "# Título\n\nTexto *suave*.\n"

  /// `text` loaded by `DocumentLoader` as `guia --markdown -` loads its standard input: a
  /// pipe holding `text` stands in for this process's standard input only while it is read.
  private func loadedFromStandardInput(_ text: String) throws -> LoadedDocument {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    let bytes = Array(text.utf8)
    #expect(write(ends[1], bytes, bytes.count) == bytes.count)
    close(ends[1])
    let saved = dup(0)
    try #require(saved >= 0)
    dup2(ends[0], 0)
    close(ends[0])
    defer {
      dup2(saved, 0)
      close(saved)
    }
    return try DocumentLoader.load("-", format: .markdown)
  }

  @Test("--markdown reads standard input as Markdown; --plain shows a .md file's source")
  func forcedFormats() throws {
    let file = try temporaryFolder().file("nota.md", Self.note)
    let plain = try SessionHarness(["--plain", file.path], keys: [])
    #expect(plain.lines.contains { $0.contains("# Título") }, "\(plain.lines)")
    #expect(plain.reason == .quit)
    let piped = try SessionHarness(["--markdown", "-"], keys: [], document: try loadedFromStandardInput(Self.note))
    #expect(piped.lines.contains { $0.contains("Texto suave.") }, "\(piped.lines)")
    #expect(!piped.lines.joined().contains("# Título"), "the heading rendered, not its source")
  }
}
