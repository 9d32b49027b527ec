@testable import GuiaUI
import Testing

/// A panel whose body holds a geometry reader, as guia's reader body does; `x` in the
/// reader's content counts on the panel's own state.
private struct MeasuredPanel: View {
  let runs: BodyRuns
  @State private var presses = 0
  var body: some View {
    runs.count(0)
    return GeometryReader { proxy in
      Text("width \(Int(proxy.size.width)), x \(presses)") // points: 8 a column
        .onKeyPress("x") {
          presses += 1
          return .handled
        }
    }
  }
}

/// A counter above the panel; `+` counts.
private struct CounterOverPanel: View {
  let runs: BodyRuns
  @State private var count = 0
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("count \(count)")
      MeasuredPanel(runs: runs)
    }
    .onKeyPress("+") {
      count += 1
      return .handled
    }
  }
}

@MainActor
struct GeometryReaderReuseTests {
  @Test("a view holding a geometry reader is reused when its size did not change; the content's key handler stays")
  func readerReused() {
    let runs = BodyRuns()
    let host = host(CounterOverPanel(runs: runs), columns: 30, rows: 4)
    #expect(host.text[1] == "width 240, x 0")
    host.type(.character("+"))
    #expect(host.text[0] == "count 1")
    #expect(runs.total == 1, "the panel's body ran again")
    host.type(.character("x"))
    #expect(host.text[1] == "width 240, x 1", "the content's handler, declared again, took the key")
    host.type(.character("+"), .character("x"))
    #expect(host.text.prefix(2) == ["count 2", "width 240, x 2"])
  }

  @Test("a new size makes the content again")
  func resized() {
    let runs = BodyRuns()
    let host = host(CounterOverPanel(runs: runs), columns: 30, rows: 4)
    host.resize(to: .init(width: 24, height: 4))
    #expect(host.text[1] == "width 192, x 0")
  }
}
