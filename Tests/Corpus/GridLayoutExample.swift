import GuiaUI

// Layouts as the documentation of Grid, GridRow, LazyVGrid, ViewThatFits and GeometryReader show
// them: a score table whose columns line up, a grid of adaptive cells, a row that falls back to
// a column when it does not fit, and a reader of the space offered.
struct GridLayoutExample: View {
    private let symbols = ["sun.max", "cloud", "cloud.rain", "snow", "wind", "bolt", "moon", "tornado"]
    private let columns = [GridItem(.adaptive(minimum: 80))]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 8) {
                Grid(alignment: .leading, horizontalSpacing: 2, verticalSpacing: 0) {
                    GridRow {
                        Text("Team").bold()
                        Text("W").bold()
                        Text("L").bold()
                    }
                    Divider()
                    GridRow {
                        Text("Lions")
                        Text("12")
                        Text("3")
                    }
                    GridRow {
                        Text("Eagles")
                        Text("8")
                        Text("7")
                    }
                    GridRow {
                        Text("Season total")
                            .gridCellColumns(2)
                        Text("30")
                    }
                }
                LazyVGrid(columns: columns, alignment: .leading, spacing: 0) {
                    ForEach(symbols, id: \.self) { symbol in
                        Label(symbol, systemImage: symbol)
                            .labelStyle(.titleOnly)
                    }
                }
                ViewThatFits(in: .horizontal) {
                    HStack {
                        Text("Wide layout:")
                        Text("every item on one line")
                    }
                    VStack(alignment: .leading) {
                        Text("Narrow layout:")
                        Text("stacked")
                    }
                }
                GeometryReader { proxy in
                    Text("Width \(Int(proxy.size.width))")
                        .frame(maxWidth: .infinity, alignment: .trailing)
                }
                .frame(height: 20)
            }
            .padding(.horizontal)
        }
    }
}

#Preview {
    GridLayoutExample()
}
