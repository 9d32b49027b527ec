import GuiaUI
import Observation
import Testing

/// Seed 001's view model, with a shorter delay: pages arrive from another thread through
/// the main queue (Swift 6 asks the model to be Sendable; the seed, in Swift 5 mode, does not).
private final class PagedNumbers: ObservableObject, @unchecked Sendable {
  @Published var numbers: [Int] = Array(1...10)
  @Published var isLoading = false
  @Published var lastNumber: Int?
  private(set) var loads = 0

  func loadMoreNumbers() {
    lastNumber = numbers.last
    guard !isLoading else { return }
    isLoading = true
    loads += 1
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) {
      DispatchQueue.main.async {
        let count = self.numbers.count
        self.numbers.append(contentsOf: (count + 1)...(count + 20))
        self.isLoading = false
      }
    }
  }
}

private struct PagedList: View {
  @StateObject var viewModel = PagedNumbers()
  var body: some View {
    ScrollViewReader { proxy in
      List {
        ForEach(viewModel.numbers, id: \.self) { number in
          Text("Number \(number)")
            .frame(height: 100)
            .id(number)
            .onAppear {
              if number == viewModel.numbers.last { viewModel.loadMoreNumbers() }
            }
        }
      }
      .onChange(of: viewModel.numbers) {
        if let lastNumber = viewModel.lastNumber { proxy.scrollTo(lastNumber, anchor: .bottom) }
      }
    }
  }
}

@Observable
private final class Counter {
  var value = 0
}

private struct CounterView: View {
  let counter: Counter
  var body: some View { Text("valor \(counter.value)") }
}

/// Waits (a bounded number of main-actor turns) until `condition` holds.
@MainActor
private func eventually(_ condition: () -> Bool) async -> Bool {
  let deadline = ContinuousClock.now + waitLimit
  while !condition() {
    guard ContinuousClock.now < deadline else { return await lastTurns(condition) }
    try? await Task.sleep(for: .milliseconds(5))
  }
  return true
}

/// The rows of the scroll indicator's thumb.
@MainActor
private func thumb<V: View>(_ host: GuiaUIHost<V>) -> Int {
  host.lines.filter { $0.count == 30 && $0.last == "█" }.count
}

@MainActor
@Suite struct ObservableModelTests {
  @Test func aPageArrivingOnTheMainQueueIsShownWithTheLastRowKeptAtTheBottom() async {
    let host = host(PagedList(), columns: 30, rows: 24)
    host.press(.bottom)
    // Number 10 appeared at the bottom: a page is asked for, once.
    #expect(host.text[20] == "  Number 10")
    // 10 rows of 6 in 24: a thumb of 10 rows; 30 rows once the page is in: 3.
    #expect(thumb(host) == 10)
    #expect(await eventually { thumb(host) == 3 })
    // scrollTo(10, anchor: .bottom) kept row 10's frame at the viewport's end: the rows did
    // not move, and the new ones are below.
    #expect(host.text[20] == "  Number 10")
    host.press(.lineDown, times: 6)
    #expect(host.text[20] == "  Number 11")
  }

  @Test func onlyOnePageLoadsAtATime() async {
    let host = host(PagedList(), columns: 30, rows: 24)
    host.press(.bottom)
    host.press(.lineUp)
    host.press(.lineDown)
    #expect(await eventually { thumb(host) == 3 })
    host.press(.bottom)
    #expect(host.text[20] == "  Number 30")
    // 50 rows of 6 in 24: a thumb of 2.
    #expect(await eventually { thumb(host) == 2 })
  }

  /// The root is centred in the window, as SwiftUI centres a window's content.
  @Test func anObservableModelUpdatesTheViewsThatReadIt() {
    let counter = Counter()
    let host = root(CounterView(counter: counter), columns: 20, rows: 1)
    #expect(host.text == ["      valor 0"])
    counter.value = 7
    #expect(host.text == ["      valor 7"])
  }
}
