import GuiaUI

// After Apple's scrollTargetBehavior(_:) documentation: a horizontal row of cards that
// comes to rest with a card at its leading edge.
struct CarouselExample: View {
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 8) {
                ForEach(0..<20, id: \.self) { index in
                    Text("Card \(index)")
                        .frame(width: 120, height: 48)
                        .background(.blue, in: RoundedRectangle(cornerRadius: 8))
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
    }
}
