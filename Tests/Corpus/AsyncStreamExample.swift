import GuiaUI

// A live feed as the documentation of task(id:priority:_:) and AsyncStream show it: the task
// restarts when the chosen channel changes, reading an AsyncStream whose producer yields a
// message at a time; a button starts an unstructured Task.
enum FeedChannel: String, CaseIterable, Identifiable {
    case news = "News"
    case sports = "Sports"
    var id: String { rawValue }
}

struct FeedMessage: Identifiable, Equatable {
    let id: Int
    let text: String
}

func messages(for channel: FeedChannel, count: Int) -> AsyncStream<FeedMessage> {
    AsyncStream { continuation in
        let task = Task {
            for index in 1...count {
                try? await Task.sleep(for: .milliseconds(20))
                if Task.isCancelled { break }
                continuation.yield(FeedMessage(id: index, text: "\(channel.rawValue) \(index)"))
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in task.cancel() }
    }
}

@MainActor
final class FeedLoader: ObservableObject {
    @Published var status = "Idle"

    func load() async {
        status = "Loading…"
        try? await Task.sleep(for: .milliseconds(30))
        status = "Loaded"
    }
}

struct AsyncStreamExample: View {
    @State private var channel = FeedChannel.news
    @State private var received: [FeedMessage] = []
    @State private var isFinished = false
    @StateObject private var loader = FeedLoader()

    var body: some View {
        VStack(alignment: .leading) {
            Picker("Channel", selection: $channel) {
                ForEach(FeedChannel.allCases) { channel in
                    Text(channel.rawValue).tag(channel)
                }
            }
            .pickerStyle(.segmented)
            Text(isFinished ? "\(received.count) messages, done" : "\(received.count) messages")
                .font(.headline)
            ForEach(received.suffix(3)) { message in
                Text(message.text)
            }
            HStack {
                Button("Reload") {
                    Task { await loader.load() }
                }
                Text(loader.status)
                    .foregroundStyle(.secondary)
            }
        }
        .padding()
        .task(id: channel) {
            received = []
            isFinished = false
            for await message in messages(for: channel, count: 5) {
                received.append(message)
            }
            if !Task.isCancelled { isFinished = true }
        }
    }
}

#Preview {
    AsyncStreamExample()
}
