import GuiaUI
import Testing

private final class Lines: ObservableObject {
  @Published var count = 30
}

private struct Followed: View {
  @ObservedObject var lines: Lines
  let follows: Bool
  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 0) {
        ForEach(0..<lines.count, id: \.self) { Text("línea \($0)") }
      }
    }
    .defaultScrollAnchor(follows ? .bottom : nil, for: .sizeChanges)
  }
}

private struct Positioned: View {
  @State var position = ScrollPosition(edge: .top)
  let log: PositionLog
  var body: some View {
    VStack(spacing: 0) {
      ScrollView {
        VStack(alignment: .leading, spacing: 0) {
          ForEach(0..<50, id: \.self) { Text("línea \($0)").id($0) }
        }
      }
      .scrollPosition($position)
      .onChange(of: position) { _, new in log.positions.append(new) }
      Text("y=\(Int(position.point?.y ?? -1))")
        .onAppear { log.jump = { position.scrollTo(edge: .bottom) } }
    }
  }
}

@MainActor
private final class PositionLog {
  var positions: [ScrollPosition] = []
  var jump: (() -> Void)?
}

private struct Steps: View {
  let log: VisibilityLog
  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 0) {
        ForEach(0..<10, id: \.self) { step in
          VStack(alignment: .leading, spacing: 0) {
            Text("Paso \(step + 1)")
            Text("…")
            Text("…")
            Text("…")
          }
          .onScrollVisibilityChange { log.changes.append((step, $0)) }
        }
      }
    }
  }
}

@MainActor
private final class VisibilityLog {
  var changes: [(Int, Bool)] = []
}

@MainActor
@Suite struct ScrollPositionTests {
  @Test func aBottomAnchorForSizeChangesFollowsGrowingContent() {
    let lines = Lines()
    let host = host(Followed(lines: lines, follows: true), columns: 20, rows: 10)
    host.press(.bottom)
    #expect(host.text[9] == "línea 29")
    lines.count = 35
    #expect(host.text[9] == "línea 34")
  }

  @Test func withoutTheAnchorGrowingContentStaysPut() {
    let lines = Lines()
    let host = host(Followed(lines: lines, follows: false), columns: 20, rows: 10)
    host.press(.bottom)
    lines.count = 35
    #expect(host.text[9] == "línea 29")
  }

  @Test func aScrollPositionIsWrittenBackAndCanBeSet() {
    let log = PositionLog()
    // The view keeps the log and the log the view's jump: let go of it at the end.
    defer { log.jump = nil }
    let host = host(Positioned(log: log), columns: 20, rows: 10)
    #expect(host.text[9].hasSuffix(" y=0"))
    host.press(.lineDown, times: 2)
    // Two rows of 16 points, moved by the reader.
    #expect(host.text[9].hasSuffix(" y=32"))
    #expect(log.positions.last?.isPositionedByUser == true)
    log.jump?()
    // 50 rows in 9: the bottom is 41 rows down.
    #expect(host.text[9].hasSuffix(" y=656"))
    #expect(host.text[8] == "línea 49")
    #expect(log.positions.last?.isPositionedByUser == false)
  }

  @Test func stepsReportVisibilityAtHalfTheirArea() {
    let log = VisibilityLog()
    let host = host(Steps(log: log), columns: 20, rows: 10)
    // Steps 1 and 2 fill 8 rows; step 3 shows 2 of its 4 rows: half, so visible.
    #expect(log.changes.map(\.0) == [0, 1, 2])
    #expect(log.changes.map(\.1) == [true, true, true])
    log.changes.removeAll()
    host.press(.lineDown)
    // Step 1 keeps 3 of 4 rows; step 3 shows 3.
    #expect(log.changes.isEmpty)
    host.press(.lineDown, times: 2)
    // Step 1 shows 1 of 4: no longer visible.
    #expect(log.changes.map(\.0) == [0])
    #expect(log.changes.map(\.1) == [false])
  }
}
