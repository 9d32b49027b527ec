import Foundation
import Testing

@testable import GuiaApp

/// `--markdown` on standard input and `--plain` on a `.md` file, loaded as guia loads them and
/// shown in guia's session on a headless terminal (a README's rendering:
/// ReaderTests.MarkdownReadmeJourneyTests).
@MainActor
@Suite struct ForcedFormatSessionTests {
  static let note = "# Título\n\nTexto *suave*.\n"

  @Test("--markdown reads standard input as Markdown; --plain shows a .md file's source")
  func forcedFormats() throws {
    let file = try temporaryFolder().file("nota.md", Self.note)
    let plain = try SessionHarness(["--plain", file.path], keys: [])
    #expect(plain.lines.contains { $0.contains("# Título") }, "\(plain.lines)")
    #expect(plain.reason == .quit)
    let piped = try SessionHarness(["--markdown", "-"], keys: [], document: try loadedFromStandardInput(Self.note, format: .markdown))
    #expect(piped.lines.contains { $0.contains("Texto suave.") }, "\(piped.lines)")
    #expect(!piped.lines.joined().contains("# Título"), "the heading rendered, not its source")
  }
}
