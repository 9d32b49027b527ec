import GuiaUI

// After Apple's onScrollVisibilityChange(threshold:_:) documentation: a player plays while
// at least a fifth of it is on screen and pauses when it scrolls away.
struct ScrollVisibilityExample: View {
    @State private var isPlaying = false

    var body: some View {
        VStack(spacing: 0) {
            Text(isPlaying ? "Playing" : "Paused")
                .font(.headline)
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<8, id: \.self) { index in
                        Text("Post \(index)")
                            .frame(height: 48)
                    }
                    Text("Video")
                        .frame(height: 64)
                        .onScrollVisibilityChange(threshold: 0.2) { visible in
                            isPlaying = visible
                        }
                    ForEach(8..<40, id: \.self) { index in
                        Text("Post \(index)")
                            .frame(height: 48)
                    }
                }
            }
        }
    }
}
