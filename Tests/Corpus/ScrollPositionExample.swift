import GuiaUI

// From Apple's ScrollPosition documentation: buttons that send a scroll view to its edges
// through a bound position.
struct ScrollPositionExample: View {
    @State private var position = ScrollPosition(edge: .top)

    var body: some View {
        VStack {
            HStack {
                Button("Top") { position.scrollTo(edge: .top) }
                Button("Bottom") { position.scrollTo(edge: .bottom) }
            }
            ScrollView {
                VStack(alignment: .leading) {
                    ForEach(1...50, id: \.self) { number in
                        Text("Row \(number)")
                            .id(number)
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            .scrollPosition($position)
        }
    }
}
