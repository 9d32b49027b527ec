import GuiaUI
import Testing

/// Scrolling to a place as SwiftUI documents it: `ScrollPosition` requests may repeat and
/// alternate, and `scrollTo(id)` with no anchor moves the least that shows the view whole.
@MainActor
private final class Jumps {
  var toEdge: ((Edge) -> Void)?
  var toID: ((Int) -> Void)?
}

private struct EdgeJumps: View {
  @State var position = ScrollPosition(edge: .top)
  let jumps: Jumps
  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 0) {
        ForEach(0..<50, id: \.self) { Text("línea \($0)").id($0) }
      }
    }
    .scrollPosition($position)
    .onAppear { jumps.toEdge = { position.scrollTo(edge: $0) } }
  }
}

private struct ReaderJumps: View {
  let jumps: Jumps
  var body: some View {
    ScrollViewReader { proxy in
      ScrollView {
        VStack(alignment: .leading, spacing: 0) {
          ForEach(0..<50, id: \.self) { Text("línea \($0)").id($0) }
        }
      }
      .onAppear { jumps.toID = { proxy.scrollTo($0) } }
    }
  }
}

@MainActor
@Suite struct ScrollTargetTests {
  @Test("ScrollPosition.scrollTo(edge:) works every time: Bottom, Top, Bottom (issue 31, 6)")
  func edgesAlternate() {
    let jumps = Jumps()
    defer { jumps.toEdge = nil }
    let host = host(EdgeJumps(jumps: jumps), columns: 20, rows: 10)
    #expect(host.text[0] == "línea 0")
    jumps.toEdge?(.bottom)
    #expect(host.text[9] == "línea 49")
    jumps.toEdge?(.top)
    #expect(host.text[0] == "línea 0", "the second request was taken for none")
    jumps.toEdge?(.bottom)
    #expect(host.text[9] == "línea 49")
  }

  @Test("scrollTo(id) with no anchor: no move when the row shows; the least move when it does not (issue 31, 8)")
  func leastScroll() {
    let jumps = Jumps()
    defer { jumps.toID = nil }
    let host = host(ReaderJumps(jumps: jumps), columns: 20, rows: 10)
    jumps.toID?(5)
    #expect(host.text[0] == "línea 0", "row 5 shows: nothing moves")
    jumps.toID?(30)
    #expect(host.text[9] == "línea 30", "below: brought up to the bottom")
    jumps.toID?(25)
    #expect(host.text[9] == "línea 30", "shows: nothing moves")
    jumps.toID?(12)
    #expect(host.text[0] == "línea 12", "above: brought down to the top")
  }
}

private struct BottomOnAppear: View {
  @State var position = ScrollPosition(edge: .top)
  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 0) {
        ForEach(0..<50, id: \.self) { Text("línea \($0)").id($0) }
      }
    }
    .scrollPosition($position)
    .onAppear { position.scrollTo(edge: .bottom) }
  }
}

private struct Chat: View {
  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 0) {
        ForEach(0..<3, id: \.self) { Text("mensaje \($0)") }
      }
    }
    .defaultScrollAnchor(.bottom)
  }
}

@MainActor
@Suite struct ScrollPositionOnAppearTests {
  @Test("a ScrollPosition written in onAppear is kept: the scroll view's write-back does not undo it (issue 31, 7)")
  func writtenOnAppear() {
    let host = host(BottomOnAppear(), columns: 20, rows: 10)
    #expect(host.text[9] == "línea 49", "\(host.text)")
  }

  @Test("defaultScrollAnchor(.bottom) puts content shorter than the viewport at its bottom (issue 31, 9)")
  func shortContentAtTheBottom() {
    let host = host(Chat(), columns: 20, rows: 10)
    #expect(host.text[7...9] == ["mensaje 0", "mensaje 1", "mensaje 2"], "\(host.text)")
  }
}
