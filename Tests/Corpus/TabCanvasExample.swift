import GuiaUI

// A tab app as the documentation of TabView(selection:), Tab(_:systemImage:value:) and badge show
// it, one tab drawing with Canvas and one animating a counter with withAnimation.
enum DemoTab: Hashable {
    case home, drawing, inbox
}

struct TabCanvasExample: View {
    @State private var selection: DemoTab = .home
    @State private var unread = 3
    @State private var count = 0
    @State private var isExpanded = false

    var body: some View {
        TabView(selection: $selection) {
            Tab("Home", systemImage: "house", value: .home) {
                VStack(spacing: 1) {
                    Text("Count: \(count)")
                        .font(.title)
                        .contentTransition(.numericText())
                    Button("Increment") {
                        withAnimation(.spring(duration: 0.3)) {
                            count += 1
                        }
                    }
                    Button(isExpanded ? "Collapse" : "Expand") {
                        isExpanded.toggle()
                    }
                    if isExpanded {
                        Text("More details")
                            .transition(.opacity)
                    }
                }
                .animation(.easeInOut, value: isExpanded)
            }
            Tab("Drawing", systemImage: "pencil", value: .drawing) {
                Canvas { context, size in
                    context.fill(
                        Path(ellipseIn: CGRect(origin: .zero, size: size)),
                        with: .color(.green))
                }
                .frame(width: 160, height: 96)
            }
            Tab("Inbox", systemImage: "tray", value: .inbox) {
                VStack {
                    Text("\(unread) unread")
                    Button("Mark all read") {
                        unread = 0
                    }
                }
            }
            .badge(unread)
        }
    }
}

#Preview {
    TabCanvasExample()
}
