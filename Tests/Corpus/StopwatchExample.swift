import GuiaUI

// A stopwatch as tutorials write one with Combine's timer: `Timer.publish` autoconnected and
// received with `onReceive`; Stop cancels its connection, Start makes a new one. A
// one-minute countdown beside it, from `Text(timerInterval:)`.
struct StopwatchExample: View {
    @State private var timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var elapsed = 0
    @State private var isRunning = true
    @State private var startDate = Date.now

    var body: some View {
        VStack(spacing: 8) {
            Text("Elapsed: \(elapsed) s")
            Text(timerInterval: startDate...startDate.addingTimeInterval(60))
            Button(isRunning ? "Stop" : "Start") {
                if isRunning {
                    timer.upstream.connect().cancel()
                } else {
                    timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                }
                isRunning.toggle()
            }
        }
        .onReceive(timer) { _ in
            elapsed += 1
        }
    }
}
