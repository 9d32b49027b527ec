#if canImport(Glibc)
  import Glibc
#endif
import Foundation
import Testing

@testable import GuiaApp

/// A pipe is read as far as the command needs (issue 29's first point): `NG`, a filter, `+N`,
/// `+/pattern`, `-p` and `N%` read on until they have their answer or the input ends, as less
/// does, where guia used to answer from the thousand rows it had read ahead. `seq` writes a
/// real pipe; its pages come back on the headless terminal's event-loop queue, run in the
/// script's waits (the pty journeys keep the terminal's side of pipes: PipeEndJourneyTests).
@MainActor
@Suite struct PipeOnDemandSessionTests {
  /// The text of row `index`, without the indicator's thumb and the blanks after it.
  private static func row(_ lines: [String], _ index: Int) -> String {
    guard lines.indices.contains(index) else { return "" }
    var text = lines[index]
    if text.last == "█" { text.removeLast() }
    return text.trimmingCharacters(in: .whitespaces)
  }

  /// A wait until the first screenful of `seq`'s output has come.
  private static let firstPage = SessionHarness.Step.mainQueue(until: "the first lines") { row($0, 21) == "21" }

  @Test("seq 1 40000 | guia, 30000g: line 30000 at the top, not the last line read ahead")
  func lineNumber() throws {
    let input = try loadedFromStandardInput(producedBy: "seq 1 40000")
    let harness = try SessionHarness(
      [], steps: [Self.firstPage, .keys("30000g"), .mainQueue(until: "line 30000 at the top") { Self.row($0, 1) == "30000" }],
      document: input)
    #expect(Self.row(harness.lines, 1) == "30000", "\(harness.lines.prefix(3))")
  }

  @Test("seq 1 40000 | guia, &^3999: the 11 lines of all the input, as less counts them")
  func filter() throws {
    let input = try loadedFromStandardInput(producedBy: "seq 1 40000")
    let harness = try SessionHarness(
      [],
      steps: [
        Self.firstPage, .keys("&^3999\r"),
        .mainQueue(until: "the filter's count") { $0.footer.contains("11 líneas con «^3999»") },
      ],
      document: input)
    let lines = harness.lines
    #expect(lines.footer.contains("11 líneas con «^3999»"), "\(lines.footer)")
    #expect(Self.row(lines, 1) == "3999" && Self.row(lines, 2) == "39990" && Self.row(lines, 11) == "39999", "\(lines)")
  }

  @Test(
    "seq 1 1000 | guia +100, '+/^500$', -p 500: each opens where it says",
    arguments: [(["+100"], "100"), (["+/^500$"], "500"), (["-p", "500"], "500")])
  func opensAt(arguments: [String], top: String) throws {
    let input = try loadedFromStandardInput(producedBy: "seq 1 1000")
    let harness = try SessionHarness(
      arguments, steps: [.mainQueue(until: "\(arguments) opens at \(top)") { Self.row($0, 1) == top }],
      document: input)
    #expect(Self.row(harness.lines, 1) == top, "\(harness.lines.prefix(3))")
    #expect(!harness.screens.contains { $0.footer.contains("Sin coincidencias") })
  }

  @Test("seq 1 200000 | guia, 50%: the line half-way through the bytes, as less's N%")
  func percent() throws {
    let count = 200_000
    // The line holding the byte at half the input, as less's N% finds it.
    var total = 0
    for number in 1...count { total += String(number).utf8.count + 1 }
    var offset = 0
    var line = 0
    while offset <= total / 2 {
      line += 1
      offset += String(line).utf8.count + 1
    }
    let input = try loadedFromStandardInput(producedBy: "seq 1 \(count)")
    let harness = try SessionHarness(
      [], steps: [Self.firstPage, .keys("50%"), .mainQueue(until: "the middle") { Self.row($0, 1) != "1" }],
      document: input)
    let top = Self.row(harness.lines, 1)
    #expect(Int(top).map { abs($0 - line) <= 1 } ?? false, "top \(top), expected about \(line)")
  }
}
