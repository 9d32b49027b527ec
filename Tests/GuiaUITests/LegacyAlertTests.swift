@testable import GuiaUI
import Testing

/// A pre-iOS 15 alert, as older tutorials write it.
private struct Deleting: View {
  @State private var asking = false
  @State private var log = "kept"

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Button("Delete") { asking = true }
      Text(log)
    }
    .alert(isPresented: $asking) {
      Alert(
        title: Text("Delete the file?"), message: Text("It cannot be undone."),
        primaryButton: .destructive(Text("Delete")) { log = "deleted" }, secondaryButton: .cancel())
    }
  }
}

@MainActor
@Suite struct LegacyAlertTests {
  @Test("Alert(title:message:primaryButton:secondaryButton:) presents as the newer alerts; Cancel is the default, the destructive button acts")
  func legacyAlert() {
    let host = host(Deleting(), columns: 40, rows: 10)
    host.type(.control("i"), .enter)
    #expect(host.text.contains { $0.contains("Delete the file?") } && host.text.contains { $0.contains("It cannot be undone.") }, "\(host.text)")
    host.type(.enter)
    #expect(host.text.contains { $0.contains("kept") } && !host.text.contains { $0.contains("Delete the file?") }, "\(host.text)")
    host.type(.enter)
    #expect(host.text.contains { $0.contains("Delete the file?") }, "again: \(host.text)")
    host.type(.right, .enter)
    #expect(host.text.contains { $0.contains("deleted") }, "\(host.text)")
  }
}
