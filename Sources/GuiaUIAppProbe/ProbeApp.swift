import GuiaUI

// A test-only program, not part of the product and not installed: the pty tests run it to
// see a GuiaUI `App` started by its own `main()` — the terminal opened, keys routed to a
// focused text field and a key handler, `terminate` ending the program with status 0, a
// signal re-raised once the terminal is restored.

@main
struct ProbeApp: App {
  var body: some Scene {
    WindowGroup { ProbeView() }
  }
}

/// A name field, focused from the start, what Enter submitted, and a task's status; `x`
/// (once the field has let focus go, with Escape or Enter) ends the program.
struct ProbeView: View {
  @Environment(\.terminate) private var terminate
  @State private var name = ""
  @State private var submitted = ""
  @State private var status = "tarea: esperando"
  @FocusState private var isTyping: Bool
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("sonda de App")
      TextField("nombre", text: $name)
        .focused($isTyping)
        .onSubmit {
          submitted = name
          isTyping = false
        }
      HStack {
        Text("enviado:")
        Text(submitted)
      }
      Text(status)
        .task {
          // Resumed by the main queue, which only the event loop drains.
          try? await Task.sleep(for: .milliseconds(10))
          status = "tarea: lista"
        }
      Spacer()
    }
    .onAppear { isTyping = true }
    .onKeyPress("x") {
      terminate()
      return .handled
    }
  }
}
