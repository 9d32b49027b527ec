import GuiaUI
import Testing

/// Code written for SwiftUI that a terminal has little to do with still compiles and runs:
/// animations are cuts; indicators and scrolling can be turned off (issue 31, §2).
private struct Animated: View {
  @State private var isOpen = false
  let rows: Int
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Button(isOpen ? "Cerrar" : "Abrir") {
        withAnimation(.spring(response: 0.3, dampingFraction: 0.8)) { isOpen.toggle() }
      }
      if isOpen {
        Text("abierto").transition(.move(edge: .top).combined(with: .opacity))
      }
      ScrollView {
        VStack(alignment: .leading, spacing: 0) {
          ForEach(0..<rows, id: \.self) { Text("fila \($0)") }
        }
      }
      .scrollIndicators(.hidden)
      .scrollDisabled(rows > 30)
    }
    .animation(.easeInOut(duration: 0.2), value: isOpen)
  }
}

@MainActor
@Suite struct SwiftUIVocabularyTests {
  @Test("withAnimation, .animation(_:value:) and .transition change state at once")
  func animationsAreCuts() {
    let host = host(Animated(rows: 20), columns: 20, rows: 6)
    host.type(.control("i"))
    host.type(.enter)
    #expect(host.text[0] == "Cerrar" && host.text[1] == "abierto", "\(host.text)")
  }

  @Test(".scrollIndicators(.hidden) draws no thumb; .scrollDisabled keeps the reader's keys from moving it")
  func indicatorsAndDisabled() {
    let shown = host(Animated(rows: 20), columns: 20, rows: 6)
    #expect(!shown.lines.contains { $0.hasSuffix("█") }, "\(shown.lines)")
    shown.press(.lineDown)
    #expect(shown.text[1] == "fila 1", "an enabled scroll view moves")
    let disabled = host(Animated(rows: 40), columns: 20, rows: 6)
    disabled.press(.lineDown)
    #expect(disabled.text[1] == "fila 0", "a disabled one stays")
  }
}
