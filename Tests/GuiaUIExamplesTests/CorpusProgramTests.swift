import Foundation
import GuiaUI
import ScrollKit
import Testing
import TerminalUI

@testable import GuiaUICorpus

/// One program of the corpus (Tests/Corpus: ordinary SwiftUI programs with `import GuiaUI`) on
/// a headless host, as its App's `main()` hosts it (the WindowGroup's view, `AnyView` of
/// ``CorpusProgram``): keys sent as a terminal sends them, decoded as a GuiaUI program decodes
/// them; the screen read after each.
@MainActor
struct CorpusWindow {
  let host: GuiaUIHost<AnyView>

  init(_ program: String, rows: Int = 12, columns: Int = 40) {
    host = GuiaUIHost(root: AnyView(CorpusProgram(name: program)))
    host.start(size: CellSize(width: columns, height: rows))
    _ = host.render()
  }

  /// Sends `bytes` (`"\t\r"`, `"\u{1B}[B"`) as keys; returns the last key's outcome.
  @discardableResult
  func send(_ bytes: String) -> EventOutcome? {
    var decoder = InputDecoder()
    let keys = decoder.feed(Array(bytes.utf8)) + decoder.timeOut()
    return keys.map { host.respond(to: .key($0)) }.last
  }

  /// The screen's rows as the journeys read them: the scroll indicator's thumb and the
  /// blanks after the text left out.
  var lines: [String] {
    host.render().lines.map { line in
      var text = line
      if text.hasSuffix("█") { text.removeLast() }
      while text.hasSuffix(" ") { text.removeLast() }
      return text
    }
  }

  /// Whether some row shows `text`.
  func shows(_ text: String) -> Bool { lines.contains { $0.contains(text) } }

  /// Waits until `condition` holds of the screen, letting the main actor's jobs (a `.task`'s
  /// or a refresh's work) run between looks, as the App's loop drains them; a failure waits
  /// out the deadline, nothing else does.
  func eventually(_ condition: (CorpusWindow) -> Bool) async -> Bool {
    // Wall time shared with every other test on the main actor: a run of the whole suite on
    // two cores held it for over 20 s once, so the bound is loose; a failure only waits longer.
    let deadline = ContinuousClock.now + .seconds(120)
    while !condition(self), ContinuousClock.now < deadline {
      await Task.yield()
      try? await Task.sleep(for: .milliseconds(1))
    }
    return condition(self)
  }

  /// `q`, which ends a GuiaUI program.
  func quits() -> Bool {
    send("q") == .exit(.quit) || host.exitRequested == .quit
  }
}

/// The corpus's programs checked against what their documentation says they do, as the pty
/// journeys checked them (issue 31); a known issue where GuiaUI does otherwise. (One stays a
/// journey, run by its App's own `main()` in a pty: EndToEndTests.CorpusJourneyTests.)
@MainActor
@Suite struct CorpusProgramTests {
  @Test("ScrollViewReader: the button scrolls to the bottom by id, the other back to the top")
  func scrollReader() {
    let window = CorpusWindow("scroll-reader")
    #expect(window.shows("Scroll to Bottom"))
    window.send("\t\r")
    #expect(window.shows("Top"))
    #expect(!window.shows("Scroll to Bottom"))
    window.send("\t\r")
    #expect(window.shows("Scroll to Bottom"))
    #expect(window.quits())
  }

  @Test("onScrollGeometryChange: the back-to-top button shows once the content has scrolled, and goes back")
  func backToTop() {
    let window = CorpusWindow("back-to-top")
    #expect(window.shows("Item 0"))
    withKnownIssue("a terminal has no top inset: `contentOffset.y < contentInsets.top` is false at the top, so the button shows from the start") {
      #expect(!window.shows("Back to top"))
    }
    // A SwiftUI scroll view's keys: the arrows, Page Up and Down, Home and End.
    window.send(String(repeating: "\u{1B}[B", count: 5))
    #expect(window.shows("Back to top"))
    window.send("\t\r")
    #expect(window.shows("Item 0"))
    #expect(window.quits())
  }

  @Test("onScrollVisibilityChange: the player plays while on screen and pauses when scrolled away")
  func visibility() {
    let window = CorpusWindow("visibility")
    #expect(window.shows("Paused"))
    window.send("  ")
    #expect(window.shows("Playing"))
    window.send("  ")
    #expect(window.shows("Paused"))
    #expect(window.quits())
  }

  @Test("ScrollPosition: Bottom, then Top, then Bottom again")
  func scrollPosition() {
    let window = CorpusWindow("scroll-position")
    #expect(window.shows("Row 1"))
    window.send("\t\t\r")
    #expect(window.shows("Row 50"))
    window.send("\t\r")
    #expect(window.lines.contains { $0.trimmingCharacters(in: .whitespaces) == "Row 1" }, "\(window.lines)")
    window.send("\t\r")
    #expect(window.shows("Row 50"))
    #expect(window.quits())
  }

