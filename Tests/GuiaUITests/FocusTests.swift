import GuiaUI
import TerminalUI
import Testing

private enum Field: Hashable {
  case name, city
}

/// Two fields under one optional focus state; Enter in the first moves on to the second.
private struct Form: View {
  @State private var name = ""
  @State private var city = ""
  @FocusState private var field: Field?
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      TextField("Nombre", text: $name)
        .focused($field, equals: .name)
        .onSubmit { field = .city }
      TextField("Ciudad", text: $city)
        .focused($field, equals: .city)
      Text(field == .name ? "nombre" : field == .city ? "ciudad" : "ninguno")
    }
    .onAppear { field = .name }
  }
}

/// Two Boolean focus states: giving focus to one takes it from the other.
private struct TwoStates: View {
  @State private var first = ""
  @State private var second = ""
  @FocusState private var isFirst: Bool
  @FocusState private var isSecond: Bool
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      TextField("uno", text: $first).focused($isFirst)
      TextField("dos", text: $second).focused($isSecond)
      Text("\(isFirst ? 1 : 0) \(isSecond ? 1 : 0)")
    }
    .onAppear { isFirst = true }
    .onKeyPress(.pageDown) {
      isSecond = true
      return .handled
    }
  }
}

/// A focusable row with its own handler, beside a handler that sees keys only without
/// focus on the row.
private struct FocusableRow: View {
  let log: KeyLog
  @FocusState private var isOn: Bool
  var body: some View {
    VStack(spacing: 0) {
      Text("fila")
        .focusable()
        .focused($isOn)
        .onKeyPress { press in
          log.record("row \(press.key)")
          return .ignored
        }
      Text("otra").onKeyPress { press in
        log.record("other \(press.key)")
        return .ignored
      }
    }
    .onKeyPress("f") {
      isOn = true
      return .handled
    }
  }
}

@MainActor
@Suite struct FocusTests {
  @Test func typingGoesToTheFocusedFieldAndEnterMovesFocus() {
    let host = host(Form(), columns: 20, rows: 3)
    #expect(host.lines[2] == "nombre")
    host.type("Ana")
    host.type(.enter)
    #expect(host.lines[2] == "ciudad")
    host.type("Lugo")
    #expect(host.lines == ["Ana", "Lugo", "ciudad"])
  }

  @Test func tabMovesFocusToTheNextFieldAndWrapsAround() {
    let host = host(Form(), columns: 20, rows: 3)
    host.type(.control("i"))
    #expect(host.lines[2] == "ciudad")
    host.type("x")
    host.type(.control("i"))
    #expect(host.lines[2] == "nombre")
    host.type("y")
    #expect(host.lines == ["y", "x", "nombre"])
  }

  @Test func escapeLeavesNoFieldFocused() {
    let host = host(Form(), columns: 20, rows: 3)
    host.type(.escape)
    #expect(host.lines[2] == "ninguno")
    host.type("z")
    #expect(host.lines == ["Nombre", "Ciudad", "ninguno"])
  }

  @Test func oneViewHasFocusAtATime() {
    let host = host(TwoStates(), columns: 20, rows: 3)
    #expect(host.lines[2] == "1 0")
    host.type(.pageDown)
    #expect(host.lines[2] == "0 1")
    host.type("b")
    #expect(host.lines == ["uno", "b", "0 1"])
  }

  @Test func aFocusedViewsHandlersAreTheOnlyOnesAsked() {
    let log = KeyLog()
    let host = host(FocusableRow(log: log), columns: 10, rows: 2)
    host.type(.character("x"))
    #expect(log.entries == ["row x", "other x"])
    host.type(.character("f"))
    log.clear()
    host.type(.character("x"))
    #expect(log.entries == ["row x"])
  }
}

/// Three buttons, the focused one in reverse video.
private struct ThreeButtons: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Button("uno") {}
      Button("dos") {}
      Button("tres") {}
    }
  }
}

extension FocusTests {
  @Test("Shift-Tab (ESC [ Z) moves focus back, to the last control from none or the first, as a Mac does")
  func shiftTabMovesFocusBack() {
    var decoder = InputDecoder()
    #expect(decoder.feed(Array("\u{1B}[Z".utf8)) == [.backTab])
    let host = host(ThreeButtons(), columns: 20, rows: 3)
    func focused() -> Int? { (0..<3).first { host.screen().rows[$0][0].style.contains(.reverse) } }
    #expect(focused() == nil)
    host.type(.backTab)
    #expect(focused() == 2, "back from none, the last")
    host.type(.backTab)
    #expect(focused() == 1)
    host.type(.control("i"))
    #expect(focused() == 2, "Tab still moves on")
    host.type(.control("i"))
    #expect(focused() == 0, "Tab from the last wraps to the first")
    host.type(.backTab)
    #expect(focused() == 2, "back from the first, the last")
  }
}
