import Foundation
import GuiaUI

/// A count driven by Foundation's `Timer.scheduledTimer`, as a SwiftUI developer starts one in
/// `onAppear`: with the `Foundation` trait it is the main run loop's timer, which GuiaUI's
/// loop must run.
struct Ticker: View {
  @State private var ticks = 0
  @State private var timer: Timer?

  var body: some View {
    Text("Ticks: \(ticks)")
      .onAppear {
        // Foundation's block is `@Sendable`; the main run loop runs it on the main thread.
        timer = Timer.scheduledTimer(withTimeInterval: 0.02, repeats: true) { _ in
          MainActor.assumeIsolated { ticks += 1 }
        }
      }
  }

  /// Plays the host's loop as the terminal does: waits for its tick deadline, reports the
  /// tick; until three ticks show or the host asks for none. Returns the screen.
  @MainActor
  static func run() -> [String] {
    let host = GuiaUIHost(root: Ticker())
    var lines = host.lines(columns: 20, rows: 1)
    var turns = 0
    while turns < 500, !lines.contains(where: { $0.contains("Ticks: 3") }), let deadline = host.tickDeadline {
      turns += 1
      let wait = deadline - ContinuousClock.now
      if wait > .zero { Thread.sleep(forTimeInterval: Double(wait.components.seconds) + Double(wait.components.attoseconds) / 1e18) }
      _ = host.respond(to: .tick)
      lines = host.lines(columns: 20, rows: 1)
    }
    return lines
  }
}
