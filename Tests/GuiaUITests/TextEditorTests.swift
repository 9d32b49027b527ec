import GuiaUI
import TerminalUI
import Testing

private struct Journal: View {
  @State private var entry = ""
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("lines \(entry.split(separator: "\n", omittingEmptySubsequences: false).count)")
      TextEditor(text: $entry)
    }
  }
}

@MainActor
@Suite struct TextEditorTests {
  @Test("TextEditor: Enter starts a new line, each line its own row; the last rows show when they are more")
  func lines() {
    let host = host(Journal(), columns: 20, rows: 3)
    host.type(.control("i"))
    host.type("uno")
    host.type(.enter)
    host.type("dos\u{1B}")
    #expect(host.text[0] == "lines 2", "\(host.text)")
    #expect(host.text[1] == "uno" && host.text[2].hasPrefix("dos^["), "\(host.text)")
    host.type(.enter)
    host.type("tres")
    #expect(host.text[1].hasPrefix("dos") && host.text[2].hasPrefix("tres"), "\(host.text)")
  }
}
