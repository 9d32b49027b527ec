import GuiaUI

// An About screen as Apple's Link and OpenURLAction documentation writes one: links to the
// terms and the privacy policy, a help button that opens its page through `openURL`, and the
// app's own handler, which keeps what was opened instead of leaving the app.
struct SupportLinksExample: View {
    @State private var openedPages: [String] = []

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Support")
                .font(.headline)
            Link("View Our Terms of Service",
                 destination: URL(string: "https://www.example.com/TOS.html")!)
            Link(destination: URL(string: "https://www.example.com/privacy")!) {
                Label("Privacy Policy", systemImage: "lock")
            }
            SupportHelpButton()
            Divider()
            if let lastPage = openedPages.last {
                Text("Opened \(lastPage)")
            } else {
                Text("Nothing opened yet")
            }
        }
        .padding()
        .environment(\.openURL, OpenURLAction { url in
            openedPages.append(url.absoluteString)
            return .handled
        })
    }
}

struct SupportHelpButton: View {
    @Environment(\.openURL) private var openURL

    var body: some View {
        Button {
            if let url = URL(string: "https://www.example.com/help") {
                openURL(url)
            }
        } label: {
            Label("Get Help", systemImage: "person.fill.questionmark")
        }
    }
}
