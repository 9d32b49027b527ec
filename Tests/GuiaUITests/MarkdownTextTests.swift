import Document
import GuiaUI
import TerminalUI
import Testing

/// A literal's inline Markdown, as SwiftUI reads a `Text`'s `LocalizedStringKey`.
private struct Readme: View {
  let opened: OpenedAddresses
  let name = "**not bold**"
  let note = "A *note* at 100%"
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Read **the** _manual_ and ~~old~~ `code`")
      Text("See [the docs](https://example.com/docs) or [help](https://example.com/help)")
      Text(verbatim: "**verbatim**")
      Text(name)
      Text("Hello \(name)")
      Text("# not a heading")
      Text(" padded [1/3] ")
      Text(LocalizedStringKey(note))
    }
    .environment(\.openURL, OpenURLAction { url in
      opened.addresses.append(url.absoluteString)
      return .handled
    })
  }
}

@MainActor
final class OpenedAddresses {
  var addresses: [String] = []
}

@MainActor
@Suite struct MarkdownTextTests {
  @Test("A literal's Markdown is styled and its markers are gone: bold, italic, struck out, code")
  func inlineStyles() throws {
    let host = host(Readme(opened: OpenedAddresses()), columns: 60, rows: 8)
    #expect(host.lines[0] == "Read the manual and old code", "\(host.lines)")
    let screen = host.screen()
    func style(of word: String, row: Int) throws -> TextStyle {
      let column = try #require(screen.lines[row].range(of: word).map { screen.lines[row].distance(from: screen.lines[row].startIndex, to: $0.lowerBound) })
      return screen[row, column].style
    }
    #expect(try style(of: "the", row: 0).contains(.bold))
    #expect(try !style(of: "Read", row: 0).contains(.bold))
    #expect(try style(of: "manual", row: 0).contains(.italic))
    #expect(try style(of: "old", row: 0).contains(.strikethrough))
  }

  @Test("Text(verbatim:) and a String variable are not Markdown, nor is what is put in a literal")
  func onlyLiterals() {
    let host = host(Readme(opened: OpenedAddresses()), columns: 60, rows: 8)
    #expect(host.lines[2] == "**verbatim**", "\(host.lines)")
    #expect(host.lines[3] == "**not bold**", "\(host.lines)")
    #expect(host.lines[4] == "Hello **not bold**", "\(host.lines)")
    #expect(host.lines[5] == "# not a heading", "inline only: \(host.lines)")
    #expect(host.lines[6] == " padded [1/3]", "blanks kept, brackets plain: \(host.lines)")
  }

  @Test("LocalizedStringKey(string) reads a variable's Markdown, as SwiftUI code asks for it")
  func keyFromAString() throws {
    let host = host(Readme(opened: OpenedAddresses()), columns: 60, rows: 8)
    #expect(host.lines[7] == "A note at 100%", "\(host.lines)")
    let column = try #require(host.lines[7].range(of: "note")).lowerBound.utf16Offset(in: host.lines[7])
    #expect(host.screen()[7, column].style.contains(.italic))
  }

  @Test("A Markdown link is underlined, Tab reaches it and Enter opens its address through openURL")
  func links() throws {
    let opened = OpenedAddresses()
    let host = host(Readme(opened: opened), columns: 60, rows: 8)
    #expect(host.lines[1] == "See the docs or help", "\(host.lines)")
    let screen = host.screen()
    #expect(screen[1, 4].style.contains(.underline))
    #expect(screen[1, 4].style.link != nil)
    #expect(!screen[1, 0].style.contains(.underline))
    host.type(.control("i"))
    #expect(host.screen()[1, 4].style.contains(.reverse), "the first link has focus")
    host.type(.enter)
    host.type(.control("i"), .enter)
    #expect(opened.addresses == ["https://example.com/docs", "https://example.com/help"])
  }
}
