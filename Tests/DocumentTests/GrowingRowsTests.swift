import Foundation
import Testing
@testable import Document

/// A large Markdown document opened with its first part only, its other parts parsed and
/// appended later (as the reader's input does it in the background), ends as the whole parse
/// makes it: the same blocks and source lines (cmark-gfm's whole parse is the oracle), the
/// same rows, headings and matches as rows laid out from the whole document.
@Suite struct GrowingRowsTests {
  private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The user guide, with a reference definition used across parts, its first lines ending
  /// in CRLF and a byte that is no UTF-8 in a paragraph: each part is decoded alone.
  private static let markdown: [UInt8] = {
    let guide = (try? Data(contentsOf: root.appendingPathComponent("docs/user-guide.md"))).map { [UInt8]($0) } ?? []
    let crlf = guide.prefix(6_000).flatMap { $0 == 0x0A ? [0x0D, 0x0A] : [$0] }
    return crlf + guide.dropFirst(6_000)
      + Array("\n[guia-home]: https://example.org/guia \"guia\"\n\nVer [guia][guia-home] \u{e9}".utf8) + [0xFF]
      + Array(" y más.\n".utf8)
  }()

  private let options = LayoutOptions(width: 60, leadingMargin: 2, trailingMargin: 2)

  /// The document opened with parts of 4 KiB, the first of `firstPartSize`, and what is left.
  private func opened(firstPartSize: Int = 1_024) throws -> (Document, MarkdownRemainder) {
    let (first, rest) = Document.opening(markdown: Self.markdown, partSize: 4_096, firstPartSize: firstPartSize)
    return (first, try #require(rest, "the guide has parts of 4 KiB"))
  }

  @Test("a document opened with its first part, its parts appended, is the whole parse")
  func appendedPartsAreTheWholeParse() throws {
    var (document, rest) = try opened()
    let whole = Document(markdown: Self.markdown)
    #expect(document.blocks.count < whole.blocks.count / 4)
    #expect(document.lineCount == whole.lineCount)
    #expect(document.title == whole.title)
    var parsedLines = 0
    while let part = rest.parseNext() {
      #expect(rest.parsed.lines > parsedLines)
      parsedLines = rest.parsed.lines
      document.append(part)
    }
    #expect(rest.isEmpty)
    #expect(document == whole)
    // The oracle: cmark's parse of the whole text, decoded at once.
    let (blocks, lines) = MarkdownParser.parseInParts(Array(TextDecoder.normalized(Self.markdown).utf8), parts: nil)
    #expect(document.blocks == blocks)
    #expect(document.sourceLines == lines)
    #expect(blocks.last.map { "\($0)".contains("\u{FFFD}") } == true)
  }

  @Test("a large document with front matter is opened with its first part, the front matter first")
  func frontMatterGoesFirst() throws {
    let frontMatter = "---\ntitle: Guía\nlayout: page\n---\n"
    let markdown = Array((frontMatter + "\n").utf8) + Self.markdown
    var (document, rest) = Document.opening(markdown: markdown, partSize: 4_096, firstPartSize: 1_024)
    var left = try #require(rest, "front matter is the first part's")
    #expect(document.title == "Guía")
    #expect(document.blocks.first == .frontMatter(["title: Guía", "layout: page"]))
    #expect(document.sourceLines.first == SourceLines(start: 2, parts: [SourceLines(start: 2), SourceLines(start: 3)]))
    while let part = left.parseNext() { document.append(part) }
    // The oracle: cmark's parse of the whole text, its front matter's lines left blank.
    let (blocks, lines) = MarkdownParser.parseInParts(
      Array(("\n\n\n\n" + TextDecoder.normalized(Array(markdown.dropFirst(frontMatter.utf8.count)))).utf8), parts: nil)
    #expect(Array(document.blocks.dropFirst()) == blocks)
    #expect(Array(document.sourceLines.dropFirst()) == lines)
    #expect(document.lineCount == markdown.lineCount)
  }

  @Test("a paragraph of short lines cut between parts is appended whole, as the whole parse makes it: at the start, after a rule, and after a first part whose later parts are found as they are parsed", arguments: [
    "", "---\n", String(repeating: "Un párrafo antes del bloque.\n\n", count: 200),
  ])
  func longParagraphGrows(before: String) throws {
    // After a rule, as a front matter too long to be one (over 1 000 lines) reads: a rule and
    // a setext heading.
    let line = "clave: valor de una línea de metadatos larga\n"
    let markdown = Array((before + String(repeating: line, count: 1_200) + "---\n\n"
      + String(repeating: "Un párrafo más tras el bloque.\n\n", count: 400)).utf8)
    let (first, rest) = Document.opening(markdown: markdown, partSize: 4_096, firstPartSize: 1_024)
    let parts = try #require(MarkdownParts.of(markdown, size: 4_096, firstSize: 1_024))
    #expect(parts.continuations.count > 4)
    var document = first
    let rows = LaidOutRows(document: first, options: options, mayGrow: true)
    var left = try #require(rest)
    while let part = left.parseNext() {
      document.append(part)
      rows.append(part)
    }
    rows.finishGrowing()
    let (blocks, lines) = MarkdownParser.parseInParts(markdown, parts: nil)
    #expect(document.blocks == blocks)
    #expect(document.sourceLines == lines)
    #expect(blocks.count == 401 + before.components(separatedBy: "\n\n").count - 1 + (before == "---\n" ? 1 : 0))
    let whole = LaidOutRows(document: Document(markdown: markdown), options: options)
    #expect(rows.lines(from: rows.startPosition, limit: .max) == whole.layout.lines)
  }

  @Test("a document whose first part's paragraph runs to its end has no remainder to keep its bytes")
  func noRemainderLeft() throws {
    let line = "clave: valor de una línea de metadatos larga\n"
    let markdown = Array(String(repeating: line, count: 1_200).utf8)
    #expect(try #require(MarkdownParts.of(markdown, size: 4_096, firstSize: 1_024)).ranges.count > 4)
    let (document, rest) = Document.opening(markdown: markdown, partSize: 4_096, firstPartSize: 1_024)
    #expect(rest == nil)
    #expect(document == Document(markdown: markdown))
  }

  @Test("rows that grow end as the whole's rows")
  func growingRowsEndAsWholeRows() throws {
    let (first, rest) = try opened(firstPartSize: 12_000)
    let rows = LaidOutRows(document: first, options: options, mayGrow: true)
    // A reader part-way down when the rest arrives keeps the row it shows.
    let shown = rows.positions(from: rows.startPosition, limit: 30).last!
    let shownLine = rows.line(at: shown)
    var left = rest
    while let part = left.parseNext() { rows.append(part) }
    rows.finishGrowing()
    #expect(rows.line(at: shown) == shownLine)
    let whole = LaidOutRows(document: Document(markdown: Self.markdown), options: options)
    #expect(rows.lines(from: rows.startPosition, limit: .max) == whole.layout.lines)
    #expect(rows.items.map(\.title) == whole.items.map(\.title))
    for item in rows.items { #expect(rows.line(at: item.rows.lowerBound)?.heading == item.title) }
    let pattern = try #require(SearchPattern("guia"))
    var found: [DisplayLine] = []
    var from = rows.startPosition
    while let row = rows.firstRow(matching: pattern, from: from) {
      found.append(rows.line(at: row)!)
      from = row + 1
    }
    let lines = whole.layout.lines
    #expect(found.count > 3)
    #expect(found == lines.indices.filter { pattern.isFound(inRow: $0, of: lines) }.map { lines[$0] })
  }

  @Test("rows that grow hold the blocks of their first part only: the others are parsed again where they are looked at, the same rows and headings at any width")
  func growingRowsHoldTheirFirstPart() throws {
    let (first, rest) = try opened()
    let rows = LaidOutRows(document: first, options: options, mayGrow: true)
    var left = rest
    while let part = left.parseNext() { rows.append(part) }
    rows.finishGrowing()
    let whole = Document(markdown: Self.markdown)
    #expect(rows.units.blocks.count == whole.blocks.count)
    #expect(rows.units.blocks.heldBlockCount == first.blocks.count)
    #expect(rows.document == whole)
    for width in [60, 33] {
      let options = LayoutOptions(width: width, leadingMargin: 2, trailingMargin: 2)
      let reflowed = rows.reflowed(to: options, keeping: rows.startPosition).rows
      let wholeRows = LaidOutRows(document: whole, options: options)
      #expect(reflowed.lines(from: reflowed.startPosition, limit: .max) == wholeRows.layout.lines)
      #expect(reflowed.laidOutRows?.items.map(\.title) == wholeRows.items.map(\.title))
      #expect(reflowed.laidOutRows?.units.blocks.heldBlockCount == first.blocks.count)
    }
  }

  @Test("filtered rows that grow keep what the whole's filter keeps")
  func filteredRowsGrow() throws {
    let (first, rest) = try opened()
    let filter = LineFilter(pattern: try #require(SearchPattern("guia")))
    let rows = LaidOutRows(document: first, options: options, filter: filter, mayGrow: true)
    var left = rest
    while let part = left.parseNext() { rows.append(part) }
    let whole = LaidOutRows(document: Document(markdown: Self.markdown), options: options, filter: filter)
    #expect(rows.lines(from: rows.startPosition, limit: .max) == whole.layout.lines)
    #expect(!whole.layout.lines.isEmpty)
  }
}

extension LaidOutRows {
  /// The first row at or after `position` that `pattern` is found in.
  fileprivate func firstRow(matching pattern: SearchPattern, from position: Int) -> Int? {
    var search = RowSearch(pattern: pattern, direction: .forward, from: position, before: endPosition)
    while !search.isFinished { continueSearch(&search, budget: 5_000) }
    return search.foundRow
  }
}
