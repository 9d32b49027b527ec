@testable import GuiaUI
import TerminalUI
import Testing

/// Links as SwiftUI's documentation shows them, with the program's own `openURL` action that
/// records the addresses instead of starting a browser.
private struct About: View {
  @State private var opened: [String] = []
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("abiertos: \(opened.joined(separator: " "))")
      Link("Web", destination: URL(string: "https://example.com/")!)
      Link(destination: URL(string: "javascript:alert(1)")!) { Text("Raro") }
      HelpButton()
    }
    .environment(\.openURL, OpenURLAction { url in
      opened.append(url.absoluteString)
      return .handled
    })
  }
}

private struct HelpButton: View {
  @Environment(\.openURL) private var openURL
  var body: some View {
    Button("Ayuda") { openURL(URL(string: "https://example.com/ayuda")!) }
  }
}

@MainActor
@Suite struct LinkTests {
  @Test("A link's label is underlined in the accent colour and is the terminal's hyperlink to its address")
  func drawnAsHyperlink() throws {
    let host = host(About(), columns: 40, rows: 4)
    #expect(host.lines == ["abiertos:", "Web", "Raro", "Ayuda"])
    let cell = host.screen().rows[1][0]
    #expect(cell.style.contains(.underline))
    #expect(cell.style.foreground == Color.accentColor.terminalColor)
    let link = try #require(cell.style.link)
    #expect(link.isForwardable)
    #expect(link.forwardedBytes == Array("https://example.com/".utf8))
    let odd = try #require(host.screen().rows[2][0].style.link)
    #expect(!odd.isForwardable, "a javascript: address is never handed to the terminal")
    #expect(host.screen().rows[3][0].style.link == nil)
  }

  @Test("Tab focuses a link and Enter hands its address to the environment's openURL, as a button calling openURL does")
  func enterOpens() {
    let host = host(About(), columns: 60, rows: 4)
    host.type(.control("i"))
    #expect(host.screen().rows[1][0].style.contains(.reverse))
    host.type(.enter)
    #expect(host.lines[0] == "abiertos: https://example.com/")
    host.type(.control("i"), .control("i"))
    host.type(.character(" "))
    #expect(host.lines[0] == "abiertos: https://example.com/ https://example.com/ayuda")
  }

  @Test("An action's result: discarded reports false, handled true")
  func completion() {
    var accepted: [Bool] = []
    let url = URL(string: "https://example.com")!
    OpenURLAction { _ in .handled }(url) { accepted.append($0) }
    OpenURLAction { _ in .discarded }(url) { accepted.append($0) }
    #expect(accepted == [true, false])
  }

  @Test("GuiaUI's URL keeps the address as written and reads its scheme; no spaces")
  func url() {
    #expect(URL(string: "HTTPS://example.com/a b") == nil)
    #expect(URL(string: "") == nil)
    #expect(URL(string: "HTTPS://example.com/")?.scheme == "https")
    #expect(URL(string: "/tmp/file")?.scheme == nil)
    #expect(URL(string: "mailto:ana@example.com")?.absoluteString == "mailto:ana@example.com")
  }
}
