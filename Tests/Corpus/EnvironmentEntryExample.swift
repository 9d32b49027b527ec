import GuiaUI

// Custom environment values as the documentation of Entry() and EnvironmentValues show them,
// beside an ObservableObject shared through @StateObject and @EnvironmentObject (the
// pre-Observation way many tutorials still teach).
extension EnvironmentValues {
    @Entry var greetingStyle: GreetingStyle = .casual
    @Entry var exclamationCount: Int = 1
}

enum GreetingStyle: String, CaseIterable, Identifiable {
    case casual, formal
    var id: Self { self }
}

private struct UserNameKey: EnvironmentKey {
    static let defaultValue: String = "stranger"
}

extension EnvironmentValues {
    var userName: String {
        get { self[UserNameKey.self] }
        set { self[UserNameKey.self] = newValue }
    }
}

extension View {
    func userName(_ name: String) -> some View {
        environment(\.userName, name)
    }
}

final class VisitCounter: ObservableObject {
    @Published var visits = 0
    @Published var lastVisitor: String?
}

struct GreetingView: View {
    @Environment(\.greetingStyle) private var style
    @Environment(\.exclamationCount) private var exclamations
    @Environment(\.userName) private var name
    @EnvironmentObject var counter: VisitCounter

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(greeting + String(repeating: "!", count: exclamations))
                .font(.headline)
            Button("Visit") {
                counter.visits += 1
                counter.lastVisitor = name
            }
        }
    }

    private var greeting: String {
        switch style {
        case .casual: "Hi, \(name)"
        case .formal: "Good day, \(name)"
        }
    }
}

struct VisitSummary: View {
    @EnvironmentObject var counter: VisitCounter

    var body: some View {
        Text("Visits: \(counter.visits), last: \(counter.lastVisitor ?? "nobody")")
            .foregroundStyle(.secondary)
    }
}

struct EnvironmentEntryExample: View {
    @StateObject private var counter = VisitCounter()
    @State private var style = GreetingStyle.casual

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Picker("Style", selection: $style) {
                ForEach(GreetingStyle.allCases) { style in
                    Text(style.rawValue.capitalized).tag(style)
                }
            }
            .pickerStyle(.segmented)
            GreetingView()
            GreetingView()
                .userName("Ada")
                .environment(\.exclamationCount, 3)
            VisitSummary()
        }
        .environment(\.greetingStyle, style)
        .environmentObject(counter)
        .padding()
    }
}

#Preview {
    EnvironmentEntryExample()
}
