import GuiaUI

// A clock as Apple's TimelineView documentation writes one: the time, to the second, from a
// periodic schedule, and the minute from `.everyMinute`; beside it a task that beats once a
// second, as a view model's polling does.
struct ClockExample: View {
    @State private var heartbeats = 0

    var body: some View {
        VStack(spacing: 8) {
            TimelineView(.periodic(from: .now, by: 1.0)) { context in
                VStack {
                    Text(context.date, style: .time)
                        .font(.largeTitle)
                    Text(context.date.formatted(date: .omitted, time: .standard))
                }
            }
            TimelineView(.everyMinute) { context in
                Text("This minute began at \(context.date.formatted(date: .omitted, time: .shortened))")
            }
            Text("Heartbeats: \(heartbeats)")
        }
        .task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(1))
                heartbeats += 1
            }
        }
    }
}
