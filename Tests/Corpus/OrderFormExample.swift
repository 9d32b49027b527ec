import GuiaUI

// An order form as Apple's Picker documentation writes its pickers: an enumeration's cases
// in a menu picker (a ForEach, its ids the tags), a segmented picker of strings, an inline
// picker of tagged texts, under sections of a Form.
enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
}

struct OrderFormExample: View {
    @State private var selectedFlavor: Flavor = .chocolate
    @State private var size = "Medium"
    @State private var notify = true
    @State private var frequency = 1
    private let sizes = ["Small", "Medium", "Large"]

    var body: some View {
        NavigationStack {
            Form {
                Section("Order") {
                    Picker("Flavor", selection: $selectedFlavor) {
                        ForEach(Flavor.allCases) { flavor in
                            Text(flavor.rawValue)
                        }
                    }
                    Picker("Size", selection: $size) {
                        ForEach(sizes, id: \.self) { size in
                            Text(size)
                        }
                    }
                    .pickerStyle(.segmented)
                }
                Section("Reminders") {
                    Toggle("Remind me", isOn: $notify)
                    Picker("Frequency", selection: $frequency) {
                        Text("Daily").tag(1)
                        Text("Weekly").tag(7)
                        Text("Monthly").tag(30)
                    }
                    .pickerStyle(.inline)
                }
                Section {
                    Text("A \(size.lowercased()) \(selectedFlavor.rawValue), every \(frequency) days")
                }
            }
            .navigationTitle("Order")
        }
    }
}
