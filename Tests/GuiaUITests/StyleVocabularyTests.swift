import Document
import GuiaUI
import Testing

/// SwiftUI's gestures, states and looks as ordinary code uses them (issue 31, §2): a tap is
/// Tab then Enter; `.disabled` takes a control out of focus; opacity fades or hides; shapes
/// fill and stroke in colour; the modifiers of look a terminal cannot show compile and
/// change nothing.
private struct Taps: View {
  @State private var taps = 0
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("toques \(taps)")
        .onTapGesture { taps += 1 }
      Button("Apagado") { taps += 100 }
        .disabled(true)
      Text("casi invisible").opacity(0.3)
      Text("invisible").opacity(0)
      Text("visible")
    }
  }
}

private struct Styled: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Capsule().fill(.blue).frame(width: 32, height: 16)
      Circle().stroke(.red).frame(width: 32, height: 32)
      Text("borde").border(.green)
      Text("grande").font(.system(size: 34, weight: .bold))
      Text("pequeña").font(.system(size: 11))
      Button("Estilo") {}
        .buttonStyle(.borderedProminent)
        .cornerRadius(8)
        .shadow(radius: 4)
        .tint(.orange)
        .clipShape(Capsule())
      List(0..<1) { Text("fila \($0)").listRowSeparator(.hidden) }
        .listStyle(.insetGrouped)
        .frame(height: 16)
      TextField("campo", text: .constant("")).textFieldStyle(.roundedBorder)
      Image(systemName: "star").resizable().scaledToFit().imageScale(.large)
    }
    .ignoresSafeArea()
  }
}

@MainActor
@Suite struct StyleVocabularyTests {
  @Test(".onTapGesture: Tab focuses the view, Enter taps; a .disabled button takes no focus; opacity fades or hides")
  func tapsAndStates() {
    let host = host(Taps(), columns: 20, rows: 6)
    #expect(host.text[0] == "toques 0" && host.text[3] == "" && host.text[4] == "visible", "\(host.text)")
    let rows = host.screen().rows
    #expect(rows[1][0].style.contains(.dim), "a disabled button's label is dim")
    #expect(rows[2][0].style.contains(.dim) && !rows[4][0].style.contains(.dim), "opacity below 0.5 fades")
    host.type(.control("i"))
    #expect(host.screen().rows[0][0].style.contains(.reverse), "the tappable view has focus")
    host.type(.enter)
    host.type(.control("i"))
    host.type(.enter)
    #expect(host.text[0] == "toques 2", "Tab comes back to it: the disabled button took no focus: \(host.text)")
  }

  @Test("shapes fill and stroke in colour; a border is a box; system fonts map to the text styles; looks compile")
  func looks() {
    let host = host(Styled(), columns: 20, rows: 14)
    let rows = host.screen().rows
    #expect(host.text[0] == "████", "\(host.text)")
    #expect(rows[0][0].style.foreground == .palette(4))
    #expect(host.text[1].hasPrefix("╭──╮") && rows[1][0].style.foreground == .palette(1), "\(host.text)")
    let border = host.text.firstIndex { $0.contains("borde") } ?? 0
    #expect(host.text[border - 1] == "┌─────┐" && host.text[border] == "│borde│", "a box around it: \(host.text)")
    #expect(rows[border][0].style.foreground == .palette(2), "in the border's colour")
    let big = host.text.firstIndex { $0.contains("grande") } ?? 0
    #expect(rows[big][0].style.contains(.bold) && rows[big][0].style.contains(.underline))
    let small = host.text.firstIndex { $0.contains("pequeña") } ?? 0
    #expect(rows[small][0].style.contains(.dim))
    #expect(host.text.contains { $0.contains("Estilo") } && host.text.contains { $0.contains("fila 0") })
  }
}
