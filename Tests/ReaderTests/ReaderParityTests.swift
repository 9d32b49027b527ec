import Document
import GuideResource
import GuiaUI
import Reader
import Testing
import TerminalUI

/// The reader on GuiaUI draws what the Viewer it replaces draws: the same cells, styles
/// included, for the guide at several sizes and after the same keys.
@MainActor
@Suite struct ReaderParityTests {
  private static let guide = Document(markdown: GuideResource.markdown)

  func screens(
    size: TerminalSize, keys: [Key], document: Document = Self.guide
  ) throws -> (old: Screen, new: Screen) {
    try screens(size: size, events: keys.map(TerminalEvent.key), document: document)
  }

  func screens(
    size: TerminalSize, events: [TerminalEvent], document: Document = Self.guide
  ) throws -> (old: Screen, new: Screen) {
    // Both end on a signal: a prompt left open would take the headless terminal's final `q`
    // as typed text, for ever.
    let events = events + [.terminate(signal: 15)]
    let oldTerminal = HeadlessTerminal(size: size, events: events)
    let viewer = Viewer(document: document, size: size)
    _ = try viewer.run(on: oldTerminal)
    let newTerminal = HeadlessTerminal(size: size, events: events)
    let host = GuiaUIHost(root: ReaderView(model: ReaderModel(document: document, width: size.columns)))
    _ = try host.run(on: newTerminal)
    return (try #require(oldTerminal.lastFrame), try #require(newTerminal.lastFrame))
  }

  @Test("the first screen", arguments: [
    TerminalSize(rows: 24, columns: 80), TerminalSize(rows: 12, columns: 40),
    TerminalSize(rows: 30, columns: 130),
  ])
  func firstScreen(size: TerminalSize) throws {
    let (old, new) = try screens(size: size, keys: [])
    #expect(old.lines.filter { !$0.isEmpty }.count > size.rows / 2, "a screen with text")
    #expect(new.lines == old.lines)
    // Styles too, cell by cell (counted, so that a failure says how many differ).
    let differing = zip(new.rows.joined(), old.rows.joined()).filter { $0 != $1 }.count
    #expect(differing == 0, "cells that differ in text or style")
  }

  @Test("after scrolling: a row, a page, the end, the top")
  func afterKeys() throws {
    let size = TerminalSize(rows: 24, columns: 80)
    for keys in [[Key.character("j")], [.character(" ")], [.character("G")], [.character("G"), .character("g")]] {
      let (old, new) = try screens(size: size, keys: keys)
      #expect(new.lines == old.lines, "\(keys)")
    }
  }

  @Test("a resize lays the text out again and keeps the top row; at the bottom, the bottom")
  func resize() throws {
    let small = TerminalSize(rows: 12, columns: 40)
    let cases: [[TerminalEvent]] = [
      [.key(.character("j")), .key(.character("j")), .key(.character("j")), .resize(small)],
      [.key(.character("G")), .resize(small)],
      [.resize(small), .key(.character(" ")), .resize(TerminalSize(rows: 30, columns: 130))],
    ]
    for events in cases {
      let (old, new) = try screens(size: TerminalSize(rows: 24, columns: 80), events: events)
      #expect(new.lines == old.lines, "\(events)")
    }
  }

  @Test("plain text: no container margins, the same rows")
  func plainText() throws {
    let text = (1...60).map { "línea \($0) " + String(repeating: "palabra ", count: $0 % 13) }
      .joined(separator: "\n")
    let document = Document(plainText: Array(text.utf8), title: "notas.txt")
    for keys in [[Key](), [.character("G")], [.character(" "), .character("k")]] {
      let (old, new) = try screens(
        size: TerminalSize(rows: 24, columns: 80), keys: keys, document: document)
      #expect(new.lines == old.lines, "\(keys)")
    }
  }
}

extension ReaderParityTests {
  private static func keys(_ text: String) -> [Key] {
    text.map { $0 == "→" ? Key.right : $0 == "←" ? Key.left : Key.character($0) }
  }

