import GuiaUI

// A settings form as tutorials write it: sections of a toggle, a stepper and a slider under
// a navigation title.
struct SettingsExample: View {
    @State private var remindMe = true
    @State private var coffeeCups = 1
    @State private var brightness = 0.5

    var body: some View {
        NavigationStack {
            Form {
                Section(header: Text("Reminders")) {
                    Toggle("Remind me", isOn: $remindMe)
                }
                Section(header: Text("Coffee")) {
                    Stepper("Cups: \(coffeeCups)", value: $coffeeCups, in: 1...10)
                }
                Section(header: Text("Display")) {
                    Slider(value: $brightness, in: 0...1)
                    Text("Brightness \(Int(brightness * 100)) of 100")
                }
            }
            .navigationTitle("Settings")
        }
    }
}
