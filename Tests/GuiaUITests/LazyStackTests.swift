import GuiaUI
import Testing

/// A collection of integers that counts how often it is read.
private final class Reads: @unchecked Sendable {
  var subscripts = 0
  var rowsMade = 0
}

private struct CountingRange: RandomAccessCollection {
  let count: Int
  let reads: Reads
  var startIndex: Int { 0 }
  var endIndex: Int { count }
  subscript(position: Int) -> Int {
    reads.subscripts += 1
    return position
  }
}

private struct MillionRows: View {
  let data: CountingRange
  var body: some View {
    ScrollView {
      LazyVStack(alignment: .leading, spacing: 0) {
        ForEach(data, id: \.self) { number in
          let _ = data.reads.rowsMade += 1
          Text("fila \(number)")
        }
      }
    }
  }
}

private final class Log: @unchecked Sendable {
  var events: [String] = []
}

private struct Appearing: View {
  let log: Log
  var body: some View {
    ScrollView {
      LazyVStack(alignment: .leading, spacing: 0) {
        ForEach(0..<100, id: \.self) { number in
          Text("\(number)")
            .onAppear { log.events.append("+\(number)") }
            .onDisappear { log.events.append("-\(number)") }
        }
      }
    }
  }
}

private final class Numbers: ObservableObject {
  @Published var numbers = Array(1...10)
}

private struct NumberList: View {
  @ObservedObject var model: Numbers
  let target: (id: Int, anchor: UnitPoint)?
  var body: some View {
    ScrollViewReader { proxy in
      List {
        ForEach(model.numbers, id: \.self) { number in
          Text("Number \(number)").frame(height: 100).id(number)
        }
      }
      .onChange(of: model.numbers) {
        if let target { proxy.scrollTo(target.id, anchor: target.anchor) }
      }
    }
  }
}

@MainActor
@Suite struct LazyStackTests {
  @Test func aMillionRowsOpenReadingOnlyWhatIsOnScreen() {
    let reads = Reads()
    let host = host(MillionRows(data: CountingRange(count: 1_000_000, reads: reads)))
    #expect(host.text[0] == "fila 0")
    #expect(host.text[23].hasPrefix("fila 23"))
    // 24 rows on screen (and row 0 once more, measured for the estimate).
    #expect(reads.subscripts <= 3 * 24)
    #expect(reads.rowsMade <= 2 * 24)
    reads.subscripts = 0
    reads.rowsMade = 0
    host.press(.bottom)
    #expect(host.text[23].hasPrefix("fila 999999"))
    #expect(host.text[0].hasPrefix("fila 999976"))
    #expect(reads.subscripts <= 3 * 24)
    #expect(reads.rowsMade <= 2 * 24)
  }

  @Test func rowsAppearWhenDrawnAndDisappearWhenTheyLeave() {
    let log = Log()
    let host = host(Appearing(log: log), columns: 10, rows: 5)
    #expect(log.events == ["+0", "+1", "+2", "+3", "+4"])
    log.events.removeAll()
    host.press(.lineDown)
    #expect(Set(log.events) == ["+5", "-0"])
    log.events.removeAll()
    host.press(.lineUp)
    #expect(Set(log.events) == ["+0", "-5"])
  }

  @Test func appendingKeepsTheRowsOnScreen() {
    let model = Numbers()
    let host = host(NumberList(model: model, target: nil), columns: 30, rows: 24)
    host.press(.bottom)
    let before = host.text
    #expect(before.contains("  Number 10"))
    model.numbers.append(contentsOf: 11...30)
    #expect(host.text == before)
  }

  @Test(arguments: [
    (UnitPoint.top, 0), (UnitPoint.center, 9), (UnitPoint.bottom, 18),
  ])
  func scrollToAlignsTheRowAtItsAnchor(anchor: UnitPoint, row: Int) {
    let model = Numbers()
    let host = host(NumberList(model: model, target: (15, anchor)), columns: 30, rows: 24)
    model.numbers.append(contentsOf: 11...30)
    // Rows are 6 high (100 pt), the text in the middle row of its frame.
    let lines = host.text
    #expect(lines[row + 2] == "  Number 15")
    if row >= 6 { #expect(lines[row + 2 - 6] == "  Number 14") }
  }
}
