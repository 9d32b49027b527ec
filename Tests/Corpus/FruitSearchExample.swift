import GuiaUI

// A search screen as Combine's documentation and SwiftUI tutorials write one: the view model
// debounces what is typed into the field, drops repeats, filters the fruit and publishes the
// matches; a Foundation timer counts the seconds since the last search.
final class FruitSearchModel: ObservableObject {
    @Published var searchText = ""
    @Published private(set) var matches: [String] = []
    @Published private(set) var searchCount = 0
    @Published private(set) var secondsSinceSearch = 0

    private let fruits = ["Apple", "Apricot", "Banana", "Blackberry", "Blueberry", "Cherry", "Grape"]
    private var cancellables = Set<AnyCancellable>()
    private var timer: Timer?

    init() {
        matches = fruits
        $searchText
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .map { [fruits] text in
                text.isEmpty ? fruits : fruits.filter { $0.lowercased().contains(text.lowercased()) }
            }
            .sink { [weak self] results in
                self?.matches = results
                self?.searchCount += 1
                self?.restartTimer()
            }
            .store(in: &cancellables)
    }

    private func restartTimer() {
        timer?.invalidate()
        secondsSinceSearch = 0
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            self?.secondsSinceSearch += 1
        }
    }
}

struct FruitSearchExample: View {
    @StateObject private var model = FruitSearchModel()

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            TextField("Search fruit", text: $model.searchText)
            ForEach(model.matches, id: \.self) { fruit in
                Text(fruit)
            }
            Divider()
            Text("Searches: \(model.searchCount)")
            Text("Seconds since the last search: \(model.secondsSinceSearch)")
        }
        .padding()
    }
}
