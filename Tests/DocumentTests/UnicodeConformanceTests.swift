import Foundation
import Testing
@testable import Document

/// Unicode's own test files (Debian's `unicode-data`), run through guia's segmentation.
///
/// Each case of `GraphemeBreakTest.txt` and `LineBreakTest.txt` lists code points with `÷`
/// (a boundary) or `×` (none) between them, and the rule that decides each place. guia's
/// clusters must agree with every grapheme case. Its line breaker is ICU's with the Japanese
/// strict tailoring, which Unicode's file does not describe: every difference must come from a
/// named tailoring, counted exactly, so any other change fails.
@Suite struct UnicodeConformanceTests {
  static let folder = "/usr/share/unicode"

  /// One case of a break test file.
  struct BreakCase: CustomStringConvertible {
    var line: Int
    var scalars: [Unicode.Scalar]
    /// The UTF-8 offsets of the boundaries after the start, the end included.
    var boundaries: [Int]
    /// The rule of Unicode's algorithm that decides each place between scalars, e.g. "25.03".
    var rules: [String]
    var text: String { String(String.UnicodeScalarView(scalars)) }
    var description: String {
      "line \(line): " + scalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
    }
  }

  /// The cases of a break test file, or `nil` when the file is not installed.
  static func cases(_ path: String) -> [BreakCase]? {
    guard let contents = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
    var cases: [BreakCase] = []
    for (number, line) in contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let parts = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let fields = parts[0].split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard !fields.isEmpty else { continue }
      var scalars: [Unicode.Scalar] = []
      var boundaries: [Int] = []
      var offset = 0
      for field in fields {
        switch field {
        case "÷": if offset > 0 { boundaries.append(offset) }
        case "×": break
        default:
          guard let value = UInt32(field, radix: 16), let scalar = Unicode.Scalar(value) else {
            Issue.record("line \(number + 1): \(field) is not a scalar")
            continue
          }
          scalars.append(scalar)
          offset += String(scalar).utf8.count
        }
      }
      // The comment names each place's rule: "÷ [0.3]", "× [25.03]".
      let comment = parts.count > 1 ? String(parts[1]) : ""
      let rules = comment.split(separator: "[").dropFirst().map { String($0.prefix { $0 != "]" }) }
      cases.append(BreakCase(line: number + 1, scalars: scalars, boundaries: boundaries, rules: rules))
    }
    return cases
  }

  /// The file's cases; the test fails (rather than passing on nothing) when it is missing.
  static func requiredCases(_ name: String) -> [BreakCase] {
    let path = folder + "/auxiliary/" + name
    guard let cases = cases(path) else {
      Issue.record("\(path) is missing: install Debian's unicode-data (make test-deps does)")
      return []
    }
    return cases
  }

  @Test("GraphemeBreakTest.txt: guia's clusters agree with every case, through the glyph decoder too")
  func graphemeClusters() {
    let cases = Self.requiredCases("GraphemeBreakTest.txt")
    #expect(cases.count == 602)
    var differences: [String] = []
    for testCase in cases {
      var text = testCase.text
      let ends = text.withUTF8 { Graphemes.ends(inUTF8: $0) }
      // The glyphs of a file's bytes stand for one cluster each: their lengths add up to the
      // cluster boundaries, placeholders included.
      var glyphEnds: [Int] = []
      var total = 0
      for glyph in Glyph.glyphs(ofBytes: Array(testCase.text.utf8)) {
        total += glyph.sourceLength
        glyphEnds.append(total)
      }
      if ends != testCase.boundaries || glyphEnds != testCase.boundaries {
        differences.append("\(testCase): expected \(testCase.boundaries), clusters \(ends), glyphs \(glyphEnds)")
      }
    }
    #expect(differences.isEmpty, "\(differences.count) differences:\n\(differences.prefix(20).joined(separator: "\n"))")
  }

  /// The tailoring of ICU's line rules that explains a disagreement at one place, named by
  /// the classes on either side (after LB1 resolves AI, SA and XX to AL) and what ICU does.
  static func tailoring(before: String, after: String, icuBreaks: Bool) -> String? {
    let letters: Set = ["AL", "AI", "SA", "XX", "HL"]
    switch (before, after, icuBreaks) {
    // ICU's rule 20.9 (CSS): no break between a hyphen that follows a boundary and a letter.
    case ("HY", let letter, false) where letters.contains(letter):
      return "ICU 20.9 hyphen before a letter"
    // UAX #14's regex form of LB25, which ICU uses: (PR|PO)? (OP|HY)? IS? NU…, so ".35" is
    // one number (IS × NU) that may start after a space (SP ÷ IS).
    case ("IS", "NU", false), ("SP", "IS", true):
      return "LB25 numbers"
    default:
      return nil
    }
  }

  @Test("LineBreakTest.txt: every difference comes from a named ICU tailoring, counted exactly")
  func lineBreaks() {
    let cases = Self.requiredCases("LineBreakTest.txt")
    #expect(cases.count == 7654)
    var byTailoring: [String: Int] = [:]
    var unexplained: [String] = []
    var differing = 0
    for testCase in cases {
      var text = testCase.text
      let found = text.withUTF8 { LineBreaker.opportunities(inUTF8: $0).map(\.offset) }
      guard found != testCase.boundaries else { continue }
      differing += 1
      // The places where guia and the file disagree, as indices between scalars.
      var offsets: [Int] = []
      var offset = 0
      for scalar in testCase.scalars {
        offset += String(scalar).utf8.count
        offsets.append(offset)
      }
      var names: Set<String> = []
      for place in offsets.indices where found.contains(offsets[place]) != testCase.boundaries.contains(offsets[place]) {
        // The classes on either side, combining marks (CM) skipped as LB9 does.
        var before = place
        while before > 0, LineBreaker.lineBreakClass(of: testCase.scalars[before]) == "CM" { before -= 1 }
        let beforeClass = LineBreaker.lineBreakClass(of: testCase.scalars[before])
        let afterClass = LineBreaker.lineBreakClass(of: testCase.scalars[place + 1])
        let icuBreaks = found.contains(offsets[place])
        guard let name = Self.tailoring(before: beforeClass, after: afterClass, icuBreaks: icuBreaks) else {
          unexplained.append("\(testCase): \(beforeClass) \(icuBreaks ? "÷" : "×") \(afterClass); expected \(testCase.boundaries), found \(found)")
          continue
        }
        names.insert(name)
      }
      for name in names { byTailoring[name, default: 0] += 1 }
    }
    print("LineBreakTest.txt: \(cases.count) cases, \(differing) differ: \(byTailoring)")
    #expect(differing == 22)
    #expect(byTailoring == ["ICU 20.9 hyphen before a letter": 8, "LB25 numbers": 14])
    #expect(unexplained.isEmpty, "\(unexplained.count) unexplained:\n\(unexplained.prefix(20).joined(separator: "\n"))")
  }
}
