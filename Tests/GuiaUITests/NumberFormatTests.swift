@testable import GuiaUI
import Testing

/// Numbers as SwiftUI programs write them, `Text(value, format:)` and `formatted()`, with
/// what Foundation writes for them in an English locale.
private struct Totals: View {
  let count = 1234567
  let price = 1234.5
  let progress = 0.256
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text(count, format: .number)
      Text(price, format: .number)
      Text(progress, format: .percent)
      Text(price, format: .currency(code: "EUR"))
      Text("Total: \(price, format: .number.precision(.fractionLength(2)))")
      Text(count.formatted())
    }
  }
}

@MainActor
@Suite struct NumberFormatTests {
  @Test("Text(value, format:) writes numbers, percentages and amounts as Foundation does in English")
  func texts() {
    let host = host(Totals(), columns: 30, rows: 6)
    #expect(host.lines == ["1,234,567", "1,234.5", "25.6%", "€1,234.50", "Total: 1,234.50", "1,234,567"])
  }

  // Each written into an array first: `#expect` type-checks a call's arguments apart from
  // the call, where `.number` alone names several styles.
  @Test("formatted(): grouped by three, up to six digits after the point, a sign only when not zero")
  func formatted() {
    let (answer, debt) = (42, -1234)
    let (two, tiny, million): (Double, Double, Double) = (2, -0.0000001, 1_000_000.5)
    let written: [String] = [
      answer.formatted(), debt.formatted(), Double.pi.formatted(), two.formatted(),
      tiny.formatted(), million.formatted(), Double.infinity.formatted(),
    ]
    #expect(written == ["42", "-1,234", "3.141593", "2", "0", "1,000,000.5", "∞"])
  }

  // Through `Text(_:format:)`: `formatted(_:)` with `.number` or `.percent` alone would also
  // match Foundation's, whose members reach this module through the files importing it.
  @Test("A style's precision and grouping, the percent of an integer, amounts without cents")
  func styles() {
    let host = host(Styles(), columns: 30, rows: 7)
    #expect(host.lines == ["3.00", "3.14", "12345", "50%", "50%", "¥1,500", "CHF 9.99"])
  }
}

private struct Styles: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text(3.0, format: .number.precision(.fractionLength(2)))
      Text(3.14159, format: .number.precision(.fractionLength(0...2)))
      Text(12345, format: .number.grouping(.never))
      Text(50, format: .percent)
      Text(0.5, format: .percent)
      Text(1500, format: .currency(code: "JPY"))
      Text(9.99, format: .currency(code: "CHF"))
    }
  }
}
