import GuiaUI
import TerminalUI
import Testing

/// A chat composer as tutorials write it: a `TextField` with no `@FocusState` (issue 31, 4).
private struct Composer: View {
  @State private var draft = ""
  @State private var sent: [String] = []
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ForEach(sent, id: \.self) { Text($0) }
      TextField("Mensaje", text: $draft)
        .onSubmit {
          sent.append(draft)
          draft = ""
        }
      Text("fin")
    }
  }
}

@MainActor
@Suite struct UnboundFocusTests {
  @Test("Tab focuses a field no @FocusState watches; it then takes printable keys, q included; Escape lets go")
  func tabFocusesAnUnboundField() {
    let host = host(Composer(), columns: 20, rows: 4)
    #expect(host.lines[0] == "Mensaje")
    #expect(host.type(.control("i")) != .exit(.quit))
    #expect(host.type(.character("q")) != .exit(.quit), "q quit the app from its composer")
    host.type("ué tal")
    #expect(host.lines[0] == "qué tal")
    host.type(.enter)
    #expect(host.lines[0] == "qué tal" && host.lines[1] == "Mensaje", "\(host.lines)")
    host.type(.escape)
    #expect(host.type(.character("q")) == .exit(.quit), "without focus, q is the app's again")
  }
}

/// A sidebar and a detail, each its own scroll view (issue 31, 5).
private struct SidebarDetail: View {
  var body: some View {
    HStack(spacing: 0) {
      ScrollView {
        VStack(alignment: .leading, spacing: 0) {
          ForEach(0..<40, id: \.self) { Text("lado \($0)") }
        }
      }
      .frame(width: 80)
      ScrollView {
        VStack(alignment: .leading, spacing: 0) {
          ForEach(0..<40, id: \.self) { Text("detalle \($0)") }
        }
      }
      .focusable()
    }
  }
}

@MainActor
@Suite struct FocusedScrollTests {
  @Test("the focused scroll view takes the scroll keys, not the first one")
  func detailScrolls() {
    let host = host(SidebarDetail(), columns: 30, rows: 5)
    func top() -> (String, String) {
      let row = host.text[0]
      return (String(row.prefix(6)), String(row.dropFirst(10)))
    }
    #expect(top() == ("lado 0", "detalle 0"))
    host.press(.lineDown)
    #expect(top() == ("lado 1", "detalle 0"), "without focus the first scroll view moves")
    host.type(.control("i"))
    host.press(.lineDown, times: 2)
    #expect(top() == ("lado 1", "detalle 2"), "\(host.text[0])")
  }
}
