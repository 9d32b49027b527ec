import GuiaUI
import TerminalUI
import Testing

/// Thirty rows over a footer; handlers around the footer (inner) and around everything
/// (outer, and `/`, which opens a text field in the footer).
private struct Routed: View {
  let log: KeyLog
  @State private var query = ""
  @FocusState private var isTyping: Bool
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ScrollView(showsIndicators: false) {
        VStack(alignment: .leading, spacing: 0) {
          ForEach(0..<30) { Text("row \($0)") }
        }
      }
      HStack(spacing: 0) {
        if isTyping {
          TextField("/", text: $query).focused($isTyping)
        } else {
          Text(query)
        }
      }
      .onKeyPress { press in
        log.record("inner \(press.key)")
        return press.key == "i" ? .handled : .ignored
      }
    }
    .onKeyPress { press in
      log.record("outer \(press.key)")
      return press.key == "i" || press.key == "d" ? .handled : .ignored
    }
    .onKeyPress("/") {
      isTyping = true
      return .handled
    }
    // A pager's keys: `j` a row, `d` half a page.
    .scrollKeys(.standard.merging([.character("j"): .lineDown, .character("d"): .halfPageDown]))
  }
}

/// Records what a key press reads as.
private struct Recorder: View {
  let log: KeyLog
  var body: some View {
    Text("x").onKeyPress { press in
      let modifiers = press.modifiers == .control ? "+control" : ""
      let characters = press.characters.unicodeScalars.map { String($0.value, radix: 16) }
      log.record("\(press.key)\(modifiers) \(characters.joined(separator: " "))")
      return .handled
    }
  }
}

/// Logs the terminal key each press reads back as, as made and once its key was set again.
private struct TerminalKeyRecorder: View {
  let log: KeyLog
  var body: some View {
    Text("x").onKeyPress { press in
      var rebuilt = press
      rebuilt.key = press.key
      log.record("\(press.terminalKey) \(rebuilt.terminalKey) \(press == rebuilt)")
      return .handled
    }
  }
}

/// Thirty rows, no handler.
private struct Plain: View {
  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 0) { ForEach(0..<30) { Text("row \($0)") } }
    }
  }
}

/// Only arrows, in one handler.
private struct Arrows: View {
  let log: KeyLog
  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 0) { ForEach(0..<30) { Text("row \($0)") } }
    }
    .onKeyPress(keys: [.upArrow, .downArrow]) { press in
      log.record("\(press.key)")
      return .handled
    }
  }
}

/// Rows with handlers of their own in a lazy stack, made only when drawn.
private struct LazyRows: View {
  let log: KeyLog
  var body: some View {
    ScrollView {
      LazyVStack(alignment: .leading, spacing: 0) {
        ForEach(0..<1000, id: \.self) { row in
          Text("row \(row)").onKeyPress { press in
            log.record("row \(row)")
            return .ignored
          }
        }
      }
    }
  }
}

/// Handlers nested three deep, with siblings and two on one view, every one ignoring the key:
/// the order a key visits them is the chain's.
private struct Nested: View {
  let log: KeyLog
  var body: some View {
    VStack(spacing: 0) {
      VStack(spacing: 0) {
        Text("a").onKeyPress { _ in log.record("a"); return .ignored }
        Text("b").onKeyPress { _ in log.record("b"); return .ignored }
          .onKeyPress { _ in log.record("b2"); return .ignored }
      }
      .onKeyPress { _ in log.record("m"); return .ignored }
      Text("c").onKeyPress { _ in log.record("c"); return .ignored }
      VStack(spacing: 0) {
        VStack(spacing: 0) {
          Text("d").onKeyPress { _ in log.record("d"); return .ignored }
        }
        .onKeyPress { _ in log.record("n2"); return .ignored }
      }
      .onKeyPress { _ in log.record("n1"); return .ignored }
    }
    .onKeyPress { _ in log.record("o"); return .ignored }
  }
}

@MainActor
@Suite struct KeyPressTests {
  @Test("with nothing focused a key visits every handler, each before those around it, siblings in the tree's order")
  func nestedOrder() {
    let log = KeyLog()
    let host = host(Nested(log: log), columns: 10, rows: 6)
    host.type(.character("x"))
    #expect(log.entries == ["a", "b", "b2", "m", "c", "d", "n2", "n1", "o"])
  }

  @Test func theInnermostHandlerIsAskedFirstAndAHandledKeyGoesNoFurther() {
    let log = KeyLog()
    let host = host(Routed(log: log), columns: 20, rows: 6)
    host.type(.character("i"))
    #expect(log.entries == ["inner i"])
  }

  @Test func anIgnoredKeyGoesToTheOuterHandler() {
    let log = KeyLog()
    let host = host(Routed(log: log), columns: 20, rows: 6)
    // `d` would scroll half a page: the outer handler took it, so the host never saw it.
    host.type(.character("d"))
    #expect(log.entries == ["inner d", "outer d"])
    #expect(host.lines[0] == "row 0")
  }

