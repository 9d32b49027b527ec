import GuiaUI
import TerminalUI
import Testing

/// A search model as Combine's documentation and SwiftUI tutorials write one: the query is
/// debounced, repeats dropped, and the results assigned to another published property.
@MainActor
private final class SearchModel: ObservableObject {
  @Published var query = ""
  @Published var results: [String] = []
  @Published var lookups = 0
  let all = ["apple", "apricot", "banana", "blueberry", "cherry"]

  init() {
    $query
      .debounce(for: .milliseconds(30), scheduler: RunLoop.main)
      .removeDuplicates()
      .map { [all] query in query.isEmpty ? [] : all.filter { $0.hasPrefix(query) } }
      .assign(to: &$results)
    $results.dropFirst().map { _ in 1 }.scan(0, +).assign(to: &$lookups)
  }
}

private struct Search: View {
  @StateObject private var model = SearchModel()
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      TextField("Search", text: $model.query)
      Text("results: \(model.results.joined(separator: " "))")
      Text("lookups: \(model.lookups)")
    }
  }
}

@MainActor
@Suite struct CombineOperatorTests {
  @Test("map, filter, compactMap, removeDuplicates, scan and dropFirst on a subject, with sink and store(in:)")
  func synchronousOperators() {
    let subject = PassthroughSubject<Int, Never>()
    var received: [String] = []
    var cancellables = Set<AnyCancellable>()
    subject
      .filter { $0 >= 0 }
      .removeDuplicates()
      .dropFirst()
      .scan(0, +)
      .compactMap { $0 % 2 == 0 ? nil : $0 }
      .map { "sum \($0)" }
      .sink { received.append($0) }
      .store(in: &cancellables)
    for value in [5, 1, 1, -4, 2, 2, 4] { subject.send(value) }
    #expect(received == ["sum 1", "sum 3", "sum 7"])
    cancellables.removeAll()
    subject.send(9)
    #expect(received.count == 3, "freed, it receives nothing")
  }

  @Test("@Published's publisher hands the value now, then each new one before the property holds it")
  func publishedPublisher() {
    final class Model: ObservableObject {
      @Published var name = "a"
    }
    let model = Model()
    var seen: [String] = []
    var heldThen: [String] = []
    let cancellable = model.$name.sink { value in
      seen.append(value)
      heldThen.append(model.name)
    }
    model.name = "b"
    #expect(seen == ["a", "b"])
    #expect(heldThen == ["a", "a"], "willSet: the property still holds the old value")
    withExtendedLifetime(cancellable) {}
  }

  @Test("assign(to:on:), combineLatest, Just and eraseToAnyPublisher")
  func assignAndCombine() {
    final class Form {
      var isValid = false
    }
    let form = Form()
    let user = CurrentValueSubject<String, Never>("")
    let password = CurrentValueSubject<String, Never>("")
    let valid: AnyPublisher<Bool, Never> = user.combineLatest(password)
      .map { !$0.isEmpty && $1.count >= 3 }
      .eraseToAnyPublisher()
    let cancellable = valid.assign(to: \.isValid, on: form)
    #expect(!form.isValid)
    user.send("ana")
    password.send("sec")
    #expect(form.isValid)
    var finished = false
    var value = 0
    _ = Just(7).sink(receiveCompletion: { _ in finished = true }, receiveValue: { value = $0 })
    #expect(value == 7 && finished)
    withExtendedLifetime(cancellable) {}
  }

  @Test("debounce hands on the last value once the time has passed with no newer one")
  func debounce() async {
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    let cancellable = subject.debounce(for: .milliseconds(20), scheduler: DispatchQueue.main).sink { received.append($0) }
    for value in 1...5 { subject.send(value) }
    #expect(received.isEmpty)
    #expect(await eventually { received == [5] })
    withExtendedLifetime(cancellable) {}
  }

  @Test("throttle hands on the first value at once and the latest of each interval after")
  func throttle() async {
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    let cancellable = subject.throttle(for: 0.02, scheduler: RunLoop.main, latest: true).sink { received.append($0) }
    for value in 1...4 { subject.send(value) }
    #expect(received == [1])
    #expect(await eventually { received == [1, 4] })
    withExtendedLifetime(cancellable) {}
  }

  @Test("A search field's query, debounced and mapped, assigned to a published property the view shows")
  func searchModel() async {
    let host = host(Search(), columns: 40, rows: 4)
    host.type(.control("i"))
    host.type("ap")
    #expect(await eventually { host.lines[1] == "results: apple apricot" }, "\(host.lines)")
    #expect(host.lines[2] == "lookups: 1", "the query was looked up once, debounced: \(host.lines)")
  }
}

@MainActor
@Suite struct ObjectWillChangeTests {
  @Test("objectWillChange.sink runs before each change of a published property, until cancelled")
  func objectWillChangeSink() {
    final class Model: ObservableObject {
      @Published var count = 0
    }
    let model = Model()
    var seen: [Int] = []
    var cancellable: AnyCancellable? = model.objectWillChange.sink { seen.append(model.count) }
    model.count = 1
    model.count = 2
    #expect(seen == [0, 1], "told before the change")
    cancellable = nil
    model.count = 3
    #expect(seen == [0, 1], "freed, it is told nothing")
    _ = cancellable
  }
}
