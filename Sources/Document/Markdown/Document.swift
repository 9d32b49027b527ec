import Localization
/// A document ready for layout: its title and its blocks, in one of three shapes.
public struct Document: Hashable, Sendable {
  /// How the document's blocks are presented.
  public enum Kind: Hashable, Sendable {
    /// A `#` title followed by an ordered list: each item is a step shown as `Paso N`.
    case guide
    /// Any other Markdown.
    case markdown
    /// Text that is not Markdown: shown as it is, wrapped.
    case plainText
  }

  /// The document's shape.
  public var kind: Kind
  /// The title shown in the header row, if any.
  public var title: String?
  /// The content of the scroll area.
  public var blocks: [Block]
  /// The source lines of each block, index for index; empty when the blocks come from no
  /// source, and the rows are then numbered as rows.
  public var sourceLines: [SourceLines]
  /// The number of lines of the source, if there is one.
  public var lineCount: Int?
  /// Whether this is guia's built-in guide, whose words (`Paso N`, its footer) are the
  /// seed's Spanish in every language; a guide of the reader's own speaks the reader's.
  public var isBuiltInGuide = false

  /// The label of step `index` (from 0): `Paso 3`, in `language` (`Step 3`), Spanish always
  /// for the built-in guide.
  public func stepLabel(_ index: Int, in language: Language) -> DisplayText {
    LocalizedStringKey("Paso \(index + 1)").resolved(in: isBuiltInGuide ? .spanish : language)
  }

  /// Creates a document from its parts.
  public init(
    kind: Kind, title: String?, blocks: [Block], sourceLines: [SourceLines] = [], lineCount: Int? = nil
  ) {
    self.kind = kind
    self.title = title
    self.blocks = blocks
    self.sourceLines = sourceLines
    self.lineCount = lineCount
  }

  /// Parses Markdown bytes; a `#` title followed by one ordered list becomes a guide whose
  /// title moves to the header and whose steps fill the scroll area, as in seed 000.
  public init(markdown bytes: [UInt8]) {
    let (document, rest) = Self.opening(markdown: bytes)
    self = document
    if var rest {
      while let part = rest.parseNext() { append(part) }
    }
  }

  /// The bytes of a large document's first part parsed (about ``firstPartSize``: what its
  /// first screen needs), and the parts left to parse; the document is whole, and the
  /// remainder `nil`, when it is parsed whole (small, or see ``MarkdownParts``). Its
  /// ``lineCount`` is the whole source's already. Appending the remainder's parts makes the
  /// document ``init(markdown:)`` makes.
  ///
  /// - Complexity: O(n) in the size of `bytes` to find the parts, the first part's to parse.
  public static func opening(markdown bytes: [UInt8]) -> (Document, MarkdownRemainder?) {
    opening(markdown: bytes, partSize: 1 << 19, firstPartSize: firstPartSize)
  }

