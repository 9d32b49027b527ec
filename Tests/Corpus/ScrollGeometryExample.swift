import GuiaUI

// A long feed as the documentation of onScrollGeometryChange(for:of:action:),
// onScrollVisibilityChange(threshold:_:), contentMargins and ScrollViewReader show it: a "back
// to top" button appears once the content has scrolled, rows report when they are seen, and the
// content keeps a margin.
struct FeedItem: Identifiable {
    let id: Int
    var title: String { "Post #\(id)" }
}

struct ScrollGeometryExample: View {
    private let items = (1...60).map { FeedItem(id: $0) }
    @State private var showsBackToTop = false
    @State private var seen: Set<Int> = []
    @State private var contentHeight: CGFloat = 0

    var body: some View {
        ScrollViewReader { proxy in
            VStack(spacing: 0) {
                HStack {
                    Text("Seen \(seen.count) of \(items.count)")
                        .font(.caption)
                    Spacer()
                    if showsBackToTop {
                        Button("Back to top") {
                            withAnimation {
                                proxy.scrollTo(items[0].id, anchor: .top)
                            }
                        }
                    }
                }
                .padding(.horizontal)
                ScrollView {
                    LazyVStack(alignment: .leading, spacing: 0) {
                        ForEach(items) { item in
                            Text(item.title)
                                .frame(maxWidth: .infinity, alignment: .leading)
                                .id(item.id)
                                .onScrollVisibilityChange(threshold: 0.5) { visible in
                                    if visible { seen.insert(item.id) }
                                }
                        }
                    }
                }
                .contentMargins(.horizontal, 2, for: .scrollContent)
                .scrollIndicators(.visible)
                .onScrollGeometryChange(for: Bool.self) { geometry in
                    geometry.contentOffset.y > 0
                } action: { oldValue, newValue in
                    showsBackToTop = newValue
                }
                .onScrollGeometryChange(for: CGFloat.self) { geometry in
                    geometry.contentSize.height
                } action: { _, height in
                    contentHeight = height
                }
            }
        }
    }
}

#Preview {
    ScrollGeometryExample()
}
