import GuiaUI

// A settings screen whose values outlive the app, as tutorials write @AppStorage: a name, a
// switch and a stepper, each stored under its key.
struct AppStorageSettingsExample: View {
    @AppStorage("username") private var username = "Anonymous"
    @AppStorage("notificationsEnabled") private var notificationsEnabled = true
    @AppStorage("fontSize") private var fontSize = 14

    var body: some View {
        NavigationStack {
            Form {
                Section(header: Text("Profile")) {
                    TextField("Username", text: $username)
                    Text("Signed in as \(username)")
                }
                Section(header: Text("Notifications")) {
                    Toggle("Enable notifications", isOn: $notificationsEnabled)
                }
                Section(header: Text("Appearance")) {
                    Stepper("Font size: \(fontSize)", value: $fontSize, in: 10...24)
                }
            }
            .navigationTitle("Settings")
        }
    }
}
