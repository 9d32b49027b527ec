import ScrollKit
import Document
@testable import GuiaUI
@testable import Reader
import Testing
import TerminalUI

/// A key that only scrolls re-evaluates no view: the header's step and percentage are made
/// from the scroll geometry as the header is drawn, the footer's words change only at the
/// bottom, and the pager is written only when it changes.
@MainActor
struct ReaderPassTests {
  @Test("j and k on the guide run no pass until the footer flips; the header still moves")
  func scrollsOnTheGuide() throws {
    let size = CellSize(width: 80, height: 12)
    let reader = ReaderHarness(size: size)
    // Short of the bottom: the rows less a screen (9 rows between the chrome), less one.
    let moves = reader.model.rows.endPosition - (size.height - 3) - 1
    try #require(moves >= 12)
    let start = reader.host.viewPassCount
    var headers: Set<String> = []
    for _ in 0..<12 {
      reader.press(.character("j"))
      headers.insert(reader.lines[0])
    }
    for _ in 0..<6 {
      reader.press(.character("k"))
      headers.insert(reader.lines[0])
    }
    #expect(reader.host.viewPassCount == start)
    // The header was drawn anew: its percentage (and step) moved with the rows.
    #expect(headers.count >= 6)
    #expect(reader.lines.last?.trimmed == "Quedan pasos por ver")
  }

  @Test("the j that reaches the bottom is one pass: the seed's footer flips")
  func theFooterFlipsInOnePass() {
    let size = CellSize(width: 80, height: 24)
    let reader = ReaderHarness(size: size)
    let moves = reader.model.rows.endPosition - (size.height - 3)
    for _ in 0..<(moves - 1) { reader.press(.character("j")) }
    #expect(reader.lines.last?.trimmed == "Quedan pasos por ver")
    let start = reader.host.viewPassCount
    reader.press(.character("j"))
    #expect(reader.lines.last?.trimmed == "Fin de la guía")
    #expect(reader.host.viewPassCount - start == 1)
  }

  @Test("a page that flips the footer runs the reader's body, not the document's: its elements stand")
  func theFlipKeepsTheDocument() throws {
    let reader = ReaderHarness(size: CellSize(width: 80, height: 24))
    let graph = reader.host.graph
    let document = try #require(Self.node(holding: DocumentArea.self, in: graph.root))
    for (key, footer) in [(Key.character(" "), "Fin de la guía"), (.character("b"), "Quedan pasos por ver")] {
      let start = reader.host.viewPassCount
      reader.press(key)
      #expect(reader.lines.last?.trimmed == footer)
      #expect(reader.host.viewPassCount - start == 1, "the flip is one pass")
      #expect(document.reusedAt == graph.generation, "the document's view was resolved again for \(key)")
    }
    // A prompt opened changes nothing the document shows; the contents pane does.
    reader.press(.character("/"))
    #expect(reader.lines.last?.trimmed == "/")
    #expect(document.reusedAt == graph.generation, "the prompt resolved the document again")
    reader.press(.escape, .character("t"))
    #expect(document.reusedAt != graph.generation, "the pane opened beside a document kept as it was")
  }

  /// less lights a pattern as it is typed only with `--incsearch`: without it, a typed
  /// character changes the prompt's row and nothing the document shows.
  @Test("a character typed into / leaves the document's view as it was, its pattern on the screen or not")
  func typingAPattern() throws {
    let reader = ReaderHarness(size: CellSize(width: 80, height: 24))
    let graph = reader.host.graph
    let document = try #require(Self.node(holding: DocumentArea.self, in: graph.root))
    let litRows = { (1..<23).filter { row in reader.screen.rows[row].contains { $0.style.contains(.reverse) } } }
    reader.press(.character("/"))
    // "Paso" is on the screen, then "Pasoz" is not.
    for character in "Pasozq" {
      reader.type(String(character))
      #expect(document.reusedAt == graph.generation, "the document was resolved again for \(character)")
    }
    #expect(reader.lines.last?.hasPrefix("/Pasozq") == true)
    #expect(litRows().isEmpty)
    reader.press(.backspace)
    #expect(document.reusedAt == graph.generation, "the document was resolved again for a backspace")
  }

  @Test("while a pattern is typed, a scroll's report runs no pass: what the document shows does not depend on the rows in view")
  func scrollWhileTyping() {
    let reader = ReaderHarness(size: CellSize(width: 80, height: 24))
    func moved(_ state: ReaderState) -> ReaderState {
      var moved = state
      moved.document.place.viewport.top = (state.document.viewport.top ?? 0) + 3
      return moved
    }
    reader.press(.character("/"))
    let typing = reader.model.state
    #expect(moved(typing).showsTheSame(as: typing))
    reader.press(.escape)
    let reading = reader.model.state
    #expect(moved(reading).showsTheSame(as: reading))
  }

  @Test("a pattern typed with --incsearch is handed to the document: the view moves to rows not yet in view")
  func incrementalSearchHandsThePattern() throws {
    var settings = ReaderSettings()
    settings.incrementalSearch = true
    let reader = ReaderHarness(
      ReaderModel(document: ReaderHarness.guide, width: 80, settings: settings), size: CellSize(width: 80, height: 24))
    let graph = reader.host.graph
    let document = try #require(Self.node(holding: DocumentArea.self, in: graph.root))
    reader.press(.character("/"))
    reader.type("zqx")
    #expect(document.reusedAt != graph.generation)
  }

  @Test("a page that flips the footer is drawn whole after its pass, and still says how far the rows moved")
  func theFlipKeepsTheScrollHint() throws {
    let size = CellSize(width: 80, height: 24)
    let reader = ReaderHarness(size: size)
    let height = size.height - 3
    let before = reader.model.viewport.top ?? 0
    reader.press(.character(" "))
    // The frame as the terminal is given it: once given, its moves are shown and gone.
    let frame = reader.screen
    try #require(frame.lines.last?.trimmed == "Fin de la guía", "the page ran a pass")
    // The guide is laid out whole: its positions are row indices.
    let moved = (reader.model.viewport.top ?? 0) - before
    try #require(moved > 0)
    // The writer then moves the rows that stay without looking for how far they went, or,
    // past a screen, knows that none stays.
    #expect(frame.scrollHint == min(moved, height))
  }

  /// The node in which a view of type `type` was resolved, under `node`.
  private static func node(holding type: Any.Type, in node: ViewNode) -> ViewNode? {
    if node.memo(for: ObjectIdentifier(type)) != nil { return node }
    for child in node.children.values {
      if let found = Self.node(holding: type, in: child) { return found }
    }
    return nil
  }

  @Test("a page of a long plain file runs no pass")
  func pagesOfText() {
    let text = (1...10_000).map { "línea \($0)\n" }.joined()
    let model = ReaderModel(
      rows: TextRows(source: InMemoryByteSource(Array(text.utf8)), width: 80), width: 80, title: "t.txt",
      settings: ReaderSettings(showsIndicator: true))
    let reader = ReaderHarness(model, size: CellSize(width: 80, height: 24))
    let start = reader.host.viewPassCount
    for key: Key in [.character(" "), .character("j"), .character("j"), .character("b"), .down] {
      reader.press(key)
    }
    #expect(reader.host.viewPassCount == start)
    #expect(reader.lines[1].hasPrefix("línea 4"))
  }
}
