import Localization
import Synchronization

/// A run of a message whose inline Markdown was read: its text and how it is marked.
public struct MarkdownRun: Hashable, Sendable {
  /// The run's text, sanitised.
  public var text: DisplayText
  /// Bold (`**…**`), italic (`*…*`), struck out (`~~…~~`).
  public var isStrong = false
  public var isEmphasised = false
  public var isStruckOut = false
  /// Written as code (`` `…` ``): a terminal's text is already monospaced.
  public var isCode = false
  /// The address of the link the run is in (`[…](address)`), as written.
  public var link: String?
}

/// The inline Markdown of a message, as SwiftUI reads a `Text`'s `LocalizedStringKey`
/// (`Text("Read **the** [docs](https://example.com)")`): emphasis, strong, code, strikethrough
/// and links, by cmark-gfm. Only the program's format is read: the values put in it are text,
/// never Markdown, as SwiftUI passes them as arguments. A message that makes a block other
/// than a paragraph (a `#` or a `-` at its start) is left as it is, as SwiftUI's inline-only
/// reading shows those characters.
public enum InlineMarkdown {
  /// The characters without which a message has no inline Markdown (and no parse is made).
  private static let markers: Set<Unicode.Scalar> = ["*", "_", "`", "~", "[", "\\", "&"]

  /// `key`'s message in `language` read as inline Markdown, or `nil` when it has none.
  public static func runs(of key: LocalizedStringKey, in language: Language) -> [MarkdownRun]? {
    guard key.verbatim == nil else { return nil }
    let format = Localizer.format(for: key.key, in: language)
    guard format.unicodeScalars.contains(where: markers.contains) else { return nil }
    let values = key.values.map { $0.string(in: language) }
    guard values.count < placeholderRange.count else { return nil }
    let message = Message(format: format, values: values)
    if let cached = known.withLock({ $0[message] }) { return cached }
    let runs = read(format, values: values, plain: key.resolved(in: language).string)
    known.withLock { table in
      if table.count >= 1_024 { table.removeAll() }
      table[message] = runs
    }
    return runs
  }

  /// A message read: its format and what is put in it.
  private struct Message: Hashable {
    var format: String
    var values: [String]
  }

  /// The messages read, for a text resolved again (a row scrolled back, a pass after a key).
  private static let known = Mutex<[Message: [MarkdownRun]?]>([:])

  private static func read(_ format: String, values: [String], plain: String) -> [MarkdownRun]? {
    // Each value stands in the Markdown as one private-use character, read as a letter: the
    // markup around it applies to it, and nothing in it is markup.
    let placeholders = values.indices.map { String(Unicode.Scalar(placeholderRange.lowerBound + UInt32($0))!) }
    let filled = Localizer.fill(format, with: placeholders)
    guard let inlines = paragraphInlines(of: filled) else { return nil }
    var runs: [MarkdownRun] = []
    let leading = filled.prefix { $0 == " " }
    if !leading.isEmpty { runs.append(MarkdownRun(text: DisplayText(sanitizing: String(leading)))) }
    append(inlines, marks: MarkdownRun(text: DisplayText(sanitizing: "")), values: values, to: &runs)
    let trailing = filled.reversed().prefix { $0 == " " }
    if !trailing.isEmpty { runs.append(MarkdownRun(text: DisplayText(sanitizing: String(trailing)))) }
    // Nothing marked: the message as it always was (escapes aside, the same text).
    if runs.allSatisfy({ !$0.isStrong && !$0.isEmphasised && !$0.isStruckOut && !$0.isCode && $0.link == nil }),
      runs.map(\.text.string).joined() == plain
    {
      return nil
    }
    return runs
  }

  private static let placeholderRange: Range<UInt32> = 0xF0000..<0xF0400

  /// The inlines of `markdown` when it is paragraphs only, the paragraphs one after another.
  private static func paragraphInlines(of markdown: String) -> [Inline]? {
    var inlines: [Inline] = []
    for block in MarkdownParser.parse(Array(markdown.utf8)) {
      guard case .paragraph(let paragraph) = block else { return nil }
      if !inlines.isEmpty { inlines += [.lineBreak, .lineBreak] }
      inlines += paragraph
    }
    return inlines
  }

  /// Appends the runs of `inlines` with the marks of `marks` (a bounded tree: the parser
  /// nests inline markup no deeper than ``MarkdownParser/maximumInlineDepth``).
  private static func append(_ inlines: [Inline], marks: MarkdownRun, values: [String], to runs: inout [MarkdownRun]) {
    func add(_ text: String, _ marks: MarkdownRun) {
      var run = marks
      run.text = DisplayText(sanitizing: filling(text, values: values))
      if let last = runs.last, last.isSameMarking(as: run) {
        runs[runs.count - 1].text = DisplayText(sanitizing: last.text.string + run.text.string)
      } else {
        runs.append(run)
      }
    }
    for inline in inlines {
      var inner = marks
      switch inline {
      case .text(let text): add(text, marks)
      case .code(let text):
        inner.isCode = true
        add(text, inner)
      case .emphasis(let children):
        inner.isEmphasised = true
        append(children, marks: inner, values: values, to: &runs)
      case .strong(let children):
        inner.isStrong = true
        append(children, marks: inner, values: values, to: &runs)
      case .strikethrough(let children):
        inner.isStruckOut = true
        append(children, marks: inner, values: values, to: &runs)
      case .link(let destination, let children):
        inner.link = filling(destination, values: values)
        append(children, marks: inner, values: values, to: &runs)
      case .keyboard(let children): append(children, marks: marks, values: values, to: &runs)
      case .image(_, let children): append(children, marks: marks, values: values, to: &runs)
      case .label(let words): add(words.key, marks)
      case .footnoteReference(let number): add("[^\(number)]", marks)
      case .softBreak, .lineBreak: add("\n", marks)
      case .sourceLineStart: break
      }
    }
  }

  /// `text` with each placeholder replaced by its value.
  private static func filling(_ text: String, values: [String]) -> String {
    guard !values.isEmpty, text.unicodeScalars.contains(where: { placeholderRange.contains($0.value) }) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if placeholderRange.contains(scalar.value) {
        let index = Int(scalar.value - placeholderRange.lowerBound)
        result += index < values.count ? values[index] : ""
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

extension MarkdownRun {
  fileprivate func isSameMarking(as other: MarkdownRun) -> Bool {
    isStrong == other.isStrong && isEmphasised == other.isEmphasised && isStruckOut == other.isStruckOut
      && isCode == other.isCode && link == other.link
  }
}