  @Test("counts, -S and sideways scrolling, an unknown option", arguments: [
    "5j", "12j3k", "-S", "-S→", "-S→→←", "-S5→", "-S-S", "-x", "-Sj→k",
  ])
  func keysAsLessReadsThem(typed: String) throws {
    let text = (1...80).map { "línea \($0) " + String(repeating: "palabra\($0 % 7) ", count: $0 % 23) }
      .joined(separator: "\n")
    let document = Document(plainText: Array(text.utf8), title: "largo.txt")
    let (old, new) = try screens(
      size: TerminalSize(rows: 24, columns: 80), keys: Self.keys(typed), document: document)
    for (index, (a, b)) in zip(new.lines, old.lines).enumerated() where a != b {
      Issue.record("row \(index): new «\(a)» old «\(b)»")
    }
    let differing = zip(new.rows.joined(), old.rows.joined()).filter { $0 != $1 }.count
    #expect(differing == 0, "cells that differ in text or style")
  }
}

extension ReaderParityTests {
  @Test("the contents pane: open, choose, jump, page, close; too narrow for it", arguments: [
    "t", "tj", "tjj\r", "tjjjjj\r", "tG", "tjk", "t\u{1B}", "tt", "jjjjjjjjjjt", "5jt", "t-S",
  ])
  func contentsPane(typed: String) throws {
    let keys: [Key] = typed.map { $0 == "\r" ? .enter : $0 == "\u{1B}" ? .escape : .character($0) }
    for size in [TerminalSize(rows: 24, columns: 80), TerminalSize(rows: 10, columns: 30)] {
      let (old, new) = try screens(size: size, keys: keys)
      for (index, (a, b)) in zip(new.lines, old.lines).enumerated() where a != b {
        Issue.record("\(size) row \(index): new «\(a)» old «\(b)»")
      }
      let differing = zip(new.rows.joined(), old.rows.joined()).filter { $0 != $1 }.count
      #expect(differing == 0, "\(size): cells that differ in text or style")
      for (row, (a, b)) in zip(new.rows, old.rows).enumerated() where a != b && differing < 5 {
        for (column, (x, y)) in zip(a, b).enumerated() where x != y {
          Issue.record("\(size) cell \(row),\(column): new \(x.text)/\(x.style.rawValue) old \(y.text)/\(y.style.rawValue)")
        }
      }
    }
  }
}

extension ReaderParityTests {
  @Test("search: the prompt, a match, n and N, wrapping, nothing found, Backspace, Esc, a paste", arguments: [
    "/Paso", "/Paso\r", "/Paso\rn", "/Paso\rnnN", "/Paso 8\r", "/Paso 8\rn", "/zzz\r", "n",
    "/\r", "?Paso\r", "G?Paso\rN", "/Pas\u{8}\u{8}", "/\u{8}", "/x\u{1B}", "/PASO\r", "/piezas\rj",
    "t/Paso 3\r", "/·paste·", "/Pa·paste·\r",
  ])
  func search(typed: String) throws {
    var events: [TerminalEvent] = []
    var rest = Substring(typed)
    while let character = rest.first {
      if rest.hasPrefix("·paste·") {
        events.append(.key(.paste("so 4\u{1B}[31m\n")))
        rest = rest.dropFirst("·paste·".count)
        continue
      }
      rest = rest.dropFirst()
      switch character {
      case "\r": events.append(.key(.enter))
      case "\u{8}": events.append(.key(.backspace))
      case "\u{1B}": events.append(.key(.escape))
      default: events.append(.key(.character(character)))
      }
    }
    for size in [TerminalSize(rows: 24, columns: 80), TerminalSize(rows: 10, columns: 40)] {
      let (old, new) = try screens(size: size, events: events)
      for (index, (a, b)) in zip(new.lines, old.lines).enumerated() where a != b {
        Issue.record("\(size) row \(index): new «\(a)» old «\(b)»")
      }
      let differing = zip(new.rows.joined(), old.rows.joined()).filter { $0 != $1 }.count
      #expect(differing == 0, "\(size): cells that differ in text or style")
    }
  }
}

/// What the reader's model keeps for the report: the same as the Viewer's.
@MainActor
@Suite struct ReaderProgressTests {
  @Test("progress after the same keys: at the bottom, the latch, the last step seen, the percent")
  func progressMatchesTheViewer() throws {
    let guide = Document(markdown: GuideResource.markdown)
    let size = TerminalSize(rows: 12, columns: 60)
    for keys in [[Key](), [.character(" ")], [.character("G"), .character("g")]] {
      let events = keys.map(TerminalEvent.key)
      let viewer = Viewer(document: guide, size: size)
      _ = try viewer.run(on: HeadlessTerminal(size: size, events: events))
      let model = ReaderModel(document: guide, width: size.columns)
      _ = try GuiaUIHost(root: ReaderView(model: model)).run(
        on: HeadlessTerminal(size: size, events: events))
      #expect(model.isAtBottom == viewer.isAtBottom, "\(keys)")
      #expect(model.progress == viewer.progress, "\(keys)")
      #expect(model.size == size)
    }
  }
}
