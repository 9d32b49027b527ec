import GuiaUI

// After Apple's LazyVGrid and GridItem documentation and the photo-grid tutorials: adaptive
// columns of photo cells, each counted as it appears, a tap choosing one.
struct Photo: Identifiable {
    let id: Int
    var title: String { "Photo \(id)" }
}

struct PhotoGridExample: View {
    private let photos = (1...200).map { Photo(id: $0) }
    private let columns = [GridItem(.adaptive(minimum: 80), spacing: 8)]
    @State private var appeared = Set<Int>()
    @State private var selected: Photo?

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 8) {
                    ForEach(photos) { photo in
                        Button {
                            selected = photo
                        } label: {
                            VStack {
                                Image(systemName: "photo")
                                Text(photo.title)
                                    .font(.caption)
                            }
                        }
                        .onAppear { appeared.insert(photo.id) }
                    }
                }
                .padding(.horizontal)
            }
            .navigationTitle("Photos")
            .safeAreaInset(edge: .bottom) {
                Text("Loaded \(appeared.count) of \(photos.count)" + (selected.map { ", chose \($0.title)" } ?? ""))
            }
        }
    }
}