  /// ``opening(markdown:)`` with parts of `partSize` bytes (a document over it has parts),
  /// the first of `firstPartSize`, lists cut in groups of parts of `listSliceSize` bytes kept
  /// as slices (see ``ListSlice``).
  static func opening(
    markdown bytes: [UInt8], partSize: Int, firstPartSize: Int, listSliceSize: Int = 1 << 20
  ) -> (Document, MarkdownRemainder?) {
    // A large document's parts are found in its bytes as they are, and each part decoded as it
    // is parsed: lines decode alone, and decoding 10 MB was half of its first frame. Its front
    // matter, read from its first lines, goes before the first part.
    let raw = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    let top = raw.count > partSize ? FrontMatter.top(of: raw) : nil
    if var parts = firstParts(of: raw, from: top.map { ($0.start, $0.line) } ?? (0, 1), size: partSize, firstSize: firstPartSize) {
      parts.listSliceSize = listSliceSize
      var (blocks, lines) = MarkdownParser.parsePart(0, of: raw, parts: parts, decoding: true)
      var title = top?.0.title
      if title == nil, case .heading(1, let heading)? = blocks.first {
        title = String(heading.plainText(in: .spanish, limit: [Inline].titleLength).prefix([Inline].titleLength))
      }
      if let frontMatter = top?.0 {
        blocks.insert(.frontMatter(frontMatter.lines), at: 0)
        lines.insert(SourceLines(start: 2, parts: frontMatter.lines.indices.map { SourceLines(start: 2 + $0) }), at: 0)
      }
      let document = Document(kind: .markdown, title: title, blocks: blocks, sourceLines: lines, lineCount: raw.lineCount)
      // A remainder with nothing left would keep the file's bytes for nothing.
      let rest = MarkdownRemainder(markdown: raw, parts: parts, size: partSize)
      return (document, rest.isEmpty ? nil : rest)
    }
    // Front matter first (Jekyll, Hugo): metadata, not Markdown; its lines stay counted.
    let (frontMatter, text) = FrontMatter.split(TextDecoder.normalized(bytes))
    var parsed = MarkdownParser.parsed(Array(text.utf8))
    if let frontMatter {
      parsed.blocks.insert(.frontMatter(frontMatter.lines), at: 0)
      parsed.lines.insert(
        SourceLines(start: 2, parts: frontMatter.lines.indices.map { SourceLines(start: 2 + $0) }), at: 0)
    }
    let blocks = parsed.blocks
    let content = frontMatter == nil ? blocks[...] : blocks.dropFirst()
    if content.count == 2, case .heading(1, let title) = content.first!,
      case .list(ordered: true, _, let items) = content.last!
    {
      // A step's lines are its item's: the item's first line, then its blocks'.
      let guide = Document(
        kind: .guide, title: title.plainText, blocks: items.map { Block.group($0.blocks) },
        sourceLines: parsed.lines[parsed.lines.count - 1].parts, lineCount: parsed.lineCount)
      return (guide, nil)
    }
    // The front matter's title, else the first block's `#` title.
    var title = frontMatter?.title
    if title == nil, case .heading(1, let heading)? = content.first { title = String(heading.plainText(in: .spanish, limit: [Inline].titleLength).prefix([Inline].titleLength)) }
    let document = Document(
      kind: .markdown, title: title, blocks: blocks, sourceLines: parsed.lines, lineCount: parsed.lineCount)
    return (document, nil)
  }

  /// The parts of `raw` from `body` (its byte and line) known before its first screen: the
  /// first alone when no line after it may hold a reference definition (the others found as
  /// they are parsed), else all of them; `nil` when it is parsed whole.
  /// - Complexity: O(n) in the size of the first part, and a `memchr` over the rest; O(n) in
  ///   the size of `raw` when the rest may hold a definition.
  private static func firstParts(
    of raw: [UInt8], from body: (start: Int, line: Int), size: Int, firstSize: Int
  ) -> MarkdownParts? {
    guard
      let first = MarkdownParts.of(raw, size: size, firstSize: firstSize, from: body.start, line: body.line, cuts: 1)
    else { return nil }
    guard MarkdownParts.mayHoldDefinitions(raw, from: first.ranges[0].upperBound) else { return first }
    return MarkdownParts.of(raw, size: size, firstSize: firstSize, from: body.start, line: body.line)
  }

  /// About how many bytes of a large document are parsed before its first screen: a few
  /// screens of text, not the 512 KiB of the parts after it.
  static let firstPartSize = 1 << 15

  /// Appends `part`'s blocks, parsed after this document's (see ``opening(markdown:)``).
  public mutating func append(_ part: DocumentPart) {
    blocks += part.blocks
    sourceLines += part.sourceLines
  }

  /// Takes bytes that are not Markdown: each line is shown as it is, wrapped.
  public init(plainText bytes: [UInt8], title: String?) {
    let text = TextDecoder.normalized(bytes)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    self.init(
      kind: .plainText, title: title, blocks: lines.map { Block.raw($0) },
      sourceLines: lines.indices.map { SourceLines(start: $0 + 1) }, lineCount: lines.count)
  }

  /// The number of steps of a guide (0 for other documents).
  public var stepCount: Int { kind == .guide ? blocks.count : 0 }
}