  @Test("NavigationStack: a link pushes the park's details, which keep state; Escape goes back")
  func navigation() {
    let window = CorpusWindow("navigation")
    #expect(window.shows("Parks"))
    window.send("\t\r")
    #expect(window.shows("Yosemite National Park"))
    window.send("\t\r")
    #expect(window.shows("Visits: 1"))
    window.send("\u{1B}")
    #expect(window.shows("Zion"))
    #expect(window.quits())
  }

  @Test("@Observable in the environment, @Bindable toggles: the count follows")
  func modelData() {
    let window = CorpusWindow("model-data")
    #expect(window.shows("Available: 2"))
    window.send("\t ")
    #expect(window.shows("Available: 1"))
    #expect(window.quits())
  }

  @Test("searchable: typing narrows the list to the names containing the text")
  func searchable() {
    let window = CorpusWindow("searchable")
    #expect(window.shows("Rhonda"))
    window.send("/Jo")
    #expect(window.shows("Josh") && !window.shows("Rhonda"), "only Josh: \(window.lines)")
    window.send("\u{1B}")
    #expect(window.quits())
  }

  @Test("refreshable: pulling at the top reloads the list")
  func refreshable() async {
    let window = CorpusWindow("refreshable")
    #expect(window.shows("First"))
    window.send("\u{1B}[A")
    #expect(await window.eventually { $0.shows("Fresh 1") }, "\(window.lines)")
    #expect(window.quits())
  }

  @Test("sheet: the button shows the agreement over the view; Dismiss closes it")
  func sheet() {
    let window = CorpusWindow("sheet")
    #expect(window.shows("Show License Agreement"))
    window.send("\t\r")
    #expect(window.shows("Terms and conditions go"))
    #expect(!window.shows("Show License Agreement"))
    window.send("\t\r")
    #expect(window.shows("Show License Agreement"))
    #expect(window.quits())
  }

  @Test("toolbar: Cancel at the start of the row, Save at its end; Save counts")
  func toolbar() throws {
    let window = CorpusWindow("toolbar")
    #expect(window.shows("Saved 0 times"))
    let row = try #require(window.lines.first { $0.contains("Cancel") })
    #expect(row.hasSuffix("Save") || row.trimmingCharacters(in: .whitespaces).hasSuffix("Save"), "\(row)")
    window.send("\t\t\r")
    #expect(window.shows("Saved 1 times"))
    #expect(window.quits())
  }

  @Test("List(selection:): the arrows select an ocean; the count follows")
  func selection() {
    let window = CorpusWindow("selection")
    #expect(window.shows("0 selections"))
    window.send("\u{1B}[B")
    #expect(window.shows("1 selections"))
    #expect(window.quits())
  }

  @Test("scrollTargetBehavior(.viewAligned) across: a scroll comes to rest with a card at the leading edge")
  func carousel() async throws {
    let window = CorpusWindow("carousel")
    #expect(window.shows("Card 0"))
    window.send("\u{1B}[C")
    #expect(await window.eventually { !$0.shows("Card 0") }, "a move")
    let lines = window.lines
    let top = try #require(lines.firstIndex { $0.contains("╭") })
    #expect(lines[top].first == "╭", "a card's leading edge at the view's: \(lines)")
    #expect(lines[top + 1].hasPrefix("│   Card 1"), "\(lines)")
    #expect(window.quits())
  }

  @Test("LazyVStack(pinnedViews: [.sectionHeaders]): a section's header stays at the top while its rows scroll")
  func pinnedSections() {
    let window = CorpusWindow("pinned-sections")
    #expect(window.shows("Section 0"))
    window.send(String(repeating: "\u{1B}[B", count: 3))
    // Three rows down: row 0.3 is on the second row, under the header if it is pinned.
    let lines = window.lines
    #expect(lines[1].contains("Row 0.3"), "three rows down: \(lines)")
    #expect(lines[0].contains("Section 0"), "\(lines)")
    #expect(window.quits())
  }

  @Test("defaultScrollAnchor(.bottom): the messages sit above the field; a sent one comes in at the bottom")
  func chat() throws {
    let window = CorpusWindow("chat")
    var lines = window.lines
    let divider = try #require(lines.firstIndex { $0.contains("───") }, "\(lines)")
    #expect(lines[divider - 1].contains("Bien, ¿y tú?"), "\(lines)")
    window.send("\tNos vemos\r")
    lines = window.lines
    let after = try #require(lines.firstIndex { $0.contains("───") }, "\(lines)")
    #expect(lines[after - 1].contains("Nos vemos"), "\(lines)")
    window.send("\u{1B}")
    #expect(window.quits())
  }

  @Test("Form: Tab goes from control to control; the stepper counts cups, the slider sets the brightness")
  func settings() {
    let window = CorpusWindow("settings", rows: 14)
    #expect(window.shows("Cups: 1"))
    window.send("\t\t\u{1B}[C")
    #expect(window.shows("Cups: 2"), "\(window.lines)")
    window.send("\t\u{1B}[C")
    #expect(window.shows("Brightness 55 of 100"), "\(window.lines)")
    #expect(window.quits())
  }
}