  @Test func aKeyNoHandlerTakesScrollsAsTheScrollKeysSay() {
    let log = KeyLog()
    let host = host(Routed(log: log), columns: 20, rows: 6)
    host.type(.character("j"))
    #expect(log.entries == ["inner j", "outer j"])
    #expect(host.lines[0] == "row 1")
    #expect(host.type(.character("q")) == .exit(.quit))
  }

  @Test func aFocusedTextFieldTakesKeysBeforeAnyHandlerAndTheScrollKeys() {
    let log = KeyLog()
    let host = host(Routed(log: log), columns: 20, rows: 6)
    host.type(.character("/"))
    #expect(host.lines[5] == "/")
    log.clear()
    // `j` and `i` are typed, not scrolled or handled; `q` does not quit.
    #expect(host.type(.character("j"), .character("i"), .character("q")) == .redraw)
    #expect(log.entries.isEmpty)
    #expect(host.lines[0] == "row 0")
    #expect(host.lines[5] == "jiq")
    // The field leaves Down to the handlers around it, and they to the host.
    host.type(.down)
    #expect(log.entries == ["inner downArrow", "outer downArrow"])
    #expect(host.lines[0] == "row 1")
  }

  @Test(arguments: [
    (Key.character("G"), "G 47"),
    (.control("n"), "n+control e"),
    (.control("i"), "tab 9"),
    (.enter, "return d"),
    (.escape, "escape 1b"),
    (.backspace, "delete 8"),
    (.up, "upArrow f700"),
    (.pageDown, "pageDown f72d"),
    (.end, "end f72b"),
    (.character(" "), "space 20"),
  ])
  func terminalKeysReadAsSwiftUIKeyPresses(key: Key, expected: String) {
    let log = KeyLog()
    let host = host(Recorder(log: log), columns: 10, rows: 1)
    host.type(key)
    #expect(log.entries == [expected])
  }

  @Test("a press reads back as the terminal key it came from, kept or mapped again from its key")
  func pressesReadBackAsTheirTerminalKeys() {
    let keys: [Key] = [
      .character("G"), .character(" "), .control("n"), .control("i"), .alt("F"), .enter, .escape,
      .backspace, .delete, .up, .down, .left, .right, .pageUp, .pageDown, .home, .end,
    ]
    let log = KeyLog()
    let host = host(TerminalKeyRecorder(log: log), columns: 10, rows: 1)
    for key in keys { host.type(key) }
    #expect(log.entries == keys.map { "\($0) \($0) true" })
  }

  @Test func aWheelNotchIsNoKeyPress() {
    let log = KeyLog()
    let host = host(Arrows(log: log), columns: 10, rows: 5)
    host.type(.wheelDown)
    #expect(log.entries.isEmpty)
    #expect(host.lines[0] == "row 1")
  }

  @Test func aHandlerForSomeKeysLeavesTheOthersToTheHost() {
    let log = KeyLog()
    let host = host(Arrows(log: log), columns: 10, rows: 5)
    host.type(.down)
    #expect(log.entries == ["downArrow"])
    #expect(host.lines[0].hasPrefix("row 0"), "the handler took Down: no scroll")
    host.type(.end)
    #expect(log.entries == ["downArrow"])
    #expect(host.lines[4].hasPrefix("row 29"), "End was left to the host, which scrolled")
  }

  @Test("with no scrollKeys modifier a view scrolls with the platform's keys only; the innermost table wins")
  func scrollKeysModifier() {
    let plain = host(Plain(), columns: 10, rows: 5)
    plain.type(.character("j"))
    #expect(plain.lines[0].hasPrefix("row 0"), "j is no scroll key of a scroll view's own")
    plain.type(.down)
    #expect(plain.lines[0].hasPrefix("row 1"))
    plain.type(.character(" "))
    #expect(plain.lines[0].hasPrefix("row 6"), "Space pages, as on macOS")
    plain.type(.home)
    #expect(plain.lines[0].hasPrefix("row 0"))

    let nested = host(
      Plain().scrollKeys(ScrollKeys([.character("j"): .bottom]))
        .scrollKeys(ScrollKeys([.character("j"): .lineDown, .character("k"): .lineUp])),
      columns: 10, rows: 5)
    nested.type(.character("j"))
    #expect(nested.lines[4].hasPrefix("row 29"), "the inner table's j")
    nested.type(.down)
    #expect(nested.lines[4].hasPrefix("row 29"), "a table replaces the standard keys: Down does nothing")
    nested.type(.character("k"))
    #expect(nested.lines[4].hasPrefix("row 29"), "k is only in the outer table")
  }

  @Test func theRowsOfALazyStackAnswerKeysOnceEachAsDrawn() {
    let log = KeyLog()
    let host = host(LazyRows(log: log), columns: 10, rows: 3)
    host.type(.character("x"))
    #expect(log.entries == ["row 0", "row 1", "row 2"])
    log.clear()
    // The `x` was left to the host, which does nothing with it; Down scrolls a row.
    host.type(.down)
    #expect(log.entries == ["row 0", "row 1", "row 2"])
    log.clear()
    host.type(.character("x"))
    #expect(log.entries == ["row 1", "row 2", "row 3"])
  }
}
