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

private struct Landmark: Identifiable {
  let id: Int
  let name: String
}

private struct Landmarks: View {
  let landmarks = (0..<60).map { Landmark(id: $0, name: "Lugar \($0)") }
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      List(landmarks) { Text($0.name) }
      List(landmarks, id: \.name) { Text("· " + $0.name) }
      List(0..<3) { Text("número \($0)") }
    }
  }
}

@MainActor
@Suite struct ListDataTests {
  @Test("List(data) { row }, List(data, id:) and List(range) list their rows lazily")
  func lists() {
    let host = host(Landmarks(), columns: 30, rows: 12)
    let text = host.text.map { String($0.drop { $0 == " " }) }
    #expect(text.contains("Lugar 0") && text.contains("· Lugar 0") && text.contains("número 0"), "\(text)")
  }
}

private struct Settings: View {
  @State private var wraps = true
  @State private var numbers = false
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Toggle("Partir líneas", isOn: $wraps)
      Toggle(isOn: $numbers) { Text("Números") }
      Text(numbers ? "con números" : "sin números")
      ProgressView("Descargando", value: 0.25)
      ProgressView("Cargando…")
      ProgressView(value: 3.0, total: 4.0)
    }
  }
}

@MainActor
@Suite struct ToggleAndProgressTests {
  @Test("Toggle: a box before its label, turned by Space or Enter once Tab gives it focus")
  func toggles() {
    let host = host(Settings(), columns: 24, rows: 8)
    #expect(host.text[0] == "[x] Partir líneas" && host.text[1] == "[ ] Números")
    host.type(.control("i"))
    host.type(.character(" "))
    #expect(host.text[0] == "[ ] Partir líneas")
    host.type(.control("i"))
    host.type(.enter)
    #expect(host.text[1] == "[x] Números" && host.text[2] == "con números")
    #expect(host.screen().rows[1][0].style.contains(.reverse), "the focused toggle in reverse")
  }

  @Test("ProgressView: a bar with its percentage as wide as offered; without a value, ⋯ and the label")
  func progress() {
    let host = host(Settings(), columns: 24, rows: 8)
    #expect(host.text[3] == "Descargando")
    #expect(host.text[4] == "█████░░░░░░░░░░░░░░░ 25%", "\(host.text[4])")
    #expect(host.text[5] == "⋯ Cargando…")
    #expect(host.text[6] == "███████████████░░░░░ 75%", "\(host.text[6])")
  }
}

private struct Weights: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("negrita").fontWeight(.semibold)
      Text("ligera").fontWeight(.light)
      Text("normal").font(.headline).fontWeight(.regular)
      Text("uno dos tres cuatro cinco seis siete ocho nueve diez").lineLimit(2)
      Text("fin")
    }
  }
}

@MainActor
@Suite struct TextVocabularyTests {
  @Test(".fontWeight: bold from semibold, dim below regular; .lineLimit(2) ends its last row in …")
  func weightsAndLimits() {
    let host = host(Weights(), columns: 12, rows: 7)
    let rows = host.screen().rows
    #expect(rows[0][0].style.contains(.bold))
    #expect(rows[1][0].style.contains(.dim))
    #expect(!rows[2][0].style.contains(.bold), "the weight set after the font wins")
    #expect(host.text[3] == "uno dos tres", "\(host.text)")
    #expect(host.text[4].hasSuffix("…") && host.text[5] == "fin", "\(host.text)")
  }
}
