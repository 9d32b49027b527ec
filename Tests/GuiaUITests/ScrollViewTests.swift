import GuiaUI
import Testing

/// Seed 000's layout, with a probe of what its action sees.
private struct Guide: View {
  @State private var isAtBottom = false
  @State private var offsetSeen: CGFloat = -1
  let steps: [String]
  var body: some View {
    VStack(spacing: 0) {
      ScrollView {
        VStack(alignment: .leading, spacing: 32) {
          ForEach(steps.indices, id: \.self) { index in
            VStack(alignment: .leading, spacing: 8) {
              Text("Paso \(index + 1)").font(.headline)
              Text(steps[index])
            }
            .frame(maxWidth: .infinity, alignment: .leading)
          }
        }
        .padding(24)
      }
      .onScrollGeometryChange(for: Bool.self) { geometry in
        let bottomOffset = max(
          -geometry.contentInsets.top,
          geometry.contentSize.height + geometry.contentInsets.bottom
            - geometry.containerSize.height)
        return geometry.contentOffset.y >= bottomOffset - 1
      } action: { _, newValue in
        isAtBottom = newValue
      }
      Text(isAtBottom ? "Fin de la guía" : "Quedan pasos por ver")
        .font(.footnote)
        .frame(maxWidth: .infinity)
        .padding()
    }
  }
}

private let steps = [
  "Comprueba que están todas las piezas.",
  "Extiende una manta para proteger el suelo.",
  "Coloca los laterales junto a la base.",
  "Encaja los soportes en sus alojamientos.",
  "Aprieta los tornillos de forma alterna.",
  "Coloca los estantes a la altura deseada.",
  "Verifica que el mueble está nivelado.",
  "Revisa las fijaciones antes de utilizarlo.",
]

/// A line without the scroll indicator's thumb in the last column.
private func withoutIndicator(_ line: String) -> String {
  var line = line
  if line.count == 80, line.last == "█" { line.removeLast() }
  while line.hasSuffix(" ") { line.removeLast() }
  return line
}

@MainActor
@Suite struct ScrollViewTests {
  @Test func theGuideOpensAtTheTopWithStepsLeft() {
    let host = host(Guide(steps: steps))
    let lines = host.lines.map(withoutIndicator)
    #expect(lines[1] == "   Paso 1")
    #expect(lines[2] == "   Comprueba que están todas las piezas.")
    #expect(lines[3] == "")
    #expect(lines[5] == "   Paso 2")
    #expect(lines[22].trimmingPrefix(while: { $0 == " " }) == "Quedan pasos por ver")
  }

  @Test func theFooterFlipsExactlyAtTheBottom() {
    // 32 rows of content (512 pt) in 21 rows (336 pt): the bottom is 176 pt, 11 rows down.
    let host = host(Guide(steps: steps))
    host.press(.lineDown, times: 10)
    #expect(host.lines[22].contains("Quedan pasos por ver"))
    host.press(.lineDown)
    #expect(host.lines[22].contains("Fin de la guía"))
    #expect(withoutIndicator(host.lines[19]) == "   Revisa las fijaciones antes de utilizarlo.")
    host.press(.lineDown)
    #expect(withoutIndicator(host.lines[19]) == "   Revisa las fijaciones antes de utilizarlo.")
    host.press(.lineUp)
    #expect(host.lines[22].contains("Quedan pasos por ver"))
  }

  @Test func shortContentIsAtTheBottomFromTheFirstFrame() {
    let host = host(Guide(steps: Array(steps.prefix(2))))
    #expect(host.lines[22].contains("Fin de la guía"))
  }

  @Test func theIndicatorShowsWhereTheViewportIs() {
    let host = host(Guide(steps: steps))
    let thumb = host.lines.prefix(21).map { $0.count == 80 && $0.last == "█" }
    // 21 of 32 rows in view: a thumb of 14 rows at the top.
    #expect(thumb == Array(repeating: true, count: 14) + Array(repeating: false, count: 7))
    host.press(.bottom)
    #expect(host.lines.prefix(21).map { $0.last == "█" }.suffix(14).allSatisfy { $0 })
  }

  @Test func theScrollAreaIsTheScrollRegion() {
    let host = host(Guide(steps: steps))
    let screen = host.screen()
    #expect(screen.scrollRegion == 0..<21)
    #expect(screen.scrollColumns == 0..<79)
  }
}
