import Document
import GuiaUI
import Testing

/// `Text("\(value, specifier: "%.2f")")`, as SwiftUI code formats numbers, and the specifiers
/// refused (anything but one number's conversion).
private struct Receipt: View {
  let name: String
  let price: Double
  let count: Int
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("\(name): \(price, specifier: "%.2f") €")
      Text("Unidades \(count, specifier: "%03d"), código \(255, specifier: "%X")")
      Text("\(price, specifier: "%s")")
    }
  }
}

@MainActor
@Suite struct FormatSpecifierTests {
  @Test("a number takes its specifier in a Text; a String put in is sanitised")
  func inText() {
    let lines = host(Receipt(name: "Tornillo\u{1B}[31m", price: 3.456, count: 7), columns: 40, rows: 3).text
    #expect(lines[0].hasPrefix("Tornillo^[[31m: 3.46 €"), "\(lines)")
    #expect(lines[1].hasPrefix("Unidades 007, código FF"), "\(lines)")
    // %s would read a string the number is not: refused, the number written plain.
    #expect(lines[2].hasPrefix("3.456"), "\(lines)")
  }

  @Test("printf's own results for one conversion; others refused", arguments: [
    ("%.2f", 3.14159, "3.14"), ("%8.3f", -2.5, "  -2.500"), ("%e", 12345.678, "1.234568e+04"),
    ("%g", 0.0001, "0.0001"), ("%d", 42.9, "42"), ("%lf", 1.5, "1.500000"), ("%+.1f", 2, "+2.0"),
  ])
  func printfResults(specifier: String, value: Double, expected: String) {
    #expect(FormatSpecifier(specifier)?.string(value) == expected)
  }

  @Test("integers, with length modifiers as callers write them")
  func integers() {
    #expect(FormatSpecifier("%lld")?.string(Int64(-12)) == "-12")
    #expect(FormatSpecifier("%ld")?.string(Int64.max) == "9223372036854775807")
    #expect(FormatSpecifier("%#x")?.string(Int64(255)) == "0xff")
    #expect(FormatSpecifier("%5d")?.string(Int64(3)) == "    3")
    #expect(FormatSpecifier("%.1f")?.string(Int64(3)) == "3.0")
  }

  @Test("a specifier that is not one number's conversion is refused")
  func refused() {
    for specifier in ["%s", "%n", "%@", "%.2f%s", "abc", "%", "%%", "%p", "%c", "%.2", "%9999999999d", "x%d"] {
      #expect(FormatSpecifier(specifier) == nil, "\(specifier)")
    }
  }
}
