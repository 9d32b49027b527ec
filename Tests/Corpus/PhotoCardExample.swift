import GuiaUI

// After Apple's documentation of AsyncImage, onTapGesture(count:perform:), LongPressGesture,
// DragGesture with @GestureState, LinearGradient, ColorPicker, GroupBox and
// Section(_:isExpanded:): a card of a photo that a double tap likes, a long press pins, a
// drag moves, with a tint chosen from a colour picker and collapsible details.
struct PhotoCardExample: View {
    @State private var likes = 0
    @State private var isPinned = false
    @State private var tint = Color.blue
    @State private var showsDetails = true
    @GestureState private var dragOffset = CGSize.zero
    @Namespace private var animation

    var body: some View {
        VStack(alignment: .leading) {
            Text("Photo of the day")
                .font(.headline)
                .foregroundStyle(LinearGradient(colors: [tint, .purple], startPoint: .leading, endPoint: .trailing))
            AsyncImage(url: URL(string: "https://example.com/photos/lake.jpg")) { image in
                image
                    .resizable()
                    .aspectRatio(contentMode: .fit)
            } placeholder: {
                ProgressView()
            }
            .offset(dragOffset)
            .matchedGeometryEffect(id: "photo", in: animation)
            .gesture(
                DragGesture()
                    .updating($dragOffset) { value, state, _ in
                        state = value.translation
                    }
            )
            HStack {
                Text("♥ \(likes) likes")
                    .onTapGesture(count: 2) {
                        likes += 1
                    }
                Text(isPinned ? "📌 Pinned" : "Pin")
                    .gesture(
                        LongPressGesture(minimumDuration: 1)
                            .onEnded { _ in isPinned.toggle() }
                    )
                    .layoutPriority(1)
            }
            ColorPicker("Tint", selection: $tint)
            List {
                Section("Details", isExpanded: $showsDetails) {
                    Text("Taken at Lake Tahoe")
                    Text("1024 × 768")
                }
            }
        }
        .padding()
        .onOpenURL { url in
            likes = 0
        }
    }
}
