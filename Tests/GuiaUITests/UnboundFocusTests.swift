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
