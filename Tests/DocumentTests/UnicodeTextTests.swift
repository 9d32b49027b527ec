import Foundation
import Testing
@testable import Document

/// Text that broke guia: flags, emoji sequences, kinsoku, noncharacters — with data from
/// outside the project (Unicode's emoji-test.txt, Markus Kuhn's UTF-8-test.txt).
@Suite struct UnicodeTextTests {
  private func wrap(_ text: String, _ width: Int) -> [String] {
    LineBreaker.wrap(Sanitizer.layoutSpans(text), width: width).map { $0.spans.map(\.text.string).joined() }
  }

  @Test("a flag, a lone regional indicator and ZWJ sequences wrap without crashing, never split")
  func flags() {
    // libunibreak 1.1 aborted on any regional indicator (status 134, terminal left raw).
    #expect(wrap("🇪🇸", 10) == ["🇪🇸"])
    #expect(wrap("\u{1F1EA}", 10) == ["\u{1F1EA}"])
    #expect(wrap("España 🇪🇸🇯🇵 y 👩‍👩‍👧‍👦 juntos", 8).joined(separator: "|")
      == "España|🇪🇸🇯🇵 y|👩‍👩‍👧‍👦|juntos")
    #expect(DisplayWidth.of("🇪🇸") == 2)
    #expect(Graphemes.clusters(of: "🇪🇸🇯🇵").map(String.init) == ["🇪🇸", "🇯🇵"])
  }

  @Test("Japanese strict: no row starts with a small kana, ー or closing punctuation")
  func kinsoku() {
    let text = "チェックリストを確認してください。ハードウェアのセットアップ、ソフトウェアのインストール。"
    let forbiddenStarts: Set<Character> = ["ェ", "ッ", "ー", "、", "。", "ャ", "ュ", "ョ", "ァ", "ィ", "ゥ", "ォ"]
    // From 6 cells a row holds the longest unbreakable run (チェッ), so no break is forced.
    for width in 6...40 {
      let rows = wrap(text, width)
      #expect(rows.joined() == text)
      for row in rows.dropFirst() {
        #expect(!forbiddenStarts.contains(row.first ?? " "), "width \(width): \(rows)")
      }
    }
  }

  /// The fully-qualified emoji of Unicode's emoji-test.txt.
  static func qualifiedEmoji() -> [String] {
    let path = "/usr/share/unicode/emoji/emoji-test.txt"
    guard let contents = try? String(contentsOfFile: path, encoding: .utf8) else {
      Issue.record("\(path) is missing: install Debian's unicode-data (make test-deps does)")
      return []
    }
    return contents.split(separator: "\n").compactMap { line -> String? in
      let fields = line.split(separator: ";", maxSplits: 1)
      guard fields.count == 2, fields[1].contains("fully-qualified") else { return nil }
      let scalars = fields[0].split(separator: " ").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
      return String(String.UnicodeScalarView(scalars))
    }
  }

  @Test("emoji-test.txt: every fully-qualified emoji is one cluster of two cells, uncertain, never split")
  func emojiTestFile() {
    let emoji = Self.qualifiedEmoji()
    #expect(emoji.count > 3600)
    var problems: [String] = []
    for item in emoji {
      let clusters = Graphemes.clusters(of: item)
      let width = DisplayWidth.of(cluster: item)
      let certainty = DisplayWidth.certainty(ofCluster: item)
      let glyphs = Glyph.glyphs(ofBytes: Array(item.utf8))
      if clusters.count != 1 || width != 2 || certainty != .uncertain || glyphs.count != 1
        || glyphs[0].text.string != item || Sanitizer.placeholder(forCluster: item) != nil
      {
        problems.append("\(item.unicodeScalars.map { String($0.value, radix: 16) }): clusters \(clusters.count), width \(width), \(certainty), glyphs \(glyphs.map(\.text))")
      }
    }
    // Between words, at every narrow width, an emoji stays whole.
    let line = emoji.prefix(400).joined(separator: " ")
    for width in [2, 3, 5, 9] {
      let rows = wrap(line, width)
      let rejoined = rows.joined(separator: " ")
      if rejoined != line { problems.append("width \(width) changed the text") }
      if rows.contains(where: { DisplayWidth.of($0) > width }) { problems.append("width \(width): a row too wide") }
    }
    #expect(problems.isEmpty, "\(problems.count) problems:\n\(problems.prefix(20).joined(separator: "\n"))")
  }

  @Test("widths terminals disagree on are marked: VS16, keycaps, skin tones, flags, ambiguous")
  func certainty() {
    for uncertain in ["\u{26A0}\u{FE0F}", "1\u{FE0F}\u{20E3}", "👍🏽", "🇪🇸", "😀", "👩‍💻"] {
      #expect(DisplayWidth.certainty(ofCluster: uncertain) == .uncertain, "\(uncertain)")
      #expect(DisplayWidth.of(cluster: uncertain) == 2, "\(uncertain)")
    }
    for ambiguous in ["…", "“", "±", "Ж", "─", "é"] {
      #expect(DisplayWidth.certainty(ofCluster: ambiguous) == .ambiguous, "\(ambiguous)")
      #expect(DisplayWidth.of(cluster: ambiguous) == 1)
    }
    for certain in ["a", "ñ", "n\u{303}", "日", "ب", "\u{26A0}"] {
      #expect(DisplayWidth.certainty(ofCluster: certain) == .certain, "\(certain)")
    }
  }

  @Test("noncharacters and unassigned code points are placeholders, never raw")
  func noncharacters() {
    func text(_ value: UInt32) -> String { String(Unicode.Scalar(value)!) }
    for value: UInt32 in [0xFFFF, 0xFFFE, 0xFDD0, 0xD7FF, 0x10FFFF, 0x1FFFE] {
      let hex = String(value, radix: 16, uppercase: true)
      #expect(Sanitizer.placeholder(forCluster: text(value)) == "<U+\(hex)>")
    }
    #expect(Sanitizer.placeholder(forCluster: "\u{E000}") == nil)  // private use is drawn
    #expect(Sanitizer.spans("a\u{FFFF}b").map(\.text) == ["a", "<U+FFFF>", "b"])
  }

  /// Lines of Markus Kuhn's UTF-8 decoder test, as bytes.
  static func kuhnLines() throws -> [[UInt8]] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../Data/UTF-8-test.txt").standardized
    let data = try Data(contentsOf: url)
    return data.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
  }

  @Test("UTF-8-test.txt: every line decodes to safe glyphs; its noncharacters show as placeholders")
  func kuhnFile() throws {
    let lines = try Self.kuhnLines()
    #expect(lines.count == 272)
    var shown: [String] = []
    for line in lines {
      let glyphs = Glyph.glyphs(ofBytes: line)
      #expect(glyphs.reduce(0) { $0 + $1.sourceLength } == line.count)
      for glyph in glyphs where !glyph.style.contains(.reverse) {
        // What is drawn as it is must itself be safe to draw.
        #expect(Sanitizer.placeholder(forCluster: glyph.text.string) == nil, "\(glyph.text.string.unicodeScalars.map(\.value))")
      }
      shown.append(glyphs.map(\.text.string).joined())
    }
    let text = shown.joined(separator: "\n")
    for placeholder in ["<U+D7FF>", "<U+10FFFF>", "<U+FFFE>", "<U+FFFF>"] {
      #expect(text.contains(placeholder), "\(placeholder)")
    }
  }
}
