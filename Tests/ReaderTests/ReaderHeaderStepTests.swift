import ScrollKit
import Document
import Foundation
import GuiaUI
import Reader
import Testing
import TerminalUI
import TerminalTestSupport

/// The header's step and percentage against the footer, at every offset of the built-in guide,
/// read off the screens a headless terminal is given while the real event loop scrolls.
@MainActor
@Suite struct ReaderHeaderStepTests {
  nonisolated static let sizes = [
    CellSize(width: 80, height: 24), CellSize(width: 80, height: 16),
    CellSize(width: 60, height: 12), CellSize(width: 100, height: 40),
    CellSize(width: 40, height: 8), CellSize(width: 80, height: 30),
  ]

  /// `Paso N/8  P%` at the header's end, as numbers.
  private func header(_ line: String) -> (step: Int, percent: Int)? {
    let words = line.split(separator: " ")
    guard words.count >= 3, words[words.count - 3] == "Paso",
      let slash = words[words.count - 2].firstIndex(of: "/"),
      let step = Int(words[words.count - 2][..<slash]),
      let percent = Int(words[words.count - 1].dropLast())
    else { return nil }
    return (step, percent)
  }

  /// The step number a laid-out row names if it is a step's heading.
  private func heading(_ text: String) -> Int? {
    let text = text.trimmingCharacters(in: .whitespaces)
    guard text.hasPrefix("Paso ") else { return nil }
    return Int(text.dropFirst(5))
  }

  @Test("the step holding the top row, or at the bottom the last heading shown; less's percentage", arguments: sizes)
  func everyOffset(size: CellSize) throws {
    let model = ReaderModel(document: ReaderHarness.guide, width: size.width)
    // Every row down from the top, then one more at the bottom, which changes nothing.
    let moves = LaidOutRows(document: ReaderHarness.guide, width: size.width).endPosition + 1
    let terminal = HeadlessTerminal(size: size, events: Array(repeating: .key(.down), count: moves))
    _ = try GuiaUIHost(root: ReaderView(model: model)).run(on: terminal)
    // The rows as the reader laid them out (its text column, between its margins).
    let rows = model.rows.lines(from: model.rows.startPosition, limit: model.rows.endPosition).map(\.text)
    // The reader's chrome: the header row, the scroll area, the separator, the footer's row.
    let scrollTop = 1
    let scrollHeight = size.height - 3
    let footerRow = size.height - 1
    #expect(terminal.frames.count == moves + 1)
    var sawBottom = false
    for (move, frame) in terminal.frames.enumerated() {
      let lines = frame.lines
      let atEnd = lines[footerRow].trimmingCharacters(in: .whitespaces) == "Fin de la guía"
      let (step, percent) = try #require(header(lines[0]), "move \(move): \(lines[0])")
      let top = min(move, max(0, rows.count - scrollHeight))
      let screen = top..<min(rows.count, top + scrollHeight)
      // The rows drawn are the rows at `top`: the test reads the right rows below.
      #expect(lines[scrollTop].trimmingCharacters(in: .whitespaces).hasPrefix(
        rows[top].trimmingCharacters(in: .whitespaces).prefix(20)))
      let headingsShown = screen.compactMap { heading(rows[$0]) }
      if atEnd {
        sawBottom = true
        #expect(step == headingsShown.last, "\(size) move \(move): the last step shown")
        #expect(percent == 100)
      } else {
        let above = (0...top).last { heading(rows[$0]) != nil }.flatMap { heading(rows[$0]) }
        let topIsText = !rows[top].trimmingCharacters(in: .whitespaces).isEmpty
        let next = (top..<rows.count).first { heading(rows[$0]) != nil }
        let expected: Int?
        if topIsText {
          expected = above
        } else if let next, screen.contains(next) {
          expected = heading(rows[next])
        } else {
          expected = above
        }
        #expect(step == expected, "\(size) move \(move): the step at the top")
        #expect(percent == (top + scrollHeight) * 100 / rows.count, "\(size) move \(move)")
        #expect(percent < 100)
      }
    }
    #expect(sawBottom)
  }

  @Test("at 80x24 and 80x16 the end reads Paso 8/8 100% with 'Fin de la guía'")
  func endReadsLastStep() {
    for rows in [24, 16] {
      let reader = ReaderHarness(size: CellSize(width: 80, height: rows), showsIndicator: true)
      reader.press(.end)
      #expect(reader.lines[0].hasSuffix("Paso 8/8  100%"), "\(rows) rows")
      #expect(reader.lines[rows - 1].trimmed == "Fin de la guía")
    }
  }
}
