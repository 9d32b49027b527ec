import GuiaUI
import Testing

@testable import GuiaUICorpus

/// The corpus's programs of links, keyboard shortcuts, formatted numbers and an alert's text
/// fields (issue 51),
/// checked against what Apple's documentation says they do, on a headless host.
@MainActor
@Suite struct FormatAndLinkCorpusTests {
  @Test("Support links: each link and the help button hand their address to the app's openURL action; the labels are hyperlinks")
  func supportLinks() throws {
    let window = CorpusWindow("support-links", rows: 14, columns: 50)
    #expect(window.shows("View Our Terms of Service") && window.shows("Nothing opened yet"), "\(window.lines)")
    let screen = window.host.render()
    let row = try #require(window.lines.firstIndex { $0.contains("Terms") })
    let column = try #require(screen.rows[row].firstIndex { $0.style.link != nil })
    #expect(screen.rows[row][column].style.link?.forwardedBytes == Array("https://www.example.com/TOS.html".utf8))
    window.send("\t\r")
    #expect(window.shows("Opened https://www.example.com/TOS.html"), "\(window.lines)")
    window.send("\t\r")
    #expect(window.shows("Opened https://www.example.com/privacy"), "\(window.lines)")
    window.send("\t ")
    #expect(window.shows("Opened https://www.example.com/help"), "\(window.lines)")
    #expect(window.quits())
  }

  @Test("Grocery list: Ctrl-N (⌘N) opens the sheet; Return in its field adds the item (the default action), Escape cancels")
  func groceryShortcuts() {
    let window = CorpusWindow("grocery-shortcuts", rows: 12, columns: 40)
    #expect(window.shows("Milk") && window.shows("New Item"), "\(window.lines)")
    window.send("\u{0E}")
    #expect(window.shows("Item name") && !window.shows("Milk"), "the sheet covers the list: \(window.lines)")
    window.send("\r")
    #expect(window.shows("Item name"), "Add is disabled while the name is empty: \(window.lines)")
    window.send("\tEggs\r")
    #expect(window.shows("Eggs") && window.shows("Milk") && !window.shows("Item name"), "\(window.lines)")
    window.send("\u{0E}")
    #expect(window.shows("Item name"), "\(window.lines)")
    window.send("\u{1B}")
    #expect(window.shows("Milk") && !window.shows("Item name"), "Escape ran Cancel: \(window.lines)")
    #expect(window.quits())
  }

  @Test("Budget: amounts in dollars, the share of the budget as a percentage, steps grouped by thousands; the stepper changes them")
  func budget() {
    let window = CorpusWindow("budget", rows: 14, columns: 40)
    #expect(window.shows("$1,250.00") && window.shows("$342.50") && window.shows("$89.99"), "\(window.lines)")
    #expect(window.shows("$1,689.49") && window.shows("67.6% of the budget"), "\(window.lines)")
    #expect(window.shows("Steps this year: 1,234,567"), "\(window.lines)")
    window.send("\t\u{1B}[C")
    #expect(window.shows("Coffees: 3") && window.shows("$1,692.99") && window.shows("67.7% of the budget"), "\(window.lines)")
    #expect(window.quits())
  }

  @Test("Login alert: the username field has focus as the alert appears, Tab goes to the password field (dots), Return runs OK")
  func loginAlert() {
    let window = CorpusWindow("login-alert", rows: 16, columns: 60)
    #expect(window.shows("Not signed in"), "\(window.lines)")
    window.send("\t\r")
    #expect(window.shows("Login") && window.shows("Please enter your username"), "\(window.lines)")
    window.send("ana\tsecret")
    #expect(window.shows("ana") && window.shows("••••••"), "\(window.lines)")
    window.send("\r")
    #expect(window.shows("Welcome, ana") && !window.shows("Please enter"), "\(window.lines)")
    #expect(window.quits())
  }
}
