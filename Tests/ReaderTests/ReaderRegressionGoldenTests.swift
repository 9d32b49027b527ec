import Document
import GuideResource
import GuiaUI
import Reader
import ScrollKit
import Testing
import TerminalUI
import TerminalTestSupport

/// Regression goldens: the reader draws the same cells, styles included, as it drew when the
/// goldens in `Goldens/` were last recorded and reviewed, for the guide at several sizes and
/// after the same keys (see ``GoldenScreen``). They catch an unintended change of what guia
/// draws; they are no oracle of what is right (the journeys and the size sweep check that
/// against the document and the terminal).
@MainActor
@Suite struct ReaderRegressionGoldenTests {
  private static let guide = GuideResource.document

  /// Runs the Reader on `events` (then a signal: a prompt left open would take the headless
  /// terminal's final `q` as typed text, for ever) and compares its last screen with the
  /// golden `name`. Recording (``GoldenScreen/isRecording``) writes the reader's screen
  /// instead and fails the run: only for a change meant to alter what guia draws, whose diff
  /// is then reviewed and the run made again without recording.
  func check(
    _ name: String, size: CellSize, events: [TerminalEvent], document: Document = Self.guide,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let events = events + [.terminate(signal: 15)]
    let title = "\(events)"
    let terminal = HeadlessTerminal(size: size, events: events)
    let host = GuiaUIHost(root: ReaderView(model: ReaderModel(document: document, width: size.width)))
    _ = try host.run(on: terminal)
    let screen = try #require(terminal.lastFrame)
    #expect(screen.lines.contains { !$0.isEmpty }, "a screen with text", sourceLocation: sourceLocation)
    if GoldenScreen.isRecording {
      GoldenScreen.record(screen, name: name, title: title, sourceLocation: sourceLocation)
    } else {
      GoldenScreen.check(screen, name: name, title: title, sourceLocation: sourceLocation)
    }
  }

  func check(
    _ name: String, size: CellSize, keys: [Key], document: Document = Self.guide,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try check(
      name, size: size, events: keys.map(TerminalEvent.key), document: document,
      sourceLocation: sourceLocation)
  }

  private static func tag(_ size: CellSize) -> String { "\(size.width)x\(size.height)" }

  @Test("the first screen", arguments: [
    CellSize(width: 80, height: 24), CellSize(width: 40, height: 12),
    CellSize(width: 130, height: 30),
  ])
  func firstScreen(size: CellSize) throws {
    try check("first-\(Self.tag(size))", size: size, keys: [])
  }

  @Test("after scrolling: a row, a page, the end, the top")
  func afterKeys() throws {
    let size = CellSize(width: 80, height: 24)
    for typed in ["j", " ", "G", "Gg"] {
      try check("keys-" + GoldenScreen.fileName(typed), size: size, keys: typed.map(Key.character))
    }
  }

  @Test("a resize lays the text out again and keeps the top row; at the bottom, the bottom")
  func resize() throws {
    let small = CellSize(width: 40, height: 12)
    let cases: [[TerminalEvent]] = [
      [.key(.character("j")), .key(.character("j")), .key(.character("j")), .resize(small)],
      [.key(.character("G")), .resize(small)],
      [.resize(small), .key(.character(" ")), .resize(CellSize(width: 130, height: 30))],
    ]
    for (index, events) in cases.enumerated() {
      try check("resize-\(index)", size: CellSize(width: 80, height: 24), events: events)
    }
  }

  @Test("plain text: no container margins, the same rows")
  func plainText() throws {
    let text = (1...60).map { "línea \($0) " + String(repeating: "palabra ", count: $0 % 13) }
      .joined(separator: "\n")
    let document = Document(plainText: Array(text.utf8), title: "notas.txt")
    for typed in ["", "G", " k"] {
      try check(
        "plain-" + GoldenScreen.fileName(typed), size: CellSize(width: 80, height: 24),
        keys: typed.map(Key.character), document: document)
    }
  }
}

extension ReaderRegressionGoldenTests {
  private static func keys(_ text: String) -> [Key] {
    text.map { $0 == "→" ? Key.right : $0 == "←" ? Key.left : Key.character($0) }
  }

  @Test("counts, -S and sideways scrolling, an unknown option", arguments: [
    "5j", "12j3k", "-S", "-S→", "-S→→←", "-S5→", "-S-S", "-Y", "-Sj→k",
  ])
  func keysAsLessReadsThem(typed: String) throws {
    let text = (1...80).map { "línea \($0) " + String(repeating: "palabra\($0 % 7) ", count: $0 % 23) }
      .joined(separator: "\n")
    let document = Document(plainText: Array(text.utf8), title: "largo.txt")
    try check(
      "less-" + GoldenScreen.fileName(typed), size: CellSize(width: 80, height: 24),
      keys: Self.keys(typed), document: document)
  }
}

extension ReaderRegressionGoldenTests {
  @Test("the contents pane: open, choose, jump, page, close; too narrow for it", arguments: [
    "t", "tj", "tjj\r", "tjjjjj\r", "tG", "tjk", "t\u{1B}", "tt", "jjjjjjjjjjt", "5jt", "t-S",
  ])
  func contentsPane(typed: String) throws {
    let keys: [Key] = typed.map { $0 == "\r" ? .enter : $0 == "\u{1B}" ? .escape : .character($0) }
    for size in [CellSize(width: 80, height: 24), CellSize(width: 30, height: 10)] {
      try check("pane-\(Self.tag(size))-" + GoldenScreen.fileName(typed), size: size, keys: keys)
    }
  }
}

extension ReaderRegressionGoldenTests {
  @Test("search: the prompt, a match, n and N, wrapping, nothing found, Backspace, Esc, a paste", arguments: [
    "/Paso", "/Paso\r", "/Paso\rn", "/Paso\rnnN", "/Paso 8\r", "/\u{17}Paso 8\rn", "/zzz\r", "n",
    "/\r", "?\u{17}Paso\r", "G?Paso\rN", "/Pas\u{8}\u{8}", "/\u{8}", "/x\u{1B}", "/PASO\r", "/piezas\rj",
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
      // ^W: around the other end, as less's modifier (without it a search stops at the end).
      case "\u{17}": events.append(.key(.control("w")))
      default: events.append(.key(.character(character)))
      }
    }
    for size in [CellSize(width: 80, height: 24), CellSize(width: 40, height: 10)] {
      try check("search-\(Self.tag(size))-" + GoldenScreen.fileName(typed), size: size, events: events)
    }
  }
}

/// What the reader's model keeps for the report: what the Viewer kept, after the same keys
/// (its figures, taken when both ran side by side).
@MainActor
@Suite struct ReaderProgressTests {
  @Test("progress after the same keys: at the bottom, the latch, the last step seen, the percent",
        arguments: [
          ("", false, 2, 36), (" ", false, 5, 72), ("Gg", true, 7, 100),
        ])
  func progress(typed: String, reachedEnd: Bool, lastItemSeen: Int, maxPercent: Int) throws {
    var expected = ReadingProgress()
    expected.reachedEnd = reachedEnd
    expected.lastItemSeen = lastItemSeen
    expected.maxPercent = maxPercent
    let guide = GuideResource.document
    let size = CellSize(width: 60, height: 12)
    let model = ReaderModel(document: guide, width: size.width)
    _ = try GuiaUIHost(root: ReaderView(model: model)).run(
      on: HeadlessTerminal(size: size, events: typed.map { .key(.character($0)) }))
    #expect(!model.isAtBottom, "g went back up, or the end was never reached")
    #expect(model.progress == expected)
    #expect(model.size == size)
  }
}
