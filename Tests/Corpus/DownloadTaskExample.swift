import GuiaUI

// A download as tutorials write one: nothing yet (ContentUnavailableView with an action),
// then a ProgressView with its current value while the task runs, then the files.
struct DownloadTaskExample: View {
    @State private var progress = 0.0
    @State private var isDownloading = false
    @State private var files: [String] = []

    var body: some View {
        VStack {
            if isDownloading {
                ProgressView(value: progress, total: 1.0) {
                    Text("Downloading…")
                } currentValueLabel: {
                    Text("\(Int(progress * 100))% done")
                }
                .padding()
            } else if files.isEmpty {
                ContentUnavailableView {
                    Label("No Downloads", systemImage: "arrow.down")
                } description: {
                    Text("Files you download appear here.")
                } actions: {
                    Button("Download") {
                        Task { await download() }
                    }
                }
            } else {
                List(files, id: \.self) { file in
                    Text(file)
                }
            }
        }
    }

    func download() async {
        isDownloading = true
        for step in 1...4 {
            try? await Task.sleep(for: .milliseconds(50))
            progress = Double(step) / 4
        }
        files = ["report.pdf", "photo.jpg"]
        isDownloading = false
    }
}
