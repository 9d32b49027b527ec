import GuiaUI

// An infinite list as tutorials write it: a view model loads a page in a task, the last
// row's onAppear asks for the next one, a progress view while loading.
@MainActor
final class ItemsViewModel: ObservableObject {
    @Published var items: [Int] = []
    @Published var isLoading = false

    func loadMore() async {
        guard !isLoading else { return }
        isLoading = true
        try? await Task.sleep(for: .milliseconds(50))
        let start = items.count
        items.append(contentsOf: start..<(start + 20))
        isLoading = false
    }
}

struct InfiniteListExample: View {
    @StateObject private var viewModel = ItemsViewModel()

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading) {
                ForEach(viewModel.items, id: \.self) { item in
                    Text("Item \(item)")
                        .onAppear {
                            if item == viewModel.items.last {
                                Task { await viewModel.loadMore() }
                            }
                        }
                }
                if viewModel.isLoading {
                    ProgressView()
                }
            }
        }
        .task {
            await viewModel.loadMore()
        }
    }
}
