import GuiaUI
import Testing

/// `.safeAreaInset`, as a chat's input bar or a list's summary is written (issue 31, §2).
private struct Chat: View {
  @State private var isAtBottom = false
  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 0) {
        ForEach(0..<30, id: \.self) { Text("mensaje \($0)") }
      }
      .frame(maxWidth: .infinity, alignment: .leading)
    }
    .onScrollGeometryChange(for: Bool.self) { geometry in
      geometry.contentOffset.y + geometry.containerSize.height >= geometry.contentSize.height - 1
    } action: { _, isAtBottom in
      self.isAtBottom = isAtBottom
    }
    .safeAreaInset(edge: .bottom) {
      Text(isAtBottom ? "al final" : "escribe aquí")
    }
    .safeAreaInset(edge: .top, alignment: .leading) {
      Text("Chat")
    }
  }
}

@MainActor
@Suite struct SafeAreaInsetTests {
  @Test(".safeAreaInset keeps its content along the edge while the scroll view scrolls above it, and the end is detected")
  func barsStayPut() {
    let host = host(Chat(), columns: 20, rows: 10)
    #expect(host.text[0] == "Chat" && host.text[1] == "mensaje 0", "\(host.text)")
    #expect(host.text[9].drop { $0 == " " } == "escribe aquí", "\(host.text)")
    host.press(.bottom)
    #expect(host.text[0] == "Chat" && host.text[8] == "mensaje 29", "the last message rests just above the bar: \(host.text)")
    #expect(host.text[9].drop { $0 == " " } == "al final", "\(host.text)")
  }
}
