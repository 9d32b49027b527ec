import GuiaUI
import Testing

/// What a reader's content saw, recorded as it is made.
@MainActor
private final class Probe {
  var proxies: [GeometryProxy] = []
  var appearances = 0

  func record(_ proxy: GeometryProxy) { proxies.append(proxy) }
  var last: GeometryProxy { proxies[proxies.count - 1] }
}

/// Counts its appearances in state: a node made anew would start again from 0.
private struct Counter: View {
  let probe: Probe
  @State private var count = 0
  var body: some View {
    Text("n=\(count)").onAppear {
      count += 1
      probe.appearances += 1
    }
  }
}

private struct ScrollOffsetKey: PreferenceKey {
  static var defaultValue: CGFloat = 0
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
    value += nextValue()
  }
}

@MainActor
private final class Values {
  var values: [CGFloat] = []
}

@MainActor
@Suite struct GeometryReaderTests {
  @Test func aReaderTakesTheWholeScreenAndShowsItsContentAtTheTopLeading() {
    let host = host(
      GeometryReader { proxy in Text(verbatim: "\(proxy.size.width) \(proxy.size.height)") },
      columns: 40, rows: 5)
    #expect(host.lines == ["320.0 80.0", "", "", "", ""])
  }

  @Test func aReaderInAColumnTakesWhatTheOtherViewsLeave() {
    let host = host(
      VStack(alignment: .leading, spacing: 0) {
        Text("top")
        GeometryReader { proxy in Text(verbatim: "\(proxy.size.height)") }
        Text("end")
      }, columns: 10, rows: 6)
    #expect(host.lines == ["top", "64.0", "", "", "", "end"])
  }

  @Test func aReaderInAFixedFrameHasTheFramesSize() {
    let probe = Probe()
    let host = root(
      GeometryReader { proxy in
        let _ = probe.record(proxy)
        Text(verbatim: "\(proxy.size.width) \(proxy.size.height)")
      }
      .frame(width: 80, height: 32),
      columns: 40, rows: 5)
    // 10 columns by 2 rows, centred in the window: from column 15, row 1.
    #expect(host.lines == ["", String(repeating: " ", count: 15) + "80.0 32.0", "", "", ""])
    #expect(probe.last.frame(in: .global) == CGRect(x: 120, y: 16, width: 80, height: 32))
    #expect(probe.last.frame(in: .local) == CGRect(x: 0, y: 0, width: 80, height: 32))
    #expect(probe.last.safeAreaInsets == EdgeInsets())
  }

  @Test func alongAScrollViewsAxisAReaderTakesOneCell() {
    let host = host(
      ScrollView { GeometryReader { proxy in Text(verbatim: "\(proxy.size.height)") } },
      columns: 10, rows: 3)
    #expect(host.lines[0].hasPrefix("16.0"))
  }

  @Test func stateInsideAReaderLivesAcrossPasses() {
    let probe = Probe()
    let host = host(GeometryReader { _ in Counter(probe: probe) }, columns: 10, rows: 2)
    // The appear action was queued, wrote after the pass, and the second pass showed it.
    #expect(host.lines == ["n=1", ""])
    #expect(!host.cycleDetected)
    host.resize(to: .init(width: 12, height: 3))
    #expect(host.lines == ["n=1", "", ""])
    #expect(probe.appearances == 1)
  }

  @Test func aNamedSpaceMeasuresFromItsViewsCorner() {
    let probe = Probe()
    _ = host(
      VStack(alignment: .leading, spacing: 0) {
        Text("cabecera")
        VStack(alignment: .leading, spacing: 0) {
          Text("x")
          GeometryReader { proxy in
            let _ = probe.record(proxy)
            Color.clear
          }
          .frame(width: 16, height: 16)
        }
        .padding(16)
        .coordinateSpace(name: "caja")
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      columns: 20, rows: 6)
    // The box is at row 1; its padding puts the reader 2 columns and 2 rows inside it.
    #expect(probe.last.frame(in: .global).origin == CGPoint(x: 16, y: 48))
    #expect(probe.last.frame(in: .named("caja")).origin == CGPoint(x: 16, y: 32))
    #expect(probe.last.frame(in: .named("caja")).size == CGSize(width: 16, height: 16))
    // A name no ancestor has is the screen's space, as in SwiftUI.
    #expect(probe.last.frame(in: .named("otra")) == probe.last.frame(in: .global))
  }

  @Test func aReaderInAScrollViewsContentMovesWithTheScroll() {
    let values = Values()
    let host = host(
      VStack(spacing: 0) {
        Text("cabecera")
        ScrollView {
          VStack {
            ForEach(0..<50, id: \.self) { Text("\($0)") }
          }
          .background(
            GeometryReader {
              Color.clear.preference(
                key: ScrollOffsetKey.self, value: $0.frame(in: .named("scroll")).origin.y)
            }
          )
        }
        .coordinateSpace(name: "scroll")
      }
      .onPreferenceChange(ScrollOffsetKey.self) { values.values.append($0) },
      columns: 20, rows: 10)
    host.press(.lineDown)
    host.press(.lineDown)
    // The scroll view sits at row 1: in its own space the content is 2 rows up, on the
    // screen only 1.
    #expect(values.values == [0, -16, -32])
  }
}
