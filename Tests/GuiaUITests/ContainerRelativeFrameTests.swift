import GuiaUI
import Testing

/// `.containerRelativeFrame`, as Apple's carousel example writes it (issue 31, §2): three
/// cards to a screen, a key scroll resting on a card.
private struct Carousel: View {
  var body: some View {
    ScrollView(.horizontal) {
      LazyHStack(spacing: 10) {
        ForEach(0..<10, id: \.self) { index in
          Text("Tarjeta \(index)")
            .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 10)
        }
      }
      .scrollTargetLayout()
    }
    .scrollTargetBehavior(.viewAligned)
  }
}

@MainActor
@Suite struct ContainerRelativeFrameTests {
  @Test("three cards share the scroll view's width; a scroll across rests with a card at the leading edge")
  func carousel() throws {
    let host = host(Carousel(), columns: 40, rows: 3)
    let row = try #require(host.text.first { $0.contains("Tarjeta 0") })
    // (40 - 2 gaps of 1 column) / 3 = 12 columns a card, its text centred in them.
    #expect(row == " Tarjeta 0    Tarjeta 1    Tarjeta 2", "\(host.text)")
    host.press(.columns(ScrollKeys.sidewaysStep))
    let moved = try #require(host.text.first { $0.contains("Tarjeta") })
    #expect(moved.hasPrefix(" Tarjeta 1 "), "\(host.text)")
  }
}
