import GuiaUI

// After Apple's ForEach documentation (a binding to a collection, each row given a binding to
// its element) and WWDC21's "What's new in SwiftUI": a list of alarms switched on and off.
struct Alarm: Identifiable {
    let id = UUID()
    var time: String
    var isOn: Bool
}

struct AlarmsExample: View {
    @State private var alarms = [
        Alarm(time: "6:30", isOn: true),
        Alarm(time: "7:00", isOn: false),
        Alarm(time: "7:30", isOn: false),
    ]

    var body: some View {
        NavigationStack {
            List {
                ForEach($alarms) { $alarm in
                    Toggle(alarm.time, isOn: $alarm.isOn)
                }
                Section {
                    Text("\(alarms.filter(\.isOn).count) alarms on")
                }
            }
            .navigationTitle("Alarms")
        }
    }
}
