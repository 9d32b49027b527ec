import GuiaUI
import TerminalUI
import Testing

/// A countdown as Foundation's Timer documentation writes one: a repeating scheduled timer,
/// invalidated when it reaches zero.
private struct Countdown: View {
  @State private var remaining = 3
  @State private var timer: Timer?
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("remaining \(remaining)")
      Text(timer?.isValid == true ? "running" : "stopped")
    }
    .onAppear {
      timer = Timer.scheduledTimer(withTimeInterval: 0.01, repeats: true) { timer in
        remaining -= 1
        if remaining == 0 {
          timer.invalidate()
          self.timer = nil
        }
      }
    }
  }
}

@MainActor
@Suite struct ScheduledTimerTests {
  @Test("Timer.scheduledTimer fires on GuiaUI's loop until invalidated; the view shows each firing")
  func countdown() async {
    let host = host(Countdown(), columns: 30, rows: 3)
    #expect(await eventually { host.lines[0] == "remaining 0" }, "\(host.lines)")
    #expect(await eventually { host.lines[1] == "stopped" }, "\(host.lines)")
    try? await Task.sleep(for: .milliseconds(50))
    #expect(host.lines[0] == "remaining 0", "invalidated, it fires no more")
  }

  @Test("A one-shot timer fires once; Timer(timeInterval:repeats:block:) starts when added to the run loop")
  func oneShotAndAdded() async {
    var fired = 0
    let once = Timer.scheduledTimer(withTimeInterval: 0.005, repeats: false) { _ in fired += 1 }
    #expect(await eventually { fired == 1 })
    #expect(!once.isValid)
    var ticks = 0
    let added = Timer(timeInterval: 0.005, repeats: true) { _ in ticks += 1 }
    try? await Task.sleep(for: .milliseconds(20))
    #expect(ticks == 0, "not scheduled yet")
    RunLoop.main.add(added, forMode: .common)
    #expect(await eventually { ticks >= 2 })
    added.invalidate()
  }
}
