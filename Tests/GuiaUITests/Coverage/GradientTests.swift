import Document
import GuiaUI
import Testing

/// Text and shapes styled with gradients, as SwiftUI programs write them.
private struct Gradients: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("lineal").foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
      Text("tres").foregroundStyle(
        LinearGradient(
          stops: [.init(color: .red, location: 0), .init(color: .green, location: 0.5), .init(color: .blue, location: 1)],
          startPoint: .top, endPoint: .bottom))
      Text("radial").foregroundStyle(RadialGradient(colors: [.yellow, .red], center: .center, startRadius: 0, endRadius: 10))
      Text("angular").foregroundStyle(AngularGradient(colors: [.blue, .green], center: .center))
      Text("color").foregroundStyle(Color.red.gradient)
      Rectangle().fill(.linearGradient(colors: [.green, .blue], startPoint: .top, endPoint: .bottom)).frame(height: 16)
      Rectangle().fill(Gradient(colors: [.blue])).frame(height: 16)
      Text("elíptico").foregroundStyle(EllipticalGradient(colors: [.green, .blue]))
      Rectangle().fill(.red.gradient).frame(height: 16)
    }
  }
}

@MainActor
@Suite struct GradientTests {
  @Test("a gradient draws in its middle stop's colour (the first of two), in text and in a fill")
  func gradientsDrawInAStopColour() {
    let rows = host(Gradients(), columns: 10, rows: 9).screen().rows
    #expect(rows[0][0].style.foreground == .palette(1), "two stops: the first")
    #expect(rows[1][0].style.foreground == .palette(2), "three stops: the middle one")
    #expect(rows[2][0].style.foreground == .palette(3))
    #expect(rows[3][0].style.foreground == .palette(4))
    #expect(rows[4][0].style.foreground == .palette(1), "Color.gradient is the colour")
    #expect(rows[5][0].style.foreground == .palette(2), "a shape filled with a gradient")
    #expect(rows[6][0].style.foreground == .palette(4))
    #expect(rows[7][0].style.foreground == .palette(2))
    #expect(rows[8][0].style.foreground == .palette(1), ".red.gradient as a fill")
  }

  @Test("a gradient used as a view fills its space in its colour, as a colour does")
  func gradientAsAView() {
    let view = Text("x").frame(width: 4, height: 1).background(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
    let rows = host(view, columns: 4, rows: 1).screen().rows
    let plain = host(Text("x").frame(width: 4, height: 1).background(Color.red), columns: 4, rows: 1).screen().rows
    #expect(rows == plain)
  }
}
