import GuiaUI
import Testing

/// The three forms of `AsyncImage` in Apple's documentation.
private struct Pictures: View {
  let url = URL(string: "https://example.com/icon.png")
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      AsyncImage(url: url)
      AsyncImage(url: url) { image in
        image.resizable()
      } placeholder: {
        ProgressView()
      }
      .frame(width: 240, height: 16)
      AsyncImage(url: url) { phase in
        if let image = phase.image {
          image.resizable().scaledToFit()
        } else if phase.error != nil {
          Color.red
        } else {
          Text("esperando")
        }
      }
    }
  }
}

@MainActor
@Suite struct AsyncImageTests {
  @Test("an AsyncImage shows its placeholder phase, then a stand-in naming the picture's address")
  func placeholderThenStandIn() async {
    let host = host(Pictures(), columns: 30, rows: 3)
    let first = host.text
    #expect(first[0].hasPrefix("…"))
    #expect(first[2].hasPrefix("esperando"))
    #expect(await eventually { host.text[2].hasPrefix("[imagen: example.com/icon.png]") })
    #expect(host.text[0].hasPrefix("[imagen: example.com/icon.png]"))
    #expect(host.text[1].hasPrefix("[imagen: example.com/icon.png]"))
  }

  @Test("a nil address stays in the placeholder phase")
  func nilAddressStaysEmpty() async {
    let host = host(AsyncImage(url: nil) { $0.image ?? Image(systemName: "star") }, columns: 10, rows: 1)
    for _ in 0..<50 { await Task.yield() }
    #expect(host.text[0].hasPrefix("☆"))
  }
}
