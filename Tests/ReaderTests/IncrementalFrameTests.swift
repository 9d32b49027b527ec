import ScrollKit
import Document
@testable import GuiaUI
import Reader
import Testing
import TerminalUI

/// A scroll with no pass draws only what moved over the last screen (the rows scrolled into
/// view, the indicator's cells, the header's status). Its oracle is the same laid-out tree
/// drawn whole on a blank canvas: after every key of long random scripts, on plain text,
/// the guide, numbered and chopped lines and beside the contents pane, the two screens are
/// the same cell for cell.
@MainActor
struct IncrementalFrameTests {
  static let keys: [Key] = [
    .character("j"), .character("j"), .character("j"), .character("k"), .character("k"), .down, .up,
    .character(" "), .character("b"), .character("d"), .character("u"), .character("5"),
    .character("G"), .character("g"), .pageDown, .pageUp, .right, .left, .character("w"), .character("z"),
  ]

  /// Presses `count` keys drawn by a seeded generator, checking each frame against the whole
  /// drawing; returns how many frames were drawn incrementally.
  static func check(_ reader: ReaderHarness, count: Int, seed: UInt64) -> Int {
    var generator = SeededGenerator(seed: seed)
    var incremental = 0
    for step in 0..<count {
      let key = keys.randomElement(using: &generator)!
      let before = reader.host.viewPassCount
      reader.press(key)
      let screen = reader.host.render()
      if reader.host.viewPassCount == before { incremental += 1 }
      let whole = reader.host.wholeScreen()
      if screen != whole {
        let differing = (0..<screen.size.height).filter { screen.rows[$0] != whole.rows[$0] }
        Issue.record("step \(step) (\(key)): rows \(differing) differ; got «\(differing.map { screen.lines[$0] })», whole «\(differing.map { whole.lines[$0] })»")
        return incremental
      }
    }
    return incremental
  }

  static func text(lines: Int, long: Bool = false) -> ReaderModel {
    let words = ["montaje", "pieza", "tornillo", "estante", "日本語", "niño", "base"]
    let text = (1...lines).map { number in
      let count = long && number % 3 == 0 ? 30 : 3 + number % 5
      return "\(number) " + (0..<count).map { words[(number + $0) % words.count] }.joined(separator: " ")
    }.joined(separator: "\n") + "\n"
    return ReaderModel(
      rows: TextRows(source: InMemoryByteSource(Array(text.utf8)), width: 80), width: 80, title: "t.txt",
      settings: ReaderSettings(showsIndicator: true))
  }

  @Test("plain text with the indicator: every incremental frame equals the whole drawing", arguments: [1, 2, 3] as [UInt64])
  func plainText(seed: UInt64) {
    let reader = ReaderHarness(Self.text(lines: 2_000), size: CellSize(width: 80, height: 24))
    #expect(Self.check(reader, count: 300, seed: seed) > 100)
  }

  @Test("wrapped long lines, numbered, and chopped: the same")
  func numberedAndChopped() {
    let model = Self.text(lines: 500, long: true)
    let reader = ReaderHarness(model, size: CellSize(width: 60, height: 20))
    reader.press(.character("-"), .character("N"))
    #expect(Self.check(reader, count: 200, seed: 7) > 50)
    reader.press(.character("-"), .character("S"))
    #expect(Self.check(reader, count: 200, seed: 8) > 50)
  }

  @Test("the guide: the header's step and percentage drawn again with the rows")
  func guide() {
    let reader = ReaderHarness(size: CellSize(width: 80, height: 12), showsIndicator: true)
    #expect(Self.check(reader, count: 200, seed: 11) > 50)
  }

  @Test("beside the open contents pane the rows move within their columns")
  func besideThePane() {
    let reader = ReaderHarness(size: CellSize(width: 100, height: 16), showsIndicator: true)
    reader.press(.character("t"), .down, .down, .down, .enter)
    // Keys that the pane does not take scroll the text beside it.
    var generator = SeededGenerator(seed: 5)
    for step in 0..<100 {
      let key: Key = [.character(" "), .character("b"), .character("d"), .character("u"), .character("G"), .character("g")]
        .randomElement(using: &generator)!
      reader.press(key)
      let screen = reader.host.render()
      #expect(screen == reader.host.wholeScreen(), "step \(step): \(key)")
    }
  }
}

/// A generator whose sequence is fixed by its seed (SplitMix64), so a failure replays.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
