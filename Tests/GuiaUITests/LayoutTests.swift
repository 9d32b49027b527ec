import GuiaUI
import Testing

@MainActor
@Suite struct LayoutTests {
  @Test func aColumnOfTextIsDrawnTopToBottom() {
    let screen = host(
      VStack(alignment: .leading, spacing: 0) {
        Text("Paso 1")
        Text("Comprueba que están todas las piezas.")
      }, columns: 40, rows: 4)
    #expect(screen.lines.prefix(2) == ["Paso 1", "Comprueba que están todas las piezas."])
  }

  @Test func paddingOf24PointsIsThreeColumnsAndOneRow() {
    let screen = host(
      VStack(alignment: .leading, spacing: 0) {
        Text("Paso 1").padding(24)
        Text("fin")
      }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      columns: 20, rows: 5)
    #expect(screen.lines == ["", "   Paso 1", "", "fin", ""])
  }

  @Test func spacingOf32PointsIsTwoBlankRows() {
    let screen = host(
      VStack(alignment: .leading, spacing: 32) {
        Text("a")
        Text("b")
      }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      columns: 10, rows: 4)
    #expect(screen.lines == ["a", "", "", "b"])
  }

  @Test func anHStackPutsItsChildrenSideBySideWithTheStandardColumnBetween() {
    let screen = host(
      HStack { Text("a"); Text("b") }.frame(maxWidth: .infinity, alignment: .leading),
      columns: 10, rows: 1)
    #expect(screen.lines == ["a b"])
  }

  @Test func aSpacerPushesTheRestToTheBottom() {
    let screen = host(
      VStack(spacing: 0) {
        Text("arriba")
        Spacer()
        Text("abajo")
      }, columns: 10, rows: 4)
    #expect(screen.lines == ["arriba", "", "", "abajo"])
  }

  @Test func textWrapsAtTheWidthOffered() {
    let screen = host(
      Text("Extiende una manta para proteger el suelo.")
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      columns: 20, rows: 3)
    #expect(screen.lines == ["Extiende una manta", "para proteger el", "suelo."])
  }

  @Test func aStringIsSanitisedBeforeItReachesTheScreen() {
    let hostile = "Título\u{1B}]52;c;ZWNobyBoaQ==\u{07}"
    let screen = host(Text(hostile), columns: 40, rows: 1)
    #expect(!screen.lines[0].contains("\u{1B}"))
    #expect(screen.lines[0].hasPrefix("Título"))
  }

  @Test func aDividerRunsAcrossItsStack() {
    let screen = host(VStack(spacing: 0) { Text("a"); Divider(); Text("b") }, columns: 5, rows: 3)
    #expect(screen.lines == ["  a", "─────", "  b"])
  }
}
