import Document
import Foundation
import GuiaUI
import Reader
import ScrollKit
import TerminalTestSupport
import TerminalUI
import Testing

@testable import GuiaApp

/// A Markdown file over 512 KiB shows its first screen with its first part parsed: the rest
/// is parsed off the main actor and appended to the reader's rows, `leyendo…` said meanwhile,
/// and once it ended the reader shows what the whole parse shows.
@MainActor
@Suite struct MarkdownInputTests {
  /// About `bytes` of Markdown: headings, each with a paragraph.
  static func sections(bytes: Int) -> String {
    var text = "# Un documento largo\n\n"
    var index = 0
    while text.utf8.count < bytes {
      index += 1
      text += "## Sección \(index)\n\nPárrafo \(index): texto corrido que ocupa varias filas una vez "
        + "partido en un ancho de ochenta columnas, con *énfasis* y `código`, para que la "
        + "disposición tenga algo que hacer en cada bloque.\n\n"
    }
    return text
  }

  /// Runs the work the parts post to `queue` until `model`'s input has ended.
  private func parseToTheEnd(_ model: ReaderModel, on queue: HeadlessMainQueue) {
    while model.state.document.input.arriving != nil {
      guard queue.runBatch(waitingUpTo: .seconds(60)) else {
        Issue.record("no part came back within a minute")
        return
      }
    }
  }

  @Test("the first screen is shown before the rest is parsed; once ended, the rows are the whole parse's")
  func firstScreenBeforeTheWholeParse() throws {
    let text = Self.sections(bytes: 700_000)
    let url = try temporaryFolder().file("largo.md", text)
    let loaded = try DocumentLoader.load(url.path)
    let rest = try #require(loaded.markdownRest, "a document over 512 KiB is opened with its first part")
    let first = try #require(loaded.markdown)
    let whole = Document(markdown: Array(text.utf8))
    #expect(first.blocks.count * 10 < whole.blocks.count)

    let model = ReaderModel(document: first, width: 80, mayGrow: true)
    let queue = HeadlessMainQueue()
    let input = MarkdownInput(rest: rest, mainQueue: queue)
    input.attach(to: model)
    // What the first frame shows: the rows so far, the input still arriving.
    #expect(model.state.document.input.arriving != nil)
    #expect(model.state.document.input.statusText == ReaderMessage.reading)
    let rows = try #require(model.state.document.rows.laidOutRows)
    #expect(rows.document.blocks.count == first.blocks.count)
    #expect(input.seekEnd() == .pending)

    parseToTheEnd(model, on: queue)
    #expect(model.state.document.input.arriving == nil)
    #expect(model.state.document.input.growth > 0)
    #expect(input.seekEnd() == .known)
    let shown = try #require(model.state.document.rows.laidOutRows)
    #expect(!shown.mayGrow)
    #expect(shown.document == whole)
    let expected = LaidOutRows(document: whole, options: shown.options)
    #expect(shown.items.map(\.title) == expected.items.map(\.title))
    #expect(shown.lines(from: shown.startPosition, limit: 300) == expected.lines(from: expected.startPosition, limit: 300))
    let last = shown.positions(before: shown.endPosition, limit: 200).first!
    let expectedLast = expected.positions(before: expected.endPosition, limit: 200).first!
    #expect(shown.lines(from: last, limit: 200) == expected.lines(from: expectedLast, limit: 200))
  }

  @Test("End waits for the rest of a large document, then shows its last section")
  func endWaitsForTheRest() throws {
    let text = Self.sections(bytes: 700_000)
    let last = text.components(separatedBy: "## Sección ").count - 1
    let loaded = try DocumentLoader.load(try temporaryFolder().file("largo.md", text).path)
    let model = ReaderModel(document: try #require(loaded.markdown), width: 80, mayGrow: true)
    let queue = HeadlessMainQueue()
    let input = MarkdownInput(rest: try #require(loaded.markdownRest), mainQueue: queue)
    input.attach(to: model)
    let host = GuiaUIHost(root: ReaderView(model: model))
    host.start(size: CellSize(width: 80, height: 24))
    #expect(host.render().lines[0].hasSuffix("leyendo…"))
    _ = host.respond(to: .key(.character("G")))
    #expect(model.state.document.input.isWaitingForEnd)
    parseToTheEnd(model, on: queue)
    let screen = host.render()
    #expect(!model.state.document.input.isWaitingForEnd)
    #expect(screen.lines.contains { $0.contains("Sección \(last)") }, "\(screen.lines)")
    #expect(screen.lines[0].hasSuffix("100%"), "\(screen.lines[0])")
  }

  @Test("a small Markdown file is parsed whole before its first screen")
  func smallFileIsWhole() throws {
    let url = try temporaryFolder().file("corto.md", Self.sections(bytes: 10_000))
    let loaded = try DocumentLoader.load(url.path)
    #expect(loaded.markdownRest == nil)
  }

  @Test("printed, a large document is laid out whole")
  func printedWhole() throws {
    let text = Self.sections(bytes: 700_000)
    let url = try temporaryFolder().file("largo.md", text)
    let loaded = try DocumentLoader.load(url.path)
    let rows = try #require(loaded.rows(80) as? LaidOutRows)
    #expect(rows.document == Document(markdown: Array(text.utf8)))
  }

  @Test("the session's first screen says the document is still being read")
  func sessionFirstScreenSaysReading() throws {
    let url = try temporaryFolder().file("largo.md", Self.sections(bytes: 1_200_000))
    let session = try SessionHarness([url.path], keys: [])
    let first = try #require(session.screens.first)
    #expect(first.first?.contains("leyendo") == true, "\(first.first ?? "")")
    #expect(first.contains { $0.contains("Sección 1") })
  }
}
