import GuiaUI

// A tab app as Apple's TabView documentation writes it with the Tab API: three tabs chosen by
// a value, the inbox's tab badged with its unread count.
enum AppTab: Hashable {
    case inbox, favorites, settings
}

struct TabBadgeExample: View {
    @State private var selectedTab: AppTab = .inbox
    @State private var unreadCount = 3

    var body: some View {
        TabView(selection: $selectedTab) {
            Tab("Inbox", systemImage: "tray", value: .inbox) {
                InboxView(unreadCount: $unreadCount)
            }
            .badge(unreadCount)

            Tab("Favorites", systemImage: "star", value: .favorites) {
                Text("No favorites yet")
            }

            Tab("Settings", systemImage: "gearshape", value: .settings) {
                Button("Show the inbox") {
                    selectedTab = .inbox
                }
            }
        }
    }
}

struct InboxView: View {
    @Binding var unreadCount: Int

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(unreadCount) unread messages")
            Button("Mark all as read") {
                unreadCount = 0
            }
        }
    }
}
