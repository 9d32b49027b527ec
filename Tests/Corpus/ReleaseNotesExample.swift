import GuiaUI

// Release notes as Apple's Text documentation writes styled text: a string literal's inline
// Markdown (bold, italic, strikethrough, code and links), the links opened through the app's
// own `openURL` action; `Text(verbatim:)` and a `String` variable shown as they are.
struct ReleaseNotesExample: View {
    @State private var lastOpened = "nothing"
    let rawNote = "Notes are written in **Markdown**"

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Release Notes")
                .font(.headline)
            Text("This version is **faster**, *lighter* and ~~buggier~~ better tested.")
            Text("Run `swift build` to compile it.")
            Text("Read the [changelog](https://www.example.com/changelog) or [report a bug](https://www.example.com/bugs).")
            Text(verbatim: "Literally **not bold**")
            Text(rawNote)
            Divider()
            Text("Opened: \(lastOpened)")
        }
        .padding()
        .environment(\.openURL, OpenURLAction { url in
            lastOpened = url.absoluteString
            return .handled
        })
    }
}
