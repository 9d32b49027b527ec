import GuiaUI

// A list whose rows are deleted after an alert asks, as Apple's alert documentation writes
// it (presenting the item, a destructive button and a cancel button, a message), and a
// toolbar button that deletes everything after a confirmation dialog.
struct Reminder: Identifiable {
    let id: Int
    var title: String
}

struct DeleteConfirmationExample: View {
    @State private var reminders = [
        Reminder(id: 1, title: "Buy milk"),
        Reminder(id: 2, title: "Call the dentist"),
        Reminder(id: 3, title: "Water the plants"),
    ]
    @State private var reminderToDelete: Reminder?
    @State private var isShowingAlert = false
    @State private var isConfirmingDeleteAll = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(reminders) { reminder in
                    HStack {
                        Text(reminder.title)
                        Spacer()
                        Button("Delete", role: .destructive) {
                            reminderToDelete = reminder
                            isShowingAlert = true
                        }
                    }
                }
            }
            .navigationTitle("Reminders")
            .toolbar {
                Button("Delete All", role: .destructive) {
                    isConfirmingDeleteAll = true
                }
            }
            .alert("Delete reminder?", isPresented: $isShowingAlert, presenting: reminderToDelete) { reminder in
                Button("Delete", role: .destructive) {
                    reminders.removeAll { $0.id == reminder.id }
                }
                Button("Cancel", role: .cancel) {}
            } message: { reminder in
                Text("\(reminder.title) will be deleted.")
            }
            .confirmationDialog("Delete all reminders?", isPresented: $isConfirmingDeleteAll, titleVisibility: .visible) {
                Button("Delete All", role: .destructive) {
                    reminders.removeAll()
                }
            }
        }
    }
}
