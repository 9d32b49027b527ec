import GuiaUI

// From Apple's onScrollGeometryChange(for:of:action:) documentation: a button to go back to
// the top shows once the content has scrolled.
struct BackToTopExample: View {
    @State private var showBackButton = false
    @State private var position = ScrollPosition(edge: .top)

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading) {
                ForEach(0..<60, id: \.self) { index in
                    Text("Item \(index)")
                }
            }
        }
        .scrollPosition($position)
        .onScrollGeometryChange(for: Bool.self) { geometry in
            geometry.contentOffset.y < geometry.contentInsets.top
        } action: { wasScrolledToTop, isScrolledToTop in
            withAnimation {
                showBackButton = !isScrolledToTop
            }
        }
        .overlay(alignment: .bottom) {
            if showBackButton {
                Button("Back to top") {
                    position.scrollTo(edge: .top)
                }
            }
        }
    }
}

#Preview("Back to top") {
    BackToTopExample()
}
