import GuiaUI
import Testing

/// `.onScrollPhaseChange`, as code that hides a bar while the reader scrolls writes it
/// (issue 31, §2): keys make the scroll view `.interacting`, a request `.animating`, and it
/// is `.idle` again once scrolling has settled.
@MainActor
private final class PhaseLog {
  var changes: [String] = []
  var toBottom: (() -> Void)?
}

private struct Phases: View {
  let log: PhaseLog
  @State private var isScrolling = false
  @State private var position = ScrollPosition(edge: .top)
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text(isScrolling ? "moviendo" : "quieto")
      ScrollView {
        VStack(alignment: .leading, spacing: 0) {
          ForEach(0..<50, id: \.self) { Text("línea \($0)") }
        }
      }
      .scrollPosition($position)
      .onScrollPhaseChange { old, new, context in
        log.changes.append("\(old)→\(new)")
        isScrolling = new.isScrolling
        _ = context.geometry.contentOffset
      }
    }
    .onAppear { log.toBottom = { position.scrollTo(edge: .bottom) } }
  }
}

@MainActor
@Suite struct ScrollPhaseTests {
  @Test("a key makes the scroll view .interacting; once it settles it is .idle; a request is .animating")
  func phases() async {
    let log = PhaseLog()
    defer { log.toBottom = nil }
    let host = host(Phases(log: log), columns: 20, rows: 8)
    #expect(log.changes.isEmpty, "no phase change at launch")
    host.press(.lineDown)
    host.press(.lineDown)
    #expect(log.changes == ["idle→interacting"], "two keys are one scroll: \(log.changes)")
    #expect(host.text[0] == "moviendo")
    #expect(host.tickDeadline != nil, "the host is asked for a tick to settle")
    let settled = await eventually {
      _ = host.respond(to: .tick)
      return log.changes.count == 2
    }
    #expect(settled && log.changes.last == "interacting→idle", "\(log.changes)")
    #expect(host.text[0] == "quieto")
    log.toBottom?()
    _ = host.screen()
    #expect(log.changes.last == "idle→animating", "\(log.changes)")
  }
}
