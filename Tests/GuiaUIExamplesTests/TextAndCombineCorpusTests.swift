import GuiaUI
import Testing

@testable import GuiaUICorpus

/// The corpus's programs of Markdown text and of Combine with a Foundation timer (issue 51),
/// checked against what Apple's documentation says they do, on a headless host.
@MainActor
@Suite struct TextAndCombineCorpusTests {
  @Test("Release notes: a literal's Markdown is styled without its markers, its links open through openURL; verbatim text and a String are not read")
  func releaseNotes() throws {
    let window = CorpusWindow("release-notes", rows: 16, columns: 80)
    #expect(window.shows("This version is faster, lighter and buggier better tested."), "\(window.lines)")
    #expect(window.shows("Run swift build to compile it."), "\(window.lines)")
    #expect(window.shows("Read the changelog or report a bug."), "\(window.lines)")
    #expect(window.shows("Literally **not bold**") && window.shows("Notes are written in **Markdown**"), "\(window.lines)")
    let screen = window.host.render()
    let row = try #require(window.lines.firstIndex { $0.contains("faster") })
    let faster = try #require(window.lines[row].range(of: "faster"))
    let column = window.lines[row].distance(from: window.lines[row].startIndex, to: faster.lowerBound)
    #expect(screen.rows[row][column].style.contains(.bold))
    let linkRow = try #require(window.lines.firstIndex { $0.contains("changelog") })
    #expect(screen.rows[linkRow].contains { $0.style.link != nil && $0.style.contains(.underline) })
    window.send("\t\r")
    #expect(window.shows("Opened: https://www.example.com/changelog"), "\(window.lines)")
    window.send("\t\r")
    #expect(window.shows("Opened: https://www.example.com/bugs"), "\(window.lines)")
    #expect(window.quits())
  }

  @Test("Fruit search: the typed query is debounced into one search, the matches shown; a scheduled timer counts the seconds since")
  func fruitSearch() async {
    let window = CorpusWindow("fruit-search", rows: 16, columns: 50)
    #expect(window.shows("Apple") && window.shows("Grape"), "\(window.lines)")
    #expect(await window.eventually { $0.shows("Searches: 1") }, "\(window.lines)")
    window.send("\tberry")
    #expect(await window.eventually { $0.shows("Blueberry") && !$0.shows("Apple") }, "\(window.lines)")
    #expect(window.shows("Blackberry") && window.shows("Searches: 2"), "typed at once, searched once: \(window.lines)")
    #expect(await window.eventually { $0.shows("Seconds since the last search: 1") }, "\(window.lines)")
  }
}
