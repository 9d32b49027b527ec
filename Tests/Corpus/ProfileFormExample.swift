import GuiaUI

// A profile form as the documentation of Form, Picker, Stepper, Slider, Toggle, DatePicker and
// onChange(of:initial:_:) show them.
enum IceCreamFlavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
}

struct ProfileFormExample: View {
    @State private var username = "Taylor"
    @State private var notificationsEnabled = true
    @State private var flavor: IceCreamFlavor = .chocolate
    @State private var age = 30
    @State private var volume = 0.5
    @State private var isEditingVolume = false
    @State private var birthday = Date(timeIntervalSince1970: 0)
    @State private var changes = 0

    var body: some View {
        NavigationStack {
            Form {
                Section(header: Text("Profile")) {
                    TextField("Username", text: $username)
                    LabeledContent("Member since", value: "2019")
                    DatePicker("Birthday", selection: $birthday, displayedComponents: .date)
                }
                Section {
                    Toggle("Send notifications", isOn: $notificationsEnabled)
                    Picker("Flavor", selection: $flavor) {
                        Text("Chocolate").tag(IceCreamFlavor.chocolate)
                        Text("Vanilla").tag(IceCreamFlavor.vanilla)
                        Text("Strawberry").tag(IceCreamFlavor.strawberry)
                    }
                    Stepper("Age: \(age)", value: $age, in: 0...120)
                } header: {
                    Text("Preferences")
                } footer: {
                    Text("Changes: \(changes)")
                }
                Section("Sound") {
                    Slider(value: $volume, in: 0...1, step: 0.1) {
                        Text("Volume")
                    } minimumValueLabel: {
                        Text("0")
                    } maximumValueLabel: {
                        Text("100")
                    } onEditingChanged: { editing in
                        isEditingVolume = editing
                    }
                    Text("Volume \(Int(volume * 100))%")
                        .foregroundStyle(isEditingVolume ? .red : .blue)
                }
            }
            .navigationTitle("Profile")
            .onChange(of: flavor, initial: true) { oldValue, newValue in
                if oldValue != newValue { changes += 1 }
            }
            .onChange(of: age) {
                changes += 1
            }
        }
    }
}

#Preview {
    ProfileFormExample()
}
